/**
 * Every storefront path, in one map. Links are built only from here; route patterns for the router
 * sit next to the builders so the two cannot drift apart.
 */
const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { pattern: '/', to: () => '/' },
  shop: { pattern: '/shop', to: () => '/shop' },
  account: { pattern: '/account', to: () => '/account' },
  login: {
    pattern: '/auth/login',
    to: (redirect?: string) => (redirect ? `/auth/login?redirect=${seg(redirect)}` : '/auth/login'),
  },
  forgotPassword: { pattern: '/auth/forgot-password', to: () => '/auth/forgot-password' },
  verifyForgotOtp: { pattern: '/auth/verify-forgot-otp', to: () => '/auth/verify-forgot-otp' },
  resetPassword: {
    pattern: '/auth/reset-password/:token',
    to: (token: string) => `/auth/reset-password/${seg(token)}`,
  },
  category: { pattern: '/category/:slug', to: (slug: string) => `/category/${seg(slug)}` },
  subcategory: { pattern: '/subcategory/:slug', to: (slug: string) => `/subcategory/${seg(slug)}` },
  product: { pattern: '/product/:slug', to: (slug: string) => `/product/${seg(slug)}` },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  cart: { pattern: '/cart', to: () => '/cart' },
  orderConfirmation: {
    pattern: '/order-confirmation/:orderId',
    to: (orderId: string) => `/order-confirmation/${seg(orderId)}`,
  },
  search: {
    pattern: '/search',
    to: (q?: string, category?: string) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (category) params.set('category', category);
      const query = params.toString();
      return query ? `/search?${query}` : '/search';
    },
  },
  store: { pattern: '/store', to: () => '/store' },
  storeLocator: { pattern: '/store-locator', to: () => '/store-locator' },
  locatorResult: { pattern: '/locator-result', to: () => '/locator-result' },
  collections: { pattern: '/collections', to: () => '/collections' },
  collection: { pattern: '/collections/:slug', to: (slug: string) => `/collections/${seg(slug)}` },
  privacyPolicy: { pattern: '/privacy-policy', to: () => '/privacy-policy' },
  termsConditions: { pattern: '/terms-conditions', to: () => '/terms-conditions' },
  shippingPolicy: { pattern: '/shipping-policy', to: () => '/shipping-policy' },
  returnPolicy: { pattern: '/return-policy', to: () => '/return-policy' },
} as const;

/** Header links use the lowercased, hyphenated category name ("Bangles and Bracelets" -> "bangles-and-bracelets"). */
export function categorySlugFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
