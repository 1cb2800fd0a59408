import { configureStore } from '@reduxjs/toolkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { authReducer } from '../../auth';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers fetch with `answer`; records each call (path after /api, with its query). */
export function stubFetch(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, '') + url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const lookupAnswer = (serviceable: boolean, city = 'Central Delhi', state = 'Delhi') =>
  json(200, { success: true, pincode: '110001', serviceable, city, district: city, state });

/** A signed-in shopper's store and a query client without retries. */
export function renderWithQuery(ui: ReactNode) {
  const store = configureStore({
    reducer: { auth: authReducer },
    preloadedState: { auth: { user: { _id: '7' }, accessToken: 't', isAuthenticated: true } },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Provider>,
  );
}
