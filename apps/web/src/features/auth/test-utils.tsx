import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { renderWithApp } from '../../test/render-app';
import { type AuthState, initialAuthState } from './session';

/** Renders `ui` at `route` in the app's providers (the session as `auth`) and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  {
    auth = initialAuthState,
    path = '/',
    route = '*',
  }: { auth?: AuthState; path?: string; route?: string } = {},
) {
  return renderWithApp(
    <Routes>
      <Route path={route} element={ui} />
    </Routes>,
    { path, auth },
  );
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
