import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { manualClock } from '../src/lib/clock';
import { createOutboxEmail } from '../src/providers/email/outbox-email';
import { createSmtpEmail } from '../src/providers/email/smtp-email';
import { createMessaging, createOutboxRepository } from '../src/providers/index';
import { createMsg91Sms } from '../src/providers/sms/msg91-sms';
import { createOutboxSms } from '../src/providers/sms/outbox-sms';
import { createTestDatabase } from './helpers/test-app';

const AUTH_KEY = 'secret-auth-key-417';

interface RecordedRequest {
  method?: string;
  path?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

describe('MSG91 SMS', () => {
  const requests: RecordedRequest[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: { type: 'success', message: 'req-1' } };
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push({
          method: req.method,
          path: req.url,
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  });

  const sender = () =>
    createMsg91Sms({ authKey: AUTH_KEY, otpTemplateId: 'tpl-otp', noticeTemplateId: 'tpl-notice', baseUrl });

  it('posts a code to the OTP template through the Flow API', async () => {
    reply = { status: 200, body: { type: 'success', message: 'req-1' } };
    const sms = sender();
    expect(sms.channel).toBe('msg91');
    await sms.send({
      to: '+919876543210',
      kind: 'otp',
      text: '123456 is your code for shop.example',
      vars: { code: '123456', host: 'shop.example' },
    });
    const request = requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v5/flow');
    expect(request?.headers.authkey).toBe(AUTH_KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      template_id: 'tpl-otp',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', code: '123456', host: 'shop.example' }],
    });
  });

  it('posts a notice to the notice template', async () => {
    reply = { status: 200, body: { type: 'success', message: 'req-2' } };
    await sender().send({
      to: '+918765432109',
      kind: 'notice',
      text: 'Your password was changed',
      vars: { message: 'Your password was changed' },
    });
    expect(requests.at(-1)?.body).toEqual({
      template_id: 'tpl-notice',
      short_url: '0',
      recipients: [{ mobiles: '918765432109', message: 'Your password was changed' }],
    });
  });

  const otp = { to: '+919876543210', kind: 'otp' as const, text: '123456', vars: { code: '123456' } };

  it('rejects a non-2xx answer without revealing the auth key', async () => {
    reply = { status: 401, body: { type: 'error', message: `Invalid authkey ${AUTH_KEY}` } };
    const error = await sender()
      .send(otp)
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error?.message).toMatch(/MSG91/);
    expect(error?.message).toContain('401');
    expect(error?.message).not.toContain(AUTH_KEY);
  });

  it("rejects a 200 answer of type 'error'", async () => {
    reply = { status: 200, body: { type: 'error', message: 'Template not approved' } };
    const error = await sender()
      .send(otp)
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error?.message).toMatch(/MSG91/);
    expect(error?.message).toContain('Template not approved');
    expect(error?.message).not.toContain(AUTH_KEY);
  });
});

describe('SMTP email', () => {
  const received: { from?: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message with the envelope, subject and text that were sent', async () => {
    const email = createSmtpEmail({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Svarna Jewels <no-reply@svarna.example>',
    });
    expect(email.channel).toBe('smtp');
    try {
      await email.send({ to: 'asha@example.com', subject: 'Verify your email', text: 'Your code is 654321' });
    } finally {
      email.close();
    }
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@svarna.example');
    expect(message?.to).toEqual(['asha@example.com']);
    expect(message?.raw).toMatch(/^Subject: Verify your email\r?$/m);
    expect(message?.raw).toContain('Your code is 654321');
  });
});

describe('outbox', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('keeps SMS and finds them by the phone in any form, newest first', async () => {
    const clock = manualClock();
    const repo = createOutboxRepository(database.db);
    const sms = createOutboxSms(repo, clock);
    expect(sms.channel).toBe('outbox');

    await sms.send({ to: '+919876543210', kind: 'otp', text: 'first code 111111', vars: { code: '111111' } });
    clock.advance(1_000);
    await sms.send({
      to: '+918765432109',
      kind: 'otp',
      text: 'someone else 222222',
      vars: { code: '222222' },
    });
    clock.advance(1_000);
    await sms.send({ to: '+919876543210', kind: 'notice', text: 'second notice', vars: { message: 'x' } });

    for (const typed of ['9876543210', '+91 98765 43210', '+919876543210']) {
      const messages = await repo.list(typed);
      expect(
        messages.map((m) => m.body),
        typed,
      ).toEqual(['second notice', 'first code 111111']);
    }
    const [newest] = await repo.list('9876543210');
    expect(newest).toEqual({
      to: '+919876543210',
      channel: 'sms',
      subject: null,
      body: 'second notice',
      createdAt: '2026-01-15T10:00:02.000Z',
    });
    expect((await repo.list('8765432109')).map((m) => m.body)).toEqual(['someone else 222222']);
  });

  it('keeps email lower-cased and finds it whatever the case typed', async () => {
    const clock = manualClock(new Date('2026-02-01T08:00:00.000Z'));
    const repo = createOutboxRepository(database.db);
    const email = createOutboxEmail(repo, clock);
    expect(email.channel).toBe('outbox');

    await email.send({ to: 'Asha@Example.com', subject: 'Welcome', text: 'Hello Asha' });
    await email.send({ to: 'ravi@example.com', subject: 'Welcome', text: 'Hello Ravi' });

    expect(await repo.list(' ASHA@example.com ')).toEqual([
      {
        to: 'asha@example.com',
        channel: 'email',
        subject: 'Welcome',
        body: 'Hello Asha',
        createdAt: '2026-02-01T08:00:00.000Z',
      },
    ]);
  });

  it('picks the outbox unless MSG91 or SMTP is configured', async () => {
    const clock = manualClock();
    const local = createMessaging(testConfig(), database.db, clock);
    expect([local.sms.channel, local.email.channel]).toEqual(['outbox', 'outbox']);
    await local.close();

    const real = createMessaging(
      testConfig({
        SMS: 'msg91',
        MSG91_AUTH_KEY: AUTH_KEY,
        MSG91_TEMPLATE_ID: 'tpl-otp',
        MSG91_NOTICE_TEMPLATE_ID: 'tpl-notice',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
      database.db,
      clock,
    );
    expect([real.sms.channel, real.email.channel]).toEqual(['msg91', 'smtp']);
    await real.close();
  });

  it("answers one recipient's messages only, never everyone's", async () => {
    const repo = createOutboxRepository(database.db);
    expect((await repo.list('ravi@example.com')).map((m) => m.body)).toEqual(['Hello Ravi']);
    expect(await repo.list('7000000000')).toEqual([]);
    expect(await repo.list('example.com')).toEqual([]);
  });
});
