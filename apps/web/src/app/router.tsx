import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { FullScreenSpinner } from '../components/spinner';
import { safeRedirectTarget } from '../features/auth';
import { loadCheckoutPage } from '../features/checkout';
import { paths } from '../lib/paths';
import { readString, storageKeys } from '../lib/storage';
import { AppShell } from './layout/app-shell';
import type { RouteLoaders } from './route-loaders';
import { RouteError } from './routes/route-error';
import { shellLoader } from './shell-loader';

/** /account is guarded: signed-in state (a stored access token) or off to sign-in. */
function requireSession({ request }: { request: Request }) {
  if (readString(storageKeys.accessToken)) return null;
  const url = new URL(request.url);
  return redirect(paths.login.to(url.pathname + url.search));
}

/** /auth/login: whoever already holds a session goes straight on (to `redirect` when it is on this site). */
function leaveIfSignedIn({ request }: { request: Request }) {
  if (!readString(storageKeys.accessToken)) return null;
  const url = new URL(request.url);
  return redirect(safeRedirectTarget(url.searchParams.get('redirect'), url.origin));
}

const adminOrdersPage = async () => ({
  Component: (await import('../features/admin/pages/admin-orders-page')).AdminOrdersPage,
});
const adminProductPage = async () => ({
  Component: (await import('../features/admin/pages/admin-product-page')).AdminProductPage,
});

/** Marks a page the server renders (public, the same for every visitor); the others render in the browser. */
export interface RouteHandle {
  serverRendered?: true;
}
const serverRendered: RouteHandle = { serverRendered: true };

/**
 * The pages' loaders, fetched with the page (in parallel with its `lazy` module) rather than in the entry
 * chunk: route-loaders.ts names every page's query modules.
 */
function lazyLoaders(queryClient: QueryClient) {
  let loaders: Promise<RouteLoaders> | undefined;
  return (name: keyof RouteLoaders) => async (args: LoaderFunctionArgs) => {
    loaders ??= import('./route-loaders').then((module) => module.createRouteLoaders(queryClient));
    return (await loaders)[name](args);
  };
}

/** The route tree; its loaders fill `queryClient` (the browser's, or one per request on the server). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const lazyLoader = lazyLoaders(queryClient);
  const load = {
    shell: shellLoader(queryClient),
    home: lazyLoader('home'),
    product: lazyLoader('product'),
    shop: lazyLoader('shop'),
    category: lazyLoader('category'),
    subcategory: lazyLoader('subcategory'),
    search: lazyLoader('search'),
    collections: lazyLoader('collections'),
    collection: lazyLoader('collection'),
  };
  return [
    {
      path: paths.home.pattern,
      Component: AppShell,
      loader: load.shell,
      HydrateFallback: FullScreenSpinner,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          handle: serverRendered,
          loader: load.home,
          lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
        },
        {
          path: paths.product.pattern,
          handle: serverRendered,
          loader: load.product,
          lazy: async () => ({
            Component: (await import('../features/catalog/pages/product-page')).ProductPage,
          }),
        },
        {
          path: paths.shop.pattern,
          handle: serverRendered,
          loader: load.shop,
          lazy: async () => ({ Component: (await import('../features/shop/pages/shop-page')).ShopPage }),
        },
        {
          path: paths.account.pattern,
          loader: requireSession,
          lazy: async () => ({
            Component: (await import('../features/account/pages/account-page')).AccountPage,
          }),
        },
        {
          lazy: async () => ({ Component: (await import('../features/auth/pages/auth-layout')).AuthLayout }),
          children: [
            {
              path: paths.login.pattern,
              loader: leaveIfSignedIn,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/login-page')).LoginPage,
              }),
            },
            {
              path: paths.forgotPassword.pattern,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
              }),
            },
            {
              path: paths.verifyForgotOtp.pattern,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/verify-forgot-otp-page'))
                  .VerifyForgotOtpPage,
              }),
            },
            {
              path: paths.resetPassword.pattern,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
              }),
            },
          ],
        },
        {
          path: paths.category.pattern,
          handle: serverRendered,
          loader: load.category,
          lazy: async () => ({
            Component: (await import('../features/listings/pages/category-page')).CategoryPage,
          }),
        },
        {
          path: paths.subcategory.pattern,
          handle: serverRendered,
          loader: load.subcategory,
          lazy: async () => ({
            Component: (await import('../features/listings/pages/subcategory-page')).SubcategoryPage,
          }),
        },
        {
          path: paths.checkout.pattern,
          // the same import as the preload a Buy Now or the cart drawer starts (features/checkout)
          lazy: async () => ({ Component: (await loadCheckoutPage()).CheckoutPage }),
        },
        {
          path: paths.cart.pattern,
          lazy: async () => ({ Component: (await import('../features/cart/pages/cart-page')).CartPage }),
        },
        {
          path: paths.orderConfirmation.pattern,
          loader: requireSession,
          lazy: async () => ({
            Component: (await import('../features/orders/pages/order-confirmation-page'))
              .OrderConfirmationPage,
          }),
        },
        {
          path: paths.trackOrder.pattern,
          lazy: async () => ({
            Component: (await import('../features/tracking/pages/track-order-page')).TrackOrderPage,
          }),
        },
        {
          path: paths.search.pattern,
          handle: serverRendered,
          loader: load.search,
          lazy: async () => ({
            Component: (await import('../features/listings/pages/search-page')).SearchPage,
          }),
        },
        {
          path: paths.store.pattern,
          handle: serverRendered,
          lazy: async () => ({ Component: (await import('../features/stores')).StoreLocatorPage }),
        },
        {
          path: paths.storeLocator.pattern,
          handle: serverRendered,
          lazy: async () => ({ Component: (await import('../features/stores')).StoreLocatorPage }),
        },
        {
          path: paths.locatorResult.pattern,
          handle: serverRendered,
          lazy: async () => ({ Component: (await import('../features/stores')).StoreLocatorPage }),
        },
        {
          path: paths.collections.pattern,
          handle: serverRendered,
          loader: load.collections,
          lazy: async () => ({
            Component: (await import('../features/collections/pages/collections-page')).CollectionsPage,
          }),
        },
        {
          path: paths.collection.pattern,
          handle: serverRendered,
          loader: load.collection,
          lazy: async () => ({
            Component: (await import('../features/collections/pages/collection-page')).CollectionPage,
          }),
        },
        {
          path: paths.privacyPolicy.pattern,
          handle: serverRendered,
          lazy: async () => ({
            Component: (await import('../features/policies/pages/privacy-policy-page')).PrivacyPolicyPage,
          }),
        },
        {
          path: paths.termsConditions.pattern,
          handle: serverRendered,
          lazy: async () => ({
            Component: (await import('../features/policies/pages/terms-conditions-page')).TermsConditionsPage,
          }),
        },
        {
          path: paths.shippingPolicy.pattern,
          handle: serverRendered,
          lazy: async () => ({
            Component: (await import('../features/policies/pages/shipping-policy-page')).ShippingPolicyPage,
          }),
        },
        {
          path: paths.returnPolicy.pattern,
          handle: serverRendered,
          lazy: async () => ({
            Component: (await import('../features/policies/pages/return-policy-page')).ReturnPolicyPage,
          }),
        },
        {
          path: paths.devOutbox.pattern,
          lazy: async () => ({
            Component: (await import('../features/dev-outbox/pages/dev-outbox-page')).DevOutboxPage,
          }),
        },
        {
          // The order desk: its own chunks, never in the shoppers' entry; guests sign in first.
          loader: requireSession,
          lazy: async () => ({
            Component: (await import('../features/admin/pages/admin-layout')).AdminLayout,
          }),
          children: [
            {
              path: paths.admin.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-dashboard-page')).AdminDashboardPage,
              }),
            },
            { path: paths.adminOrders.pattern, lazy: adminOrdersPage },
            {
              path: paths.adminOrder.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-order-page')).AdminOrderPage,
              }),
            },
            {
              path: paths.adminStock.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-stock-page')).AdminStockPage,
              }),
            },
            {
              path: paths.adminProducts.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-products-page')).AdminProductsPage,
              }),
            },
            { path: paths.adminProductNew.pattern, lazy: adminProductPage },
            {
              path: paths.adminProductsImport.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-products-import-page'))
                  .AdminProductsImportPage,
              }),
            },
            { path: paths.adminProductEdit.pattern, lazy: adminProductPage },
            {
              path: paths.adminCategories.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-categories-page'))
                  .AdminCategoriesPage,
              }),
            },
            {
              path: paths.adminCollections.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-collections-page'))
                  .AdminCollectionsPage,
              }),
            },
            {
              path: paths.adminCollection.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-collection-page'))
                  .AdminCollectionPage,
              }),
            },
            {
              path: paths.adminHome.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-home-page')).AdminHomePage,
              }),
            },
            {
              path: paths.adminSettings.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-settings-page')).AdminSettingsPage,
              }),
            },
            {
              path: paths.adminGst.pattern,
              lazy: async () => ({
                Component: (await import('../features/admin/pages/admin-gst-page')).AdminGstPage,
              }),
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
        },
      ],
    },
  ];
}

export const createAppRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
export type AppRouter = ReturnType<typeof createAppRouter>;
