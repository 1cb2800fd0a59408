import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { latestCode, sendCode, signIn, uniquePhone } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { ADMIN_PHONES: '9000000001' } });
});
afterAll(async () => {
  await t.close();
});

const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/verify-otp', payload });
const countRows = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe(`sign-in codes (${process.env.API_TEST_DATABASE})`, () => {
  it('refuses a bad phone naming the field, and stores and sends nothing', async () => {
    const before = [
      await countRows('otp_codes'),
      await countRows('outbox_messages'),
      await countRows('rate_limit_hits'),
    ];
    for (const payload of [
      {},
      { phone: '' },
      { phone: 'abcdefghij' },
      { phone: '98765' },
      { phone: '5876543210' },
      { phone: 98765 },
      { phone: '9'.repeat(500) },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/send-otp', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        details: [{ field: 'phone' }],
      });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(malformed.statusCode).toBe(400);
    expect([
      await countRows('otp_codes'),
      await countRows('outbox_messages'),
      await countRows('rate_limit_hits'),
    ]).toEqual(before);
  });

  it('accepts a phone with or without +91 and sends a 6-digit code with the WebOTP line', async () => {
    const phone = uniquePhone();
    const res = await sendCode(t, `+91 ${phone}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP sent successfully', resendAfter: 30 });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    const [message] = outbox.json().messages;
    expect(message).toMatchObject({ to: `+91${phone}`, channel: 'sms' });
    expect(message.body).toMatch(/^\d{6} is your Svarna Jewels sign-in code/);
    expect(message.body).toMatch(/\n@localhost #\d{6}$/);
    const stored = (await t.db.execute(
      sql`select code_hash from otp_codes where phone = ${`+91${phone}`}`,
    )) as unknown as { rows: { code_hash: string }[] };
    expect(stored.rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]!.code_hash).not.toContain(await latestCode(t, phone));
  });

  it('answers the same whether or not the phone has an account', async () => {
    const known = await signIn(t);
    t.clock.advance(31_000);
    const a = await sendCode(t, known.phone);
    const b = await sendCode(t, uniquePhone());
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
  });

  it('waits 30 s between sends to one phone and says how long is left', async () => {
    const phone = uniquePhone();
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    const openCodes = async () =>
      (
        (await t.db.execute(
          sql`select id from otp_codes where phone = ${`+91${phone}`} and closed_at is null`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
    const [first] = await openCodes();
    t.clock.advance(10_000);
    const early = await sendCode(t, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 20 seconds before requesting another OTP');
    expect(early.headers['retry-after']).toBe('20');
    // the refused send stored no code and voided none: the first is still the one open
    expect(await openCodes()).toEqual([first]);
    t.clock.advance(20_000);
    expect((await sendCode(t, phone)).statusCode).toBe(200);
  });

  it('allows 5 sends a phone an hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(t, phone, '10.0.0.5')).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const refused = await sendCode(t, phone, '10.0.0.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many OTP requests for this number/);
    t.clock.advance(60 * 60 * 1000);
    expect((await sendCode(t, phone, '10.0.0.5')).statusCode).toBe(200);
  });

  it('allows 20 sends an IP address an hour, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await sendCode(t, uniquePhone(), '10.0.0.9')).statusCode).toBe(200);
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-otp',
      payload: { phone: uniquePhone() },
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forged.statusCode).toBe(429);
    expect(forged.json().message).toMatch(/^Too many OTP requests from your network/);
    expect((await sendCode(t, uniquePhone(), '10.0.0.10')).statusCode).toBe(200);
  });

  it('refuses a bad code body naming the field', async () => {
    for (const [payload, field] of [
      [{ phone: '9876543210' }, 'otp'],
      [{ phone: '9876543210', otp: '12345' }, 'otp'],
      [{ phone: '9876543210', otp: 'abcdef' }, 'otp'],
      [{ otp: '123456' }, 'phone'],
      [{ phone: '9876543210', otp: '123456', finalEmail: 'not-an-email', name: 'A' }, 'finalEmail'],
      [{ phone: '9876543210', otp: '123456', finalEmail: 'a@b.co', name: '   ' }, 'name'],
    ] as const) {
      const res = await verify(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
  });

  it('voids a code after 5 wrong tries', async () => {
    const phone = uniquePhone();
    await sendCode(t, phone);
    const code = await latestCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await verify({ phone, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left`);
    }
    expect((await verify({ phone, otp: wrong })).json().message).toBe(
      'Too many wrong attempts. Please request a new OTP.',
    );
    const right = await verify({ phone, otp: code, name: 'A', finalEmail: `${phone}@mail.test` });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('OTP_EXPIRED');
  });

  it('expires a code after 5 minutes', async () => {
    const phone = uniquePhone();
    await sendCode(t, phone);
    const code = await latestCode(t, phone);
    t.clock.advance(5 * 60 * 1000 + 1);
    expect(
      (await verify({ phone, otp: code, name: 'A', finalEmail: `${phone}@mail.test` })).json().code,
    ).toBe('OTP_EXPIRED');
  });

  it('binds a code to its phone, voids it by a newer send, and spends it once', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    await sendCode(t, phone);
    const first = await latestCode(t, phone);
    await sendCode(t, other);
    expect(
      (await verify({ phone: other, otp: first, name: 'A', finalEmail: `${other}@mail.test` })).statusCode,
    ).toBe(400);
    t.clock.advance(31_000);
    await sendCode(t, phone);
    const second = await latestCode(t, phone);
    if (first !== second)
      expect(
        (await verify({ phone, otp: first, name: 'A', finalEmail: `${phone}@mail.test` })).statusCode,
      ).toBe(400);
    const ok = await verify({ phone, otp: second, name: 'A', finalEmail: `${phone}@mail.test` });
    expect(ok.statusCode).toBe(200);
    const again = await verify({ phone, otp: second, name: 'A', finalEmail: `${phone}@mail.test` });
    expect(again.json().code).toBe('OTP_EXPIRED');
  });

  it('asks a new phone for details without a session, then makes exactly one', async () => {
    const phone = uniquePhone();
    await sendCode(t, phone);
    const otp = await latestCode(t, phone);
    const first = await verify({ phone, otp });
    expect(first.json()).toMatchObject({
      success: true,
      needsDetails: true,
      accessToken: null,
      refreshToken: null,
      user: null,
    });
    expect(await countRows(`users where phone = '+91${phone}'`)).toBe(0);
    const done = await verify({ phone, otp, name: ' Asha Rao ', finalEmail: 'Asha.Rao@Mail.Test' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      needsDetails: false,
      user: { name: 'Asha Rao', email: 'asha.rao@mail.test', phone: `+91${phone}`, role: 'customer' },
    });
    expect(done.json().accessToken).toEqual(expect.any(String));
    expect(await countRows(`sessions s join users u on u.id = s.user_id where u.phone = '+91${phone}'`)).toBe(
      1,
    );
    expect((await verify({ phone, otp, name: 'Asha', finalEmail: 'asha.rao@mail.test' })).statusCode).toBe(
      400,
    );
  });

  it('signs a complete account in at once, and treats a placeholder email as none', async () => {
    const complete = await signIn(t);
    t.clock.advance(31_000);
    await sendCode(t, complete.phone);
    const direct = await verify({ phone: complete.phone, otp: await latestCode(t, complete.phone) });
    expect(direct.json()).toMatchObject({ needsDetails: false, user: { _id: complete.user._id } });

    const phone = uniquePhone();
    const now = t.clock.now();
    await t.db.insert(users).values({
      phone: `+91${phone}`,
      name: 'Old Customer',
      email: `${phone}@noemail.com`,
      createdAt: now,
      updatedAt: now,
    });
    await sendCode(t, phone);
    const otp = await latestCode(t, phone);
    const res = await verify({ phone, otp });
    expect(res.json()).toMatchObject({ needsDetails: true, prefill: { name: 'Old Customer', email: '' } });
  });

  it('refuses an email that belongs to another account with a 409, keeping the code', async () => {
    const owner = await signIn(t, { email: 'taken@mail.test' });
    expect(owner.user.email).toBe('taken@mail.test');
    const phone = uniquePhone();
    await sendCode(t, phone);
    const otp = await latestCode(t, phone);
    const clash = await verify({ phone, otp, name: 'B', finalEmail: 'TAKEN@mail.test' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: 'This email is already linked to another account',
      details: [{ field: 'finalEmail' }],
    });
    expect((await verify({ phone, otp, name: 'B', finalEmail: 'free@mail.test' })).statusCode).toBe(200);
  });

  it('gives phones in ADMIN_PHONES the admin role', async () => {
    const admin = await signIn(t, { phone: '9000000001' });
    expect(admin.user.role).toBe('admin');
  });
});
