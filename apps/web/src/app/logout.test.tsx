import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, useLogout } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const USER = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha',
  email: 'asha@mail.in',
  phone: '+919876543210',
  role: 'customer',
};

describe('signing out', () => {
  it('clears the session here before the server revokes it, and sends the revoke with the old token', async () => {
    localStorage.setItem('accessToken', 'A1');
    localStorage.setItem('refreshToken', 'R1');
    localStorage.setItem('user', JSON.stringify(USER));
    // the stored session, as the browser starts with it
    session.restore();
    expect(session.get().isAuthenticated).toBe(true);

    const atRevoke: { storedToken: string | null; signedIn: boolean; authorization?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        atRevoke.push({
          storedToken: localStorage.getItem('accessToken'),
          signedIn: session.get().isAuthenticated,
          authorization: (init?.headers as Record<string, string> | undefined)?.Authorization,
        });
        return new Response(JSON.stringify({ success: true, message: 'Logged out successfully' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/account']}>{children}</MemoryRouter>
      </AppProviders>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current());

    expect(atRevoke).toEqual([{ storedToken: null, signedIn: false, authorization: 'Bearer A1' }]);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
