import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, testConfig } from '../src/config';
import { users } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { hashPassword } from '../src/modules/auth/password';
import { createAccessTokens } from '../src/modules/auth/tokens';
import { startApiProcess } from './helpers/api-process';
import { DELHI_ADDRESS, orderBody, placeOrder, plainProduct } from './helpers/commerce';
import { latestCode, sendCode, signIn, uniquePhone } from './helpers/sign-in';
import { createTestApp, createTestDatabase, type TestApp } from './helpers/test-app';

// Issue 18, security: each block holds one hole found by outside testing shut.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`X-Request-Id (${process.env.API_TEST_DATABASE})`, () => {
  const idOf = async (value?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: value === undefined ? {} : { 'x-request-id': value },
      })
    ).headers['x-request-id'];
  const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('echoes a short id of a safe alphabet, and replaces anything else with a generated one', async () => {
    expect(await idOf('edge-7f3a.b_9')).toBe('edge-7f3a.b_9');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['x'.repeat(6 * 1024), '<script>alert(1)</script>', 'a'.repeat(65), 'two words', ''])
      expect(await idOf(bad), bad.slice(0, 20)).toMatch(generated);
    expect(await idOf()).toMatch(generated);
  });
});

describe(`access tokens with claims of the wrong shape (${process.env.API_TEST_DATABASE})`, () => {
  it('answers 401, not 500, for a signed token whose session id is not a UUID or whose subject is out of range', async () => {
    const shopper = await signIn(t);
    const tokens = createAccessTokens(testConfig().JWT_SECRET);
    const userId = Number(shopper.user._id);
    for (const claims of [
      { userId, sessionId: 'not-a-uuid' },
      { userId, sessionId: "'; select 1; --" },
      { userId: 9_999_999_999, sessionId: randomUUID() },
    ]) {
      const token = await tokens.sign(claims, t.clock.now());
      for (const url of ['/api/users/profile', '/api/cart']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${url} ${JSON.stringify(claims)}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
      }
    }
  });
});

describe(`the dev outbox (${process.env.API_TEST_DATABASE})`, () => {
  it('answers only for a given recipient: no `to` is a 400 naming the field', async () => {
    const phone = uniquePhone();
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=', '/api/dev/outbox?to=%20%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        details: [{ field: 'to' }],
      });
      expect(res.body).not.toContain(phone);
    }
    const own = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().messages.map((m: { to: string }) => m.to)).toEqual([`+91${phone}`]);
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      DEMO: 'true',
      JWT_SECRET: 'x'.repeat(40),
    };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.4' }).HOST).toBe('10.0.0.4');
  });

  it('a server started with neither NODE_ENV nor HOST listens on loopback only and says where codes are readable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svarna-outbox-'));
    const server = await startApiProcess({ NODE_ENV: undefined, HOST: undefined, DATA_DIR: dataDir });
    try {
      const port = new URL(server.base).port;
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('Demo outbox on'));
      expect(line).toContain(`one-time codes are readable at http://127.0.0.1:${port}/dev/outbox`);
      expect(line).toContain('SMS=msg91');
      // Read the kernel's table of listening sockets rather than knock on the machine's other addresses.
      expect(listeningAddresses(Number(port))).toEqual(['127.0.0.1']);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe(`one-time codes (${process.env.API_TEST_DATABASE})`, () => {
  const HOUR_MS = 60 * 60 * 1000;
  const afterCooldown = () => t.clock.advance(31_000);
  const post = (url: string, payload: object, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const forgot = (phone: string, ip?: string) => post('/api/users/forgot-password', { input: phone }, ip);
  const sendTrack = (phone: string, orderNumber: string, ip?: string) =>
    post('/api/orders/track/send-code', { orderNumber, phone }, ip);
  const verifyLogin = (phone: string, otp: string, ip?: string) =>
    post('/api/users/verify-otp', { phone, otp }, ip);
  const verifyForgot = (phone: string, otp: string, ip?: string) =>
    post('/api/users/verify-forgot-otp', { phone, otp }, ip);
  const verifyTrack = (phone: string, orderNumber: string, otp: string, ip?: string) =>
    post('/api/orders/track/verify', { orderNumber, phone, otp }, ip);
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('code budgets per purpose and per address', () => {
    it("an attacker's reset, tracking and sign-in sends do not lock the owner out of signing in", async () => {
      const owner = await signIn(t);
      const attacker = '203.0.113.66';
      const spend = async (send: () => Promise<{ statusCode: number }>) => {
        for (let i = 0; i < 5; i += 1) {
          expect((await send()).statusCode).toBe(200);
          afterCooldown();
        }
        expect((await send()).statusCode).toBe(429);
        afterCooldown();
      };
      await spend(() => forgot(owner.phone, attacker));
      await spend(() => sendTrack(owner.phone, 'ABCDEF12', attacker));
      await spend(() => sendCode(t, owner.phone, attacker));

      const fromHome = await sendCode(t, owner.phone, '198.51.100.10');
      expect(fromHome.statusCode, fromHome.body).toBe(200);
      const code = await latestCode(t, owner.phone);
      expect((await verifyLogin(owner.phone, code, '198.51.100.10')).statusCode).toBe(200);
    });

    it('caps sign-in codes to one phone at 5 an hour per address and 15 from all addresses', async () => {
      const phone = uniquePhone();
      for (const ip of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
        for (let i = 0; i < 5; i += 1) {
          expect((await sendCode(t, phone, ip)).statusCode).toBe(200);
          afterCooldown();
        }
        const refused = await sendCode(t, phone, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(/^Too many OTP requests for this number/);
      }
      const fourth = await sendCode(t, phone, '198.51.100.24');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toMatch(/^Too many OTP requests for this number/);
      t.clock.advance(HOUR_MS);
      expect((await sendCode(t, phone, '198.51.100.24')).statusCode).toBe(200);
    });

    it('tracking sends for no order do not spend the budget of the real order', async () => {
      const buyer = await signIn(t);
      const product = await plainProduct(t, 5, 0);
      const placed = await placeOrder(t, buyer, {
        ...orderBody([{ product, quantity: 1 }]),
        shippingAddress: { ...DELHI_ADDRESS, phone: buyer.phone },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const { orderNumber } = placed.json().order as { orderNumber: string };
      const ip = '198.51.100.31';
      afterCooldown();
      for (let i = 0; i < 5; i += 1) {
        expect((await sendTrack(buyer.phone, 'ABCDEF12', ip)).statusCode).toBe(200);
        afterCooldown();
      }
      expect((await sendTrack(buyer.phone, 'ABCDEF12', ip)).statusCode).toBe(429);
      afterCooldown();
      expect((await sendTrack(buyer.phone, orderNumber, ip)).statusCode).toBe(200);
    });
  });

  describe('verify-forgot-otp and phones without accounts', () => {
    it('answers a wrong code alike whether or not the phone has an account', async () => {
      const known = await signIn(t);
      const unknown = uniquePhone();
      afterCooldown();
      expect((await forgot(known.phone, '198.51.100.41')).statusCode).toBe(200);
      expect((await forgot(unknown, '198.51.100.41')).statusCode).toBe(200);
      const code = await latestCode(t, known.phone);
      for (let i = 0; i < 5; i += 1) {
        const a = await verifyForgot(known.phone, wrongFor(code), '198.51.100.42');
        const b = await verifyForgot(unknown, wrongFor(code), '198.51.100.42');
        expect(b.statusCode).toBe(a.statusCode);
        expect(b.json()).toEqual(a.json());
      }
      expect((await verifyForgot(known.phone, code, '198.51.100.42')).json().code).toBe('OTP_EXPIRED');
    });
  });

  describe('wrong codes per address', () => {
    it('refuses an address after 30 wrong codes an hour across phones and purposes, even the right code', async () => {
      const guesser = '198.51.100.51';
      const owner = uniquePhone();
      expect((await sendCode(t, owner, '198.51.100.52')).statusCode).toBe(200);
      const code = await latestCode(t, owner);
      for (let i = 0; i < 30; i += 1) {
        const phone = uniquePhone();
        const res =
          i % 3 === 0
            ? await verifyLogin(phone, '123456', guesser)
            : i % 3 === 1
              ? await verifyForgot(phone, '123456', guesser)
              : await verifyTrack(phone, 'ABCDEF12', '123456', guesser);
        expect(res.statusCode, res.body).toBe(400);
      }
      const refused = await verifyLogin(owner, code, guesser);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^Too many wrong codes from your network\. Please try again in/);
      expect(refused.headers['retry-after']).toBeDefined();
      for (const res of [
        await verifyForgot(owner, code, guesser),
        await verifyTrack(owner, 'ABCDEF12', code, guesser),
      ])
        expect(res.statusCode).toBe(429);

      // another address is not held up, and the refused tries did not touch the owner's code
      const elsewhere = await verifyLogin(owner, code, '198.51.100.52');
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
      t.clock.advance(HOUR_MS);
      expect((await verifyLogin(uniquePhone(), '123456', guesser)).statusCode).toBe(400);
    });

    it('counts wrong codes sent at once one by one: 35 at once, 30 refused as wrong and 5 as too many', async () => {
      const guesser = '198.51.100.53';
      const answers = await Promise.all(
        Array.from({ length: 35 }, () => verifyLogin(uniquePhone(), '123456', guesser)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });

    it('takes back the try of a right code: 29 wrong, a right one, then one more wrong is still only wrong', async () => {
      const guesser = '198.51.100.54';
      const owner = uniquePhone();
      expect((await sendCode(t, owner, '198.51.100.55')).statusCode).toBe(200);
      const code = await latestCode(t, owner);
      for (let i = 0; i < 29; i += 1)
        expect((await verifyLogin(uniquePhone(), '123456', guesser)).statusCode).toBe(400);
      const right = await verifyLogin(owner, code, guesser);
      expect(right.statusCode, right.body).toBe(200);
      expect((await verifyLogin(uniquePhone(), '123456', guesser)).statusCode).toBe(400);
      expect((await verifyLogin(uniquePhone(), '123456', guesser)).statusCode).toBe(429);
    });
  });
});

describe(`the admin role follows ADMIN_PHONES (${process.env.API_TEST_DATABASE})`, () => {
  const ADMIN = '9000000042';

  // one clock for every app on the database, so a token from one is still valid on the next
  const clock = manualClock();
  async function appOn(database: TestApp['database'], adminPhones: string) {
    const app = await buildApp({
      config: testConfig(adminPhones ? { ADMIN_PHONES: adminPhones } : {}),
      database,
      webDist: false,
      logger: false,
      clock,
    });
    await app.ready();
    return { app, database, db: database.db, kind: t.kind, clock, close: () => app.close() } as TestApp;
  }
  const passwordLogin = (app: TestApp['app']) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: ADMIN, password: 'admin-pass-1' },
    });
  const deskStatus = async (app: TestApp['app'], accessToken: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/admin/orders',
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).statusCode;
  const roleOf = async (db: TestApp['db']) =>
    (
      await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.phone, `+91${ADMIN}`))
    )[0]?.role;

  it('a phone taken off the list loses the role at start and at password sign-in, and gets it back when listed', async () => {
    const database = await createTestDatabase();
    try {
      const listed = await appOn(database, ADMIN);
      const admin = await signIn(listed, { phone: ADMIN });
      expect(admin.user.role).toBe('admin');
      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword('admin-pass-1') })
        .where(eq(users.phone, `+91${ADMIN}`));
      expect(await deskStatus(listed.app, admin.accessToken)).toBe(200);
      await listed.close();

      const unlisted = await appOn(database, '');
      expect(await roleOf(database.db)).toBe('customer');
      expect(await deskStatus(unlisted.app, admin.accessToken)).toBe(403);
      const login = await passwordLogin(unlisted.app);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().user.role).toBe('customer');
      expect(await deskStatus(unlisted.app, login.json().accessToken)).toBe(403);
      await unlisted.close();

      const relisted = await appOn(database, `+91${ADMIN}`);
      expect(await roleOf(database.db)).toBe('admin');
      expect((await passwordLogin(relisted.app)).json().user.role).toBe('admin');
      await relisted.close();
    } finally {
      await database.close();
    }
  }, 120_000);

  it('password sign-in re-derives a stored role that disagrees with the list', async () => {
    const database = await createTestDatabase();
    const app = await appOn(database, '');
    try {
      const now = app.clock.now();
      await database.db.insert(users).values({
        phone: `+91${ADMIN}`,
        name: 'Former Staff',
        email: 'former.staff@mail.test',
        passwordHash: await hashPassword('admin-pass-1'),
        role: 'admin',
        createdAt: now,
        updatedAt: now,
      });
      const login = await passwordLogin(app.app);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().user.role).toBe('customer');
      expect(await roleOf(database.db)).toBe('customer');
      expect(await deskStatus(app.app, login.json().accessToken)).toBe(403);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});

/** The local addresses with a socket listening on `port`, from Linux's /proc/net/tcp and tcp6. */
function listeningAddresses(port: number): string[] {
  const LISTEN = '0A';
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8').trim().split('\n').slice(1),
  );
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter(([, local, , state]) => state === LISTEN && local?.endsWith(`:${hexPort}`))
    .map(([, local]) => {
      const hex = local!.split(':')[0]!;
      if (hex.length !== 8) return /^0+$/.test(hex) ? '::' : hex;
      return (hex.match(/../g) ?? [])
        .reverse()
        .map((byte) => Number.parseInt(byte, 16))
        .join('.');
    });
}
