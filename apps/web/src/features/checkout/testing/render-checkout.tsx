import type { Address } from '@svarna/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createCartLine } from '../../../test/factories';
import { renderWithApp } from '../../../test/render-app';
import type { AuthState } from '../../auth';
import type { CartItem } from '../../cart';

export interface ApiCall {
  method: string;
  /** after /api, without the query string */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type ApiRoutes = Record<string, (call: ApiCall) => Response | Promise<Response>>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers fetch by 'METHOD /path' (after /api); anything else fails the request. Returns the calls made. */
export function stubApi(routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = routes[`${call.method} ${call.path}`];
      if (!answer) throw new TypeError(`unexpected request ${call.method} ${call.path}`);
      return answer(call);
    }),
  );
  return calls;
}

export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

export const testUser = {
  _id: '7',
  id: '7',
  name: 'Asha Rao',
  email: 'asha@mail.test',
  phone: '+919876543210',
  role: 'customer' as const,
  hasPassword: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const signedIn: AuthState = { user: testUser, accessToken: 'token', isAuthenticated: true };
export const guest: AuthState = { user: null, accessToken: null, isAuthenticated: false };

export function createAddress(overrides: Partial<Address> = {}): Address {
  return {
    _id: '11',
    label: 'Home',
    name: 'Asha Rao',
    email: 'asha@mail.test',
    line1: '12 Janpath',
    line2: '',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
    country: 'India',
    phone: '+919876543210',
    isDefault: true,
    ...overrides,
  };
}

export function createLine(overrides: Partial<CartItem> = {}): CartItem {
  return createCartLine({
    productId: '1',
    name: 'Kundan Choker',
    slug: 'kundan-choker',
    price: 2499,
    basePrice: 2999,
    ...overrides,
  });
}

/** The page with the session as `auth` and the server's cart holding `items`, in a memory router. */
export function renderPage(
  ui: ReactNode,
  {
    path,
    route,
    auth = signedIn,
    items = [],
  }: { path: string; route: string; auth?: AuthState; items?: CartItem[] },
) {
  serverCart = items;
  return renderWithApp(
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={null} />
    </Routes>,
    { path, auth, cart: items },
  );
}

/** Makes `(min-width: 768px)` match, for the desktop layout. */
export function stubDesktopViewport() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(min-width: 768px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** The server's cart in these tests: the lines the page was rendered with, as the cart routes change them. */
let serverCart: CartItem[] = [];
const cartAnswer = () => json(200, { success: true, cart: { items: serverCart } });
const serverCartRoutes: ApiRoutes = {
  'GET /cart': cartAnswer,
  'POST /cart/merge': cartAnswer,
  'POST /cart/add': (call) => {
    const { productId } = call.body as { productId: string };
    serverCart = serverCart.map((l) => (l.productId === productId ? { ...l, quantity: l.quantity + 1 } : l));
    return cartAnswer();
  },
  'PUT /cart/line': (call) => {
    const { productId, quantity } = call.body as { productId: string; quantity: number };
    serverCart = serverCart
      .map((l) => (l.productId === productId ? { ...l, quantity } : l))
      .filter((l) => l.quantity > 0);
    return cartAnswer();
  },
  // emptied once the order is paid
  'PUT /cart': () => {
    serverCart = [];
    return cartAnswer();
  },
};

/** The calls every checkout render makes: the site config and the saved addresses. */
export function checkoutRoutes(addresses: Address[], more: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /site-content/config/site-config': () =>
      json(200, { success: true, data: { theme: {}, header: [{ siteTitle: 'Svarna Jewels' }], footer: [] } }),
    'GET /users/me/address': () => json(200, { success: true, addresses }),
    'GET /users/profile': () => json(200, { success: true, user: testUser }),
    ...serverCartRoutes,
    ...more,
  };
}
