import { storefrontRoutes as route } from '@svarna/contracts';

/**
 * Every storefront path, in one map. Links are built only from here. The route patterns come from the
 * shared contract (the server answers 200 or 404 from the same list), so the router, the links and the
 * server cannot drift apart; the `to` builders sit next to them.
 */
const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { pattern: route.home, to: () => '/' },
  shop: { pattern: route.shop, to: () => '/shop' },
  account: { pattern: route.account, to: () => '/account' },
  login: {
    pattern: route.login,
    to: (redirect?: string) => (redirect ? `/auth/login?redirect=${seg(redirect)}` : '/auth/login'),
  },
  forgotPassword: { pattern: route.forgotPassword, to: () => '/auth/forgot-password' },
  verifyForgotOtp: { pattern: route.verifyForgotOtp, to: () => '/auth/verify-forgot-otp' },
  resetPassword: {
    pattern: route.resetPassword,
    to: (token: string) => `/auth/reset-password/${seg(token)}`,
  },
  category: { pattern: route.category, to: (slug: string) => `/category/${seg(slug)}` },
  subcategory: { pattern: route.subcategory, to: (slug: string) => `/subcategory/${seg(slug)}` },
  product: { pattern: route.product, to: (slug: string) => `/product/${seg(slug)}` },
  checkout: { pattern: route.checkout, to: () => '/checkout' },
  cart: { pattern: route.cart, to: () => '/cart' },
  orderConfirmation: {
    pattern: route.orderConfirmation,
    to: (orderId: string) => `/order-confirmation/${seg(orderId)}`,
  },
  trackOrder: { pattern: route.trackOrder, to: () => '/track-order' },
  search: {
    pattern: route.search,
    to: (q?: string, category?: string) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (category) params.set('category', category);
      const query = params.toString();
      return query ? `/search?${query}` : '/search';
    },
  },
  store: { pattern: route.store, to: () => '/store' },
  storeLocator: { pattern: route.storeLocator, to: () => '/store-locator' },
  locatorResult: { pattern: route.locatorResult, to: () => '/locator-result' },
  collections: { pattern: route.collections, to: () => '/collections' },
  collection: { pattern: route.collection, to: (slug: string) => `/collections/${seg(slug)}` },
  privacyPolicy: { pattern: route.privacyPolicy, to: () => '/privacy-policy' },
  termsConditions: { pattern: route.termsConditions, to: () => '/terms-conditions' },
  shippingPolicy: { pattern: route.shippingPolicy, to: () => '/shipping-policy' },
  returnPolicy: { pattern: route.returnPolicy, to: () => '/return-policy' },
  devOutbox: {
    pattern: route.devOutbox,
    to: (to?: string) => (to ? `/dev/outbox?to=${seg(to)}` : '/dev/outbox'),
  },
  admin: { pattern: route.admin, to: () => '/admin' },
  adminOrders: {
    pattern: route.adminOrders,
    to: (query?: URLSearchParams) => (query?.size ? `/admin/orders?${query}` : '/admin/orders'),
  },
  adminOrder: { pattern: route.adminOrder, to: (orderId: string) => `/admin/orders/${seg(orderId)}` },
  adminStock: { pattern: route.adminStock, to: () => '/admin/stock' },
  adminProducts: {
    pattern: route.adminProducts,
    to: (query?: URLSearchParams) => (query?.size ? `/admin/products?${query}` : '/admin/products'),
  },
  adminProductNew: { pattern: route.adminProductNew, to: () => '/admin/products/new' },
  adminProductsImport: { pattern: route.adminProductsImport, to: () => '/admin/products/import' },
  adminProductEdit: {
    pattern: route.adminProductEdit,
    to: (productId: string) => `/admin/products/${seg(productId)}`,
  },
  adminCategories: { pattern: route.adminCategories, to: () => '/admin/categories' },
  adminCollections: { pattern: route.adminCollections, to: () => '/admin/collections' },
  /** 'new' opens an empty form */
  adminCollection: {
    pattern: route.adminCollection,
    to: (collectionId: string) => `/admin/collections/${seg(collectionId)}`,
  },
  adminHome: { pattern: route.adminHome, to: () => '/admin/home' },
  adminSettings: { pattern: route.adminSettings, to: () => '/admin/settings' },
  /** GSTR-1 for a month ('YYYY-MM'); without one, the page opens on the previous Indian month */
  adminGst: {
    pattern: route.adminGst,
    to: (month?: string) => (month ? `/admin/gst?month=${seg(month)}` : '/admin/gst'),
  },
} as const satisfies {
  [K in keyof typeof route]: { pattern: (typeof route)[K]; to: (...args: never[]) => string };
};

export type PathName = keyof typeof paths;

/** Header links use the lowercased, hyphenated category name ("Bangles and Bracelets" -> "bangles-and-bracelets"). */
export function categorySlugFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
