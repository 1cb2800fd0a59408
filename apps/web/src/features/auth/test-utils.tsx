import { configureStore } from '@reduxjs/toolkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { type AuthState, authReducer, initialAuthState } from './auth-slice';

/** Shows where the router is, for tests that check a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders with a store (auth only), a query client without retries, and a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  {
    auth = initialAuthState,
    path = '/',
    route = '*',
  }: { auth?: AuthState; path?: string; route?: string } = {},
) {
  const store = configureStore({ reducer: { auth: authReducer }, preloadedState: { auth } });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, store, queryClient };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with answers by path (after /api); returns the mock to read the calls from. */
export function stubApi(answers: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^\/api/, '')
      .split('?')[0]!;
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected request ${path}`);
    return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one path, in order. */
export const bodiesSentTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input]) =>
        String(input)
          .replace(/^\/api/, '')
          .split('?')[0] === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

export const testUser = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+919876543210',
  role: 'customer' as const,
  hasPassword: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};
