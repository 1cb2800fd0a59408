/**
 * Every page of the storefront, by name. The web router registers these patterns and the server answers
 * 200 or 404 for a page from the same list, so a new page can never be served as a 404.
 */
export const storefrontRoutes = {
  home: '/',
  shop: '/shop',
  account: '/account',
  login: '/auth/login',
  forgotPassword: '/auth/forgot-password',
  verifyForgotOtp: '/auth/verify-forgot-otp',
  resetPassword: '/auth/reset-password/:token',
  category: '/category/:slug',
  subcategory: '/subcategory/:slug',
  product: '/product/:slug',
  checkout: '/checkout',
  cart: '/cart',
  orderConfirmation: '/order-confirmation/:orderId',
  trackOrder: '/track-order',
  search: '/search',
  store: '/store',
  storeLocator: '/store-locator',
  locatorResult: '/locator-result',
  collections: '/collections',
  collection: '/collections/:slug',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  shippingPolicy: '/shipping-policy',
  returnPolicy: '/return-policy',
  devOutbox: '/dev/outbox',
  admin: '/admin',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:orderId',
  adminStock: '/admin/stock',
  adminProducts: '/admin/products',
  adminProductNew: '/admin/products/new',
  adminProductsImport: '/admin/products/import',
  adminProductEdit: '/admin/products/:productId',
  adminCategories: '/admin/categories',
  adminCollections: '/admin/collections',
  adminCollection: '/admin/collections/:collectionId',
  adminHome: '/admin/home',
  adminSettings: '/admin/settings',
  adminGst: '/admin/gst',
} as const;

export type StorefrontRoute = keyof typeof storefrontRoutes;

/** Pages that are private to a shopper or a developer: never indexed. */
export const privateRoutes: readonly StorefrontRoute[] = [
  'account',
  'login',
  'forgotPassword',
  'verifyForgotOtp',
  'resetPassword',
  'checkout',
  'cart',
  'orderConfirmation',
  'trackOrder',
  'devOutbox',
  'admin',
  'adminOrders',
  'adminOrder',
  'adminStock',
  'adminProducts',
  'adminProductNew',
  'adminProductsImport',
  'adminProductEdit',
  'adminCategories',
  'adminCollections',
  'adminCollection',
  'adminHome',
  'adminSettings',
  'adminGst',
];

const compiled = Object.entries(storefrontRoutes).map(([name, pattern]) => ({
  name: name as StorefrontRoute,
  regex: new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** The route a pathname belongs to, or null when no page has that path. */
export function matchStorefrontRoute(pathname: string): StorefrontRoute | null {
  return compiled.find((route) => route.regex.test(pathname))?.name ?? null;
}
