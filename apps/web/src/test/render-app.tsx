import type { CartLine } from '@svarna/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { type AuthState, initialAuthState, session } from '../features/auth';
import { cartDrawer, cartQueryKey } from '../features/cart';

/** Shows where the router is (data-testid 'location'), for tests that check a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const signedInAs = (user: AuthState['user'], accessToken = 'token'): AuthState => ({
  user,
  accessToken,
  isAuthenticated: true,
});

export interface RenderAppOptions {
  /** where the memory router starts */
  path?: string;
  /** the session, set on the app's own store (not saved); the guest by default */
  auth?: AuthState;
  /** the server's cart as last answered, when the test starts with one */
  cart?: CartLine[];
  queryClient?: QueryClient;
  /** a data router to render instead of `ui` in a memory router */
  router?: ReturnType<typeof createMemoryRouter>;
}

/**
 * The one way tests render the storefront: the app's providers and its real stores (the session as
 * `auth`, the cart drawer closed, the server's cart as `cart` in the query cache), a query client that
 * does not retry, and `ui` inside a memory router at `path` (or a data router of the test's own).
 */
export function renderWithApp(
  ui: ReactNode,
  {
    path = '/',
    auth = initialAuthState,
    cart,
    queryClient = createTestQueryClient(),
    router,
  }: RenderAppOptions = {},
) {
  session.reset(auth);
  cartDrawer.close();
  if (cart) queryClient.setQueryData(cartQueryKey(auth), cart);
  // a guest's cart on the server is named by the id this browser keeps
  if (cart && !auth.isAuthenticated && !localStorage.getItem('tempCartId'))
    localStorage.setItem('tempCartId', 'temp_testcart0001');
  const result = render(
    <AppProviders queryClient={queryClient}>
      {router ? (
        <RouterProvider router={router} />
      ) : (
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      )}
    </AppProviders>,
  );
  /** the server's cart as the page holds it now */
  const cartLines = () => queryClient.getQueryData<CartLine[]>(cartQueryKey(session.get())) ?? [];
  return { ...result, queryClient, cartLines };
}
