import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, jsonResponse, renderWithProviders, stubApi, testUser } from '../test-utils';
import { DetailsStep } from './details-step';
import { PhoneSignIn } from './phone-sign-in';

const sent = () => jsonResponse(200, { success: true, message: 'OTP sent', resendAfter: 30 });
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function reachOtpStep(onSignedIn = vi.fn()) {
  renderWithProviders(<PhoneSignIn onSignedIn={onSignedIn} />);
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await flush();
  return screen.getByLabelText('Enter OTP');
}

describe('PhoneStep', () => {
  it('keeps digits only and enables Send OTP at exactly 10 digits', () => {
    stubApi({});
    renderWithProviders(<PhoneSignIn onSignedIn={vi.fn()} />);
    const input = screen.getByLabelText('Phone number');
    const send = screen.getByRole('button', { name: 'Send OTP' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.getAttribute('maxlength')).toBe('10');
    expect(screen.getByText('+91')).toBeTruthy();

    fireEvent.change(input, { target: { value: '98a76 5-43' } });
    expect(input).toHaveProperty('value', '9876543');
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '987654321' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 10-digit phone number');
    fireEvent.change(input, { target: { value: '9876543210' } });
    expect(send).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '98765432109' } });
    expect(input).toHaveProperty('value', '9876543210');
  });

  it('shows the server message when sending fails, else the fallback', async () => {
    stubApi({
      '/users/send-otp': () =>
        jsonResponse(429, {
          success: false,
          message: 'Please wait 23 seconds before requesting another OTP',
        }),
    });
    renderWithProviders(<PhoneSignIn onSignedIn={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please wait 23 seconds before requesting another OTP',
    );

    stubApi({ '/users/send-otp': () => Promise.reject(new TypeError('offline')) });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Failed to send OTP. Please try again.');
  });
});

describe('OtpStep', () => {
  it('focuses the code, keeps 6 digits only and asks for all 6', async () => {
    const fetchMock = stubApi({ '/users/send-otp': sent });
    const otp = await reachOtpStep();
    expect(bodiesSentTo(fetchMock, '/users/send-otp')).toEqual([{ phone: '+919876543210' }]);
    expect(document.activeElement).toBe(otp);
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(otp, { target: { value: '12a34' } });
    expect(otp).toHaveProperty('value', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-digit OTP');
    fireEvent.change(otp, { target: { value: '1234567' } });
    expect(otp).toHaveProperty('value', '123456');
  });

  it('holds Resend for 30 s after each send', async () => {
    const fetchMock = stubApi({ '/users/send-otp': sent });
    await reachOtpStep();
    const resend = () => screen.getByRole('button', { name: /^Resend OTP/ });
    expect(resend().textContent).toBe('Resend OTP in 30s');
    expect(resend()).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(resend().textContent).toBe('Resend OTP in 1s');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend().textContent).toBe('Resend OTP');
    expect(resend()).toHaveProperty('disabled', false);

    fireEvent.click(resend());
    await flush();
    expect(bodiesSentTo(fetchMock, '/users/send-otp')).toHaveLength(2);
    expect(resend().textContent).toBe('Resend OTP in 30s');
    expect(resend()).toHaveProperty('disabled', true);
  });

  it("'Change number' goes back to the phone step with the number kept", async () => {
    stubApi({ '/users/send-otp': sent });
    await reachOtpStep();
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveProperty('value', '9876543210');
    expect(document.activeElement).toBe(phone);
  });

  it('signs in at once when no details are needed', async () => {
    stubApi({
      '/users/send-otp': sent,
      '/users/verify-otp': () =>
        jsonResponse(200, {
          success: true,
          needsDetails: false,
          accessToken: 'A',
          refreshToken: 'R',
          user: testUser,
          message: 'Signed in',
        }),
    });
    const onSignedIn = vi.fn();
    const otp = await reachOtpStep(onSignedIn);
    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await flush();
    expect(onSignedIn).toHaveBeenCalledWith({ accessToken: 'A', refreshToken: 'R', user: testUser });
  });

  it('shows a wrong code message from the server', async () => {
    stubApi({
      '/users/send-otp': sent,
      '/users/verify-otp': () =>
        jsonResponse(400, { success: false, message: 'Invalid OTP. 4 attempts left' }),
    });
    const otp = await reachOtpStep();
    fireEvent.change(otp, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP. 4 attempts left');
  });
});

describe('DetailsStep', () => {
  it('asks for name and email, then sends the same code again with them', async () => {
    const fetchMock = stubApi({
      '/users/send-otp': sent,
      '/users/verify-otp': (body) =>
        (body as { name?: string }).name
          ? jsonResponse(200, {
              success: true,
              needsDetails: false,
              accessToken: 'A',
              refreshToken: 'R',
              user: testUser,
              message: 'Signed in',
            })
          : jsonResponse(200, {
              success: true,
              needsDetails: true,
              accessToken: null,
              refreshToken: null,
              user: null,
              prefill: { name: '', email: '' },
              message: 'Tell us your name and email',
            }),
    });
    const onSignedIn = vi.fn();
    const otp = await reachOtpStep(onSignedIn);
    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await flush();
    const name = screen.getByLabelText('Full name');
    expect(document.activeElement).toBe(name);
    expect(onSignedIn).not.toHaveBeenCalled();

    const submit = screen.getByRole('button', { name: 'Continue' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please enter your name and a valid email');
    fireEvent.change(name, { target: { value: ' Asha Rao ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please enter your name and a valid email');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' asha@example.in ' } });
    fireEvent.click(submit);
    await flush();
    expect(bodiesSentTo(fetchMock, '/users/verify-otp')).toEqual([
      { phone: '+919876543210', otp: '123456' },
      { phone: '+919876543210', otp: '123456', name: 'Asha Rao', finalEmail: 'asha@example.in' },
    ]);
    expect(onSignedIn).toHaveBeenCalledWith({ accessToken: 'A', refreshToken: 'R', user: testUser });
  });

  it('shows the server message when the email belongs to another account', async () => {
    stubApi({
      '/users/verify-otp': () =>
        jsonResponse(409, { success: false, message: 'This email belongs to another account' }),
    });
    renderWithProviders(
      <DetailsStep
        phone="+919876543210"
        otp="123456"
        prefill={{ name: 'Asha', email: 'a@b.in' }}
        onSignedIn={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Asha');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('This email belongs to another account');
  });
});
