import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_MS } from '../components/reset-password-form';
import { bodiesSentTo, jsonResponse, renderWithProviders, stubApi } from '../test-utils';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const renderPage = () =>
  renderWithProviders(<ResetPasswordPage />, {
    path: '/auth/reset-password/tok123',
    route: '/auth/reset-password/:token',
  });

describe('ResetPasswordPage', () => {
  it('checks the link, validates both passwords, resets and goes to sign-in after 3 s', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({
      '/users/verify-reset-token/tok123': () => jsonResponse(200, { success: true, valid: true }),
      '/users/reset-password': () =>
        jsonResponse(200, { success: true, message: 'Password reset successfully.' }),
    });
    renderPage();
    expect(screen.getByRole('status', { name: 'Verifying your reset link' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));

    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.change(confirm, { target: { value: 'short' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    fireEvent.change(password, { target: { value: 'longenough1' } });
    fireEvent.change(confirm, { target: { value: 'short' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    fireEvent.change(confirm, { target: { value: 'longenough2' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(bodiesSentTo(fetchMock, '/users/reset-password')).toEqual([]);

    fireEvent.change(confirm, { target: { value: 'longenough1' } });
    fireEvent.click(submit);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodiesSentTo(fetchMock, '/users/reset-password')).toEqual([
      { token: 'tok123', newPassword: 'longenough1' },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Password reset successfully.');
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 1));
    expect(screen.getByTestId('location').textContent).toBe('/auth/reset-password/tok123');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location').textContent).toBe('/auth/login');
  });

  it('an invalid link offers a new one', async () => {
    stubApi({ '/users/verify-reset-token/tok123': () => jsonResponse(200, { success: true, valid: false }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid or expired reset link. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('a network failure says the link could not be checked', async () => {
    stubApi({ '/users/verify-reset-token/tok123': () => Promise.reject(new TypeError('offline')) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error verifying reset link. Please try again.',
    );
  });
});
