import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http-client';
import { CodeEntryForm } from './code-entry-form';
import { type CodeEntryOptions, useCodeEntry } from './use-code-entry';

const PHONE = '+919876543210';
const messages = { invalid: 'Enter all 6', verifyFailed: 'Check failed', sendFailed: 'Send failed' };
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

type Options = CodeEntryOptions<
  { ok: true },
  { phone: string; otp: string },
  { resendAfter: number },
  string
>;

function setup(
  overrides: { resendAt?: number; onVerified?: Options['onVerified'] } = {},
  verifyFn = vi.fn(async (_: { phone: string; otp: string }) => ({ ok: true as const })),
  sendFn = vi.fn(async (_: string) => ({ resendAfter: 30 })),
) {
  const onVerified = vi.fn(overrides.onVerified ?? (() => true));
  const onSent = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useCodeEntry({
        resendAt: overrides.resendAt ?? 0,
        verify: useMutation({ mutationFn: verifyFn }),
        verifyVariables: (otp) => ({ phone: PHONE, otp }),
        onVerified,
        send: useMutation({ mutationFn: sendFn }),
        sendVariables: PHONE,
        onSent,
        messages,
      }),
    { wrapper },
  );
  return { ...hook, verifyFn, sendFn, onVerified, onSent };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCodeEntry', () => {
  it('refuses an incomplete code without asking the server; typing again clears the message', async () => {
    const { result, verifyFn } = setup();
    act(() => result.current.input.onChange('123'));
    act(() => result.current.submit(submitEvent()));
    expect(verifyFn).not.toHaveBeenCalled();
    expect(result.current.message).toBe('Enter all 6');
    expect(result.current.input.invalid).toBe(true);
    expect(result.current.input.describedBy).toBe(result.current.errorId);
    expect(result.current.errorId).toBe(`${result.current.input.id}-error`);

    act(() => result.current.input.onChange('1234'));
    expect(result.current.message).toBeNull();
    expect(result.current.input.describedBy).toBeUndefined();
  });

  it('checks a complete code with what the screen adds and hands over the answer', async () => {
    const { result, verifyFn, onVerified } = setup();
    act(() => result.current.input.onChange('123456'));
    await act(async () => result.current.submit(submitEvent()));
    expect(verifyFn.mock.calls[0]?.[0]).toEqual({ phone: PHONE, otp: '123456' });
    expect(onVerified).toHaveBeenCalledWith({ ok: true }, '123456');
    expect(result.current.message).toBeNull();
  });

  it("says the screen's failure when the answer will not do", async () => {
    const { result } = setup({ onVerified: () => false });
    act(() => result.current.input.onChange('123456'));
    await act(async () => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.message).toBe('Check failed'));
  });

  it("shows the server's words for a failed check", async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(400, 'Invalid OTP', undefined, undefined, { message: 'Invalid OTP' });
    });
    const { result } = setup({}, refused);
    act(() => result.current.input.onChange('123456'));
    await act(async () => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.message).toBe('Invalid OTP'));
  });

  it("shows the screen's own words when the server gave none", async () => {
    const broken = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = setup({}, broken);
    act(() => result.current.input.onChange('123456'));
    await act(async () => result.current.submit(submitEvent()));
    expect(broken).toHaveBeenCalled();
    await waitFor(() => expect(result.current.message).toBe('Check failed'));
  });

  it('counts down to Resend; a resend clears the code and the message and tells the screen', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { result, sendFn, onSent } = setup({ resendAt: Date.now() + 30_000 });
    expect(result.current.secondsLeft).toBe(30);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(result.current.secondsLeft).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.secondsLeft).toBe(0);

    act(() => result.current.input.onChange('12'));
    act(() => result.current.submit(submitEvent()));
    await act(async () => result.current.resend());
    expect(sendFn.mock.calls[0]?.[0]).toBe(PHONE);
    expect(onSent).toHaveBeenCalledWith({ resendAfter: 30 });
    expect(result.current.input.value).toBe('');
    expect(result.current.message).toBeNull();
  });

  it("a failed send says the screen's send failure", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { result, onSent } = setup({}, undefined, failing);
    await act(async () => result.current.resend());
    expect(onSent).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.message).toBe('Send failed'));
  });
});

function Form({ aside }: { aside?: ReactNode }) {
  const entry = useCodeEntry({
    resendAt: 0,
    verify: useMutation({ mutationFn: async (_otp: string) => ({}) }),
    verifyVariables: (otp) => otp,
    onVerified: () => true,
    send: useMutation({ mutationFn: async (_phone: string) => ({}) }),
    sendVariables: PHONE,
    onSent: () => undefined,
    messages,
  });
  return (
    <CodeEntryForm
      entry={entry}
      to={PHONE}
      intro={<p>Code sent</p>}
      submitLabel="Verify OTP"
      pendingLabel="Verifying…"
      aside={aside}
    />
  );
}

describe('CodeEntryForm', () => {
  const renderForm = (aside?: ReactNode) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form aside={aside} />
      </QueryClientProvider>,
    );

  it('labels the code, focuses it, and ties the message to it', () => {
    renderForm();
    const input = screen.getByLabelText('Enter OTP');
    expect(document.activeElement).toBe(input);
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter all 6');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('puts Resend alone in the middle, or beside the aside', () => {
    const alone = renderForm();
    expect(screen.getByRole('button', { name: 'Resend OTP' }).parentElement?.className).toBe(
      'text-center text-sm',
    );
    alone.unmount();
    renderForm(<a href="/forgot">Use a different email or phone</a>);
    const row = screen.getByRole('button', { name: 'Resend OTP' }).parentElement;
    expect(row?.className).toBe('flex flex-wrap justify-between gap-2');
    expect(row?.textContent).toContain('Use a different email or phone');
  });
});
