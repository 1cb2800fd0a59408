import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, jsonResponse, stubApi } from '../test-utils';
import { FORGOT_REDIRECT_MS, ForgotPasswordPage } from './forgot-password-page';
import { VerifyForgotOtpPage } from './verify-forgot-otp-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function ResetFormStub() {
  return <p>reset form</p>;
}

function renderFlow(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/forgot-password', Component: ForgotPasswordPage },
      { path: '/auth/verify-forgot-otp', Component: VerifyForgotOtpPage },
      { path: '/auth/reset-password/:token', Component: ResetFormStub },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('forgot password', () => {
  it('an email gets the message and a Resend Email button', async () => {
    const fetchMock = stubApi({
      '/users/forgot-password': () =>
        jsonResponse(200, { success: true, message: 'Reset link sent to your email', method: 'email' }),
    });
    renderFlow('/auth/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email or phone number');
    fireEvent.change(screen.getByLabelText('Email or phone number'), {
      target: { value: ' asha@example.in ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('status')).textContent).toBe('Reset link sent to your email');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    });
    expect(bodiesSentTo(fetchMock, '/users/forgot-password')).toEqual([
      { input: 'asha@example.in' },
      { input: 'asha@example.in' },
    ]);
  });

  it('a phone goes on to the code with the phone, then to the reset form', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({
      '/users/forgot-password': () =>
        jsonResponse(200, { success: true, message: 'OTP sent', method: 'phone', phone: '+919876543210' }),
      '/users/verify-forgot-otp': () =>
        jsonResponse(200, { success: true, resetToken: 'tok 1', message: 'OTP verified' }),
    });
    const router = renderFlow('/auth/forgot-password');
    fireEvent.change(screen.getByLabelText('Email or phone number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(screen.getByRole('status').textContent).toContain('OTP sent');
    await act(() => vi.advanceTimersByTimeAsync(FORGOT_REDIRECT_MS));
    expect(router.state.location.pathname).toBe('/auth/verify-forgot-otp');
    expect(router.state.location.state).toEqual({ phone: '+919876543210' });
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();

    const otp = screen.getByLabelText('Enter OTP');
    expect(document.activeElement).toBe(otp);
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-digit OTP');
    fireEvent.change(otp, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await flush();
    expect(bodiesSentTo(fetchMock, '/users/verify-forgot-otp')).toEqual([
      { phone: '+919876543210', otp: '654321' },
    ]);
    expect(router.state.location.pathname).toBe('/auth/reset-password/tok%201');
  });

  it('the code page without a phone sends the visitor back to forgot-password', async () => {
    const router = renderFlow('/auth/verify-forgot-otp');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
  });
});
