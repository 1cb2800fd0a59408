import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { jsonResponse, renderWithProviders, stubApi, testUser } from '../test-utils';
import { LoginPage } from './login-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const answer = {
  success: true,
  accessToken: 'A',
  refreshToken: 'R',
  user: testUser,
  message: 'Welcome back',
};

async function signInWithPassword(path: string) {
  stubApi({ '/users/login': () => jsonResponse(200, answer) });
  const rendered = renderWithProviders(<LoginPage />, { path, route: '/auth/login' });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
  fireEvent.change(screen.getByLabelText('Phone number or email'), { target: { value: 'asha@example.in' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
  return rendered;
}

describe('LoginPage', () => {
  it('signs in with a password and goes on to a same-site redirect', async () => {
    await signInWithPassword('/auth/login?redirect=%2Faccount%3Ftab%3Dorders');
    expect(session.get()).toMatchObject({ isAuthenticated: true, accessToken: 'A', user: testUser });
    expect(screen.getByTestId('location').textContent).toBe('/account?tab=orders');
  });

  it('goes home instead of to another site', async () => {
    await signInWithPassword('/auth/login?redirect=%2F%2Fevil.com');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the server message for a wrong password', async () => {
    stubApi({
      '/users/login': () => jsonResponse(401, { success: false, message: 'Invalid phone/email or password' }),
    });
    renderWithProviders(<LoginPage />, { path: '/auth/login', route: '/auth/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your phone number or email');
    fireEvent.change(screen.getByLabelText('Phone number or email'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid phone/email or password');
  });

  it('sends a visitor who is already signed in straight on', () => {
    renderWithProviders(<LoginPage />, {
      path: '/auth/login?redirect=/checkout',
      route: '/auth/login',
      auth: { user: testUser, accessToken: 'A', isAuthenticated: true },
    });
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it('offers the phone steps first, and a way to reset a password', () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login', route: '/auth/login' });
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });
});
