import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { renderWithApp, signedInAs } from '../../../test/render-app';
import { AdminCategoriesPage } from '../pages/admin-categories-page';
import { AdminCollectionPage } from '../pages/admin-collection-page';
import { AdminCollectionsPage } from '../pages/admin-collections-page';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminGstPage } from '../pages/admin-gst-page';
import { AdminHomePage } from '../pages/admin-home-page';
import { AdminLayout } from '../pages/admin-layout';
import { AdminOrderPage } from '../pages/admin-order-page';
import { AdminOrdersPage } from '../pages/admin-orders-page';
import { AdminProductPage } from '../pages/admin-product-page';
import { AdminProductsImportPage } from '../pages/admin-products-import-page';
import { AdminProductsPage } from '../pages/admin-products-page';
import { AdminSettingsPage } from '../pages/admin-settings-page';
import { AdminStockPage } from '../pages/admin-stock-page';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiCall {
  method: string;
  /** the path after /api */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export const profile = (role: 'admin' | 'customer') => ({
  success: true,
  user: {
    _id: '9',
    id: '9',
    name: 'Store Owner',
    email: 'owner@mail.test',
    phone: '+919000000001',
    role,
    hasPassword: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
});

/** A JSON body as its value; any other (a CSV file's text) as it was sent. */
function readBody(init: RequestInit): unknown {
  const type = new Headers(init.headers).get('Content-Type') ?? 'application/json';
  return type.startsWith('application/json') ? JSON.parse(String(init.body)) : init.body;
}

/**
 * Answers fetch: the profile (with `role`), then `answer` for every other call; returns the calls made.
 * `answer` returning undefined is an unexpected request, which fails the test.
 */
export function stubAdminApi(
  role: 'admin' | 'customer',
  answer: (call: ApiCall) => Response | Promise<Response> | undefined,
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init?.body ? readBody(init) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      if (call.path === '/users/profile') return json(200, profile(role));
      const response = await answer(call);
      if (!response) throw new Error(`unexpected request ${call.method} ${call.path}`);
      return response;
    }),
  );
  return calls;
}

/** The desk's routes as the app registers them, signed in, at `path`. */
export function renderAdmin(path: string) {
  return renderWithApp(
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path={paths.admin.pattern} element={<AdminDashboardPage />} />
        <Route path={paths.adminOrders.pattern} element={<AdminOrdersPage />} />
        <Route path={paths.adminOrder.pattern} element={<AdminOrderPage />} />
        <Route path={paths.adminStock.pattern} element={<AdminStockPage />} />
        <Route path={paths.adminProducts.pattern} element={<AdminProductsPage />} />
        <Route path={paths.adminProductNew.pattern} element={<AdminProductPage />} />
        <Route path={paths.adminProductsImport.pattern} element={<AdminProductsImportPage />} />
        <Route path={paths.adminProductEdit.pattern} element={<AdminProductPage />} />
        <Route path={paths.adminCategories.pattern} element={<AdminCategoriesPage />} />
        <Route path={paths.adminCollections.pattern} element={<AdminCollectionsPage />} />
        <Route path={paths.adminCollection.pattern} element={<AdminCollectionPage />} />
        <Route path={paths.adminHome.pattern} element={<AdminHomePage />} />
        <Route path={paths.adminSettings.pattern} element={<AdminSettingsPage />} />
        <Route path={paths.adminGst.pattern} element={<AdminGstPage />} />
      </Route>
    </Routes>,
    { path, auth: signedInAs({ _id: '9' }, 't') },
  );
}
