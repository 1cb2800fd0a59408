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
      { path: paths.shop.pattern, ...comingSoon('Shop') },
      { path: paths.account.pattern, loader: requireSession, ...comingSoon('My Account') },
      { path: paths.login.pattern, ...comingSoon('Login') },
      { path: paths.forgotPassword.pattern, ...comingSoon('Forgot Password') },
      { path: paths.verifyForgotOtp.pattern, ...comingSoon('Verify OTP') },
      { path: paths.resetPassword.pattern, ...comingSoon('Reset Password') },
      { path: paths.category.pattern, ...comingSoon('Category') },
      { path: paths.subcategory.pattern, ...comingSoon('Subcategory') },
      { path: paths.checkout.pattern, ...comingSoon('Checkout') },
      { path: paths.cart.pattern, ...comingSoon('Cart') },
      { path: paths.orderConfirmation.pattern, ...comingSoon('Order Confirmation') },
      { path: paths.search.pattern, ...comingSoon('Search') },
      { path: paths.store.pattern, ...comingSoon('Store') },
      { path: paths.storeLocator.pattern, ...comingSoon('Store Locator') },
      { path: paths.locatorResult.pattern, ...comingSoon('Locator Result') },
      { path: paths.collections.pattern, ...comingSoon('Collections') },
      { path: paths.collection.pattern, ...comingSoon('Collection') },
      { path: paths.privacyPolicy.pattern, ...comingSoon('Privacy Policy') },
      { path: paths.termsConditions.pattern, ...comingSoon('Terms & Conditions') },
      { path: paths.shippingPolicy.pattern, ...comingSoon('Shipping Policy') },
      { path: paths.returnPolicy.pattern, ...comingSoon('Return Policy') },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
