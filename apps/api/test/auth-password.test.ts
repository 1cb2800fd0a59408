import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/users/${url}`, payload: payload as object, remoteAddress: ip });
const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json()
    .messages as { channel: string; subject: string | null; body: string }[];
const linkToken = (body: string) => /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

async function resetByEmail(s: SignedIn, password: string) {
  t.clock.advance(1000);
  await post('forgot-password', { input: s.user.email });
  const token = linkToken((await outbox(s.user.email))[0]!.body);
  return post('reset-password', { token, newPassword: password });
}

describe(`forgot and reset password (${process.env.API_TEST_DATABASE})`, () => {
  it('refuses bad input naming the field', async () => {
    for (const [url, payload, field] of [
      ['forgot-password', {}, 'input'],
      ['forgot-password', { input: 'not an email' }, 'input'],
      ['verify-forgot-otp', { phone: '123', otp: '123456' }, 'phone'],
      ['verify-forgot-otp', { phone: '9876543210', otp: '12' }, 'otp'],
      ['reset-password', { token: 'x', newPassword: 'short' }, 'newPassword'],
      ['reset-password', { newPassword: 'long enough' }, 'token'],
      ['login', { identifier: '', password: 'x' }, 'identifier'],
      ['login', { identifier: 'a@b.co' }, 'password'],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
  });

  it('answers the same for an unknown email and emails a 30-minute single-use link to a known one', async () => {
    const s = await signIn(t);
    const unknown = await post('forgot-password', { input: 'nobody@mail.test' });
    const known = await post('forgot-password', { input: s.user.email.toUpperCase() });
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toMatchObject({ success: true, method: 'email' });
    expect(await outbox('nobody@mail.test')).toEqual([]);
    const [mail] = await outbox(s.user.email);
    expect(mail!.body).toContain('http://localhost:3000/auth/reset-password/');
    const token = linkToken(mail!.body);
    expect(token).toHaveLength(43);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/verify-reset-token/${token}` })).json(),
    ).toEqual({ success: true, valid: true });
    const done = await post('reset-password', { token, newPassword: 'new-secret-1' });
    expect(done.json()).toMatchObject({ success: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/verify-reset-token/${token}` })).json().valid,
    ).toBe(false);
    expect((await post('reset-password', { token, newPassword: 'new-secret-2' })).statusCode).toBe(400);

    // signed out everywhere, told by email, and the new password signs in
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: s.auth })).statusCode,
    ).toBe(401);
    expect((await post('refresh', { token: s.refreshToken })).statusCode).toBe(401);
    expect((await outbox(s.user.email))[0]!.subject).toBe('Your Svarna Jewels password was changed');
    const login = await post('login', { identifier: s.user.email, password: 'new-secret-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.hasPassword).toBe(true);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('lets a reset link expire after 30 minutes', async () => {
    const s = await signIn(t);
    await post('forgot-password', { input: s.user.email });
    const token = linkToken((await outbox(s.user.email))[0]!.body);
    t.clock.advance(30 * 60 * 1000 + 1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/verify-reset-token/${token}` })).json().valid,
    ).toBe(false);
    const res = await post('reset-password', { token, newPassword: 'whatever-123' });
    expect(res.json().message).toBe('Invalid or expired reset link. Please request a new one.');
  });

  it('resets by phone with a code, then signs in with the new password by phone', async () => {
    const s = await signIn(t);
    t.clock.advance(31_000);
    const forgot = await post('forgot-password', { input: s.phone });
    expect(forgot.json()).toMatchObject({ method: 'phone', phone: `+91${s.phone}` });
    const otp = await latestCode(t, s.phone);
    const wrong = await post('verify-forgot-otp', {
      phone: s.phone,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().message).toBe('Invalid OTP. 4 attempts left');
    const verified = await post('verify-forgot-otp', { phone: s.phone, otp });
    expect(verified.statusCode).toBe(200);
    expect((await post('verify-forgot-otp', { phone: s.phone, otp })).statusCode).toBe(400);
    await post('reset-password', { token: verified.json().resetToken, newPassword: 'phone-pass-1' });
    const login = await post('login', { identifier: `+91 ${s.phone}`, password: 'phone-pass-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { _id: s.user._id }, refreshToken: expect.any(String) });
  });

  it('sends no code to a phone without an account but answers the same', async () => {
    const res = await post('forgot-password', { input: '9123409876' });
    expect(res.json()).toMatchObject({ success: true, method: 'phone' });
    expect(await outbox('9123409876')).toEqual([]);
  });

  it('limits reset requests to 5 per account from one address and 15 from all, and 20 per IP address an hour', async () => {
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.4']) {
      for (let i = 0; i < 5; i += 1)
        expect((await post('forgot-password', { input: 'limited@mail.test' }, ip)).statusCode).toBe(200);
      const refused = await post('forgot-password', { input: 'limited@mail.test' }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many reset requests for this account/);
    }
    expect((await post('forgot-password', { input: 'limited@mail.test' }, '10.1.0.5')).statusCode).toBe(429);
    for (let i = 0; i < 20; i += 1)
      expect((await post('forgot-password', { input: `ip${i}@mail.test` }, '10.1.0.3')).statusCode).toBe(200);
    expect((await post('forgot-password', { input: 'one-more@mail.test' }, '10.1.0.3')).statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
    expect((await post('forgot-password', { input: 'limited@mail.test' }, '10.1.0.3')).statusCode).toBe(200);
  });
});

describe(`password sign-in (${process.env.API_TEST_DATABASE})`, () => {
  it('gives one refusal for an unknown account and a wrong password, and limits failures', async () => {
    const s = await signIn(t);
    await resetByEmail(s, 'right-password');
    const unknown = await post(
      'login',
      { identifier: 'ghost@mail.test', password: 'right-password' },
      '10.2.0.1',
    );
    const wrong = await post('login', { identifier: s.user.email, password: 'wrong-password' }, '10.2.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid phone/email or password');
    const noPassword = await signIn(t);
    expect(
      (await post('login', { identifier: noPassword.phone, password: 'anything-1' }, '10.2.0.1')).json()
        .message,
    ).toBe('Invalid phone/email or password');

    for (let i = 0; i < 4; i += 1)
      await post('login', { identifier: s.user.email, password: 'wrong-password' }, '10.2.0.2');
    const locked = await post('login', { identifier: s.user.email, password: 'right-password' }, '10.2.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts/);
    t.clock.advance(15 * 60 * 1000);
    expect(
      (await post('login', { identifier: s.user.email, password: 'right-password' }, '10.2.0.3')).statusCode,
    ).toBe(200);
  });

  it('limits failures from one IP address to 30 an hour', async () => {
    for (let i = 0; i < 30; i += 1)
      await post('login', { identifier: `nobody${i}@mail.test`, password: 'x' }, '10.3.0.1');
    expect(
      (await post('login', { identifier: 'another@mail.test', password: 'x' }, '10.3.0.1')).statusCode,
    ).toBe(429);
  });
});
