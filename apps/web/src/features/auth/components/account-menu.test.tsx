import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { jsonResponse, renderWithProviders, stubApi, testUser } from '../test-utils';
import { AccountMenu } from './account-menu';

const signedIn = { user: testUser, accessToken: 'A', isAuthenticated: true };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button', { name: 'Account menu' });

// The signed-in menu is its own chunk, shown once loaded (the guest's link until then); loaded here once,
// it renders at once in every test after.
beforeAll(async () => {
  renderWithProviders(<AccountMenu />, { auth: signedIn });
  expect(screen.getByRole('link', { name: 'My Account' })).toBeTruthy();
  await screen.findByRole('button', { name: 'Account menu' });
  cleanup();
});
const item = (name: string) => screen.getByRole('menuitem', { name });
const key = (target: Element, k: string) => act(() => void fireEvent.keyDown(target, { key: k }));

describe('AccountMenu', () => {
  it('is a plain link to the account page for guests', () => {
    renderWithProviders(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('%j opens the menu on its first item', (k) => {
    renderWithProviders(<AccountMenu />, { auth: signedIn });
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    key(button(), k);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: /Asha Rao/ })).toBeTruthy();
    expect(document.activeElement).toBe(item('My Account'));
  });

  it('arrows move through the items (wrapping); Escape closes and returns focus', () => {
    renderWithProviders(<AccountMenu />, { auth: signedIn });
    key(button(), 'ArrowDown');
    const menu = screen.getByRole('menu');
    key(menu, 'ArrowDown');
    expect(document.activeElement).toBe(item('Log out'));
    key(menu, 'ArrowDown');
    expect(document.activeElement).toBe(item('My Account'));
    key(menu, 'ArrowUp');
    expect(document.activeElement).toBe(item('Log out'));
    key(menu, 'Home');
    expect(document.activeElement).toBe(item('My Account'));
    key(menu, 'Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('ArrowUp opens on the last item; a click outside closes', () => {
    renderWithProviders(<AccountMenu />, { auth: signedIn });
    key(button(), 'ArrowUp');
    expect(document.activeElement).toBe(item('Log out'));
    act(() => void fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('offers the order desk to an admin only', async () => {
    stubApi({
      '/users/profile': () => jsonResponse(200, { success: true, user: { ...testUser, role: 'admin' } }),
    });
    renderWithProviders(<AccountMenu />, { auth: signedIn });
    fireEvent.click(button());
    expect((await screen.findByRole('menuitem', { name: 'Order desk' })).getAttribute('href')).toBe('/admin');
    cleanup();
    stubApi({ '/users/profile': () => jsonResponse(200, { success: true, user: testUser }) });
    const { queryClient } = renderWithProviders(<AccountMenu />, { auth: signedIn });
    fireEvent.click(button());
    await vi.waitFor(() => expect(queryClient.getQueryData(['me', 'profile'])).toEqual(testUser));
    expect(screen.queryByRole('menuitem', { name: 'Order desk' })).toBeNull();
  });

  it('Log out ends the session on the server and here, drops private data and goes home', async () => {
    const fetchMock = stubApi({
      '/users/logout': () => jsonResponse(200, { success: true, message: 'Logged out' }),
    });
    const { queryClient } = renderWithProviders(<AccountMenu />, {
      auth: signedIn,
      path: '/account',
    });
    queryClient.setQueryData(['me', 'profile'], testUser);
    queryClient.setQueryData(['site-content', 'site-config'], { ok: true });
    fireEvent.click(button());
    await act(async () => {
      fireEvent.click(item('Log out'));
    });
    // the menu also re-reads the profile when it mounts; the logout call is the one that matters here
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain('/api/users/logout');
    expect(session.get().isAuthenticated).toBe(false);
    expect(queryClient.getQueryData(['me', 'profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['site-content', 'site-config'])).toEqual({ ok: true });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('still signs out here when the server call fails', async () => {
    stubApi({ '/users/logout': () => Promise.reject(new TypeError('offline')) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<AccountMenu />, { auth: signedIn, path: '/account' });
    fireEvent.click(button());
    await act(async () => {
      fireEvent.click(item('Log out'));
    });
    expect(session.get().isAuthenticated).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
