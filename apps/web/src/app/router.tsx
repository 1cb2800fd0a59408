import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { FullScreenSpinner } from '../components/spinner';
import { paths } from '../lib/paths';
import { readString, storageKeys } from '../lib/storage';
import { AppShell } from './layout/app-shell';
import { RouteError } from './routes/route-error';

/** A registered page that is not built yet: its own name (from the route's handle) and 'Coming soon'. */
const comingSoon = (title: string): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: { title },
  lazy: async () => ({ Component: (await import('../components/coming-soon-page')).ComingSoonRoute }),
});

/** /account is guarded: signed-in state (a stored access token) or off to sign-in. */
function requireSession({ request }: { request: Request }) {
  if (readString(storageKeys.accessToken)) return null;
  const url = new URL(request.url);
  return redirect(paths.login.to(url.pathname + url.search));
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: FullScreenSpinner,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
      },
      {
        path: paths.product.pattern,
        lazy: async () => ({
          Component: (await import('../features/catalog/pages/product-page')).ProductPage,
        }),
      },
      {
        path: paths.shop.pattern,
        lazy: async () => ({ Component: (await import('../features/shop/pages/shop-page')).ShopPage }),
      },
      { path: paths.account.pattern, loader: requireSession, ...comingSoon('My Account') },
      { path: paths.login.pattern, ...comingSoon('Login') },
      { path: paths.forgotPassword.pattern, ...comingSoon('Forgot Password') },
      { path: paths.verifyForgotOtp.pattern, ...comingSoon('Verify OTP') },
      { path: paths.resetPassword.pattern, ...comingSoon('Reset Password') },
      {
        path: paths.category.pattern,
        lazy: async () => ({
          Component: (await import('../features/listings/pages/category-page')).CategoryPage,
        }),
      },
      {
        path: paths.subcategory.pattern,
        lazy: async () => ({
          Component: (await import('../features/listings/pages/subcategory-page')).SubcategoryPage,
        }),
      },
      { path: paths.checkout.pattern, ...comingSoon('Checkout') },
      { path: paths.cart.pattern, ...comingSoon('Cart') },
      { path: paths.orderConfirmation.pattern, ...comingSoon('Order Confirmation') },
      {
        path: paths.search.pattern,
        lazy: async () => ({
          Component: (await import('../features/listings/pages/search-page')).SearchPage,
        }),
      },
      {
        path: paths.store.pattern,
        lazy: async () => ({ Component: (await import('../features/stores')).StoreLocatorPage }),
      },
      {
        path: paths.storeLocator.pattern,
        lazy: async () => ({ Component: (await import('../features/stores')).StoreLocatorPage }),
      },
      {
        path: paths.locatorResult.pattern,
        lazy: async () => ({ Component: (await import('../features/stores')).StoreLocatorPage }),
      },
      {
        path: paths.collections.pattern,
        lazy: async () => ({
          Component: (await import('../features/collections/pages/collections-page')).CollectionsPage,
        }),
      },
      {
        path: paths.collection.pattern,
        lazy: async () => ({
          Component: (await import('../features/collections/pages/collection-page')).CollectionPage,
        }),
      },
      {
        path: paths.privacyPolicy.pattern,
        lazy: async () => ({
          Component: (await import('../features/policies/pages/privacy-policy-page')).PrivacyPolicyPage,
        }),
      },
      {
        path: paths.termsConditions.pattern,
        lazy: async () => ({
          Component: (await import('../features/policies/pages/terms-conditions-page')).TermsConditionsPage,
        }),
      },
      {
        path: paths.shippingPolicy.pattern,
        lazy: async () => ({
          Component: (await import('../features/policies/pages/shipping-policy-page')).ShippingPolicyPage,
        }),
      },
      {
        path: paths.returnPolicy.pattern,
        lazy: async () => ({
          Component: (await import('../features/policies/pages/return-policy-page')).ReturnPolicyPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
