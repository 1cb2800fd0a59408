import type { SessionResponse, User } from '@svarna/contracts';
import type { TestApp } from './test-app';

let phoneCounter = 0;

/** A phone no other test in this file has used (per-phone limits then never collide). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String(100_000_000 + phoneCounter * 7919 + (process.pid % 1000) * 1_000_00).slice(-9)}`;
}

/** The newest sign-in or reset code the outbox holds for a phone. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` });
  const message = res.json().messages.find((m: { channel: string }) => m.channel === 'sms');
  const code = /#(\d{6})\s*$/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export async function sendCode(t: TestApp, phone: string, ip = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/users/send-otp', payload: { phone }, remoteAddress: ip });
}

export interface SignedIn {
  phone: string;
  user: User;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

/**
 * Signs a shopper in through the real routes: send a code, read it from the outbox, verify it with the
 * details a new account needs. Moves the test clock past the resend wait so repeated calls work.
 */
export async function signIn(
  t: TestApp,
  details: { phone?: string; name?: string; email?: string } = {},
): Promise<SignedIn> {
  const phone = details.phone ?? uniquePhone();
  t.clock.advance(31_000);
  const sent = await sendCode(t, phone);
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const otp = await latestCode(t, phone);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/verify-otp',
    payload: {
      phone,
      otp,
      name: details.name ?? 'Test Shopper',
      finalEmail: details.email ?? `shopper.${phone.slice(-10)}@mail.test`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`verify-otp answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as SessionResponse;
  return {
    phone,
    user: body.user,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
}
