import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Script } from 'node:vm';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { AppError } from '../src/lib/errors';
import { sandboxRoutes } from '../src/modules/payments/sandbox-routes';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { createPayments, paymentSecrets } from '../src/providers/payments';
import { createRazorpayPayments } from '../src/providers/payments/razorpay-payments';
import {
  isValidCheckoutSignature,
  isValidWebhookSignature,
  type RazorpayWebhook,
} from '../src/providers/payments/razorpay-protocol';
import { createSandboxPayments } from '../src/providers/payments/sandbox-payments';
import { createTestDatabase } from './helpers/test-app';

const KEY_ID = 'rzp_test_K3yId';
const KEY_SECRET = 'key-secret-never-shown-9731';
const WEBHOOK_SECRET = 'webhook-secret-5521';

/** What a promise rejected with (or null), for asserting on errors. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as Error,
  );

describe('Razorpay payments', () => {
  const requests: { method?: string; path?: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
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
          body: chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined,
        });
        const { status, body, delayMs = 0 } = reply;
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  });

  const razorpay = (timeoutMs?: number) =>
    createRazorpayPayments({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: `${baseUrl}/`,
      timeoutMs,
    });

  it('creates an order with Basic auth and answers its id, amount and currency', async () => {
    reply = {
      status: 200,
      body: {
        id: 'order_Ab12Cd34Ef56Gh',
        entity: 'order',
        amount: 250000,
        currency: 'INR',
        status: 'created',
      },
    };
    const provider = razorpay();
    expect(provider).toMatchObject({
      name: 'razorpay',
      keyId: KEY_ID,
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const order = await provider.createOrder({
      amountPaise: 250000,
      currency: 'INR',
      receipt: 'a'.repeat(24),
      notes: { orderId: 'a'.repeat(24) },
    });
    expect(order).toEqual({ id: 'order_Ab12Cd34Ef56Gh', amount: 250000, currency: 'INR' });
    const request = requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/orders');
    const basic = Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64');
    expect(request?.headers.authorization).toBe(`Basic ${basic}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      amount: 250000,
      currency: 'INR',
      receipt: 'a'.repeat(24),
      notes: { orderId: 'a'.repeat(24) },
    });
  });

  it('refunds a payment in full or in part', async () => {
    reply = { status: 200, body: { id: 'rfnd_Zz12Yy34Xx56Ww', entity: 'refund', amount: 250000 } };
    expect(await razorpay().refund('pay_Pp12Qq34Rr56Ss')).toEqual({
      id: 'rfnd_Zz12Yy34Xx56Ww',
      amountPaise: 250000,
    });
    expect(requests.at(-1)).toMatchObject({ path: '/v1/payments/pay_Pp12Qq34Rr56Ss/refund', body: {} });
    reply = { status: 200, body: { id: 'rfnd_Zz12Yy34Xx56Wv', entity: 'refund', amount: 5000 } };
    expect((await razorpay().refund('pay_Pp12Qq34Rr56Ss', 5000)).amountPaise).toBe(5000);
    expect(requests.at(-1)?.body).toEqual({ amount: 5000 });
  });

  const paymentEntity = (status: string) => ({
    id: 'pay_Pp12Qq34Rr56Ss',
    entity: 'payment',
    amount: 250000,
    currency: 'INR',
    status,
    order_id: 'order_Ab12Cd34Ef56Gh',
    captured: status === 'captured',
  });

  it('reads a payment with GET /v1/payments/{id}', async () => {
    reply = { status: 200, body: paymentEntity('authorized') };
    expect(await razorpay().fetchPayment('pay_Pp12Qq34Rr56Ss')).toEqual({
      id: 'pay_Pp12Qq34Rr56Ss',
      orderId: 'order_Ab12Cd34Ef56Gh',
      amountPaise: 250000,
      currency: 'INR',
      status: 'authorized',
    });
    const request = requests.at(-1);
    expect(request).toMatchObject({
      method: 'GET',
      path: '/v1/payments/pay_Pp12Qq34Rr56Ss',
      body: undefined,
    });
    const basic = Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64');
    expect(request?.headers.authorization).toBe(`Basic ${basic}`);
  });

  it('captures an authorised payment with its amount and currency', async () => {
    reply = { status: 200, body: paymentEntity('captured') };
    const captured = await razorpay().capturePayment('pay_Pp12Qq34Rr56Ss', 250000, 'INR');
    expect(captured).toMatchObject({ id: 'pay_Pp12Qq34Rr56Ss', status: 'captured', amountPaise: 250000 });
    const request = requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payments/pay_Pp12Qq34Rr56Ss/capture',
      body: { amount: 250000, currency: 'INR' },
    });
    expect(request?.headers['content-type']).toBe('application/json');

    reply = {
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' } },
    };
    const twice = await failure(razorpay().capturePayment('pay_Pp12Qq34Rr56Ss', 250000, 'INR'));
    expect(twice?.message).toMatch(/Razorpay answered 400 to POST .*already been captured/);
    reply = { status: 200, body: { entity: 'collection' } };
    const odd = await failure(razorpay().fetchPayment('pay_Pp12Qq34Rr56Ss'));
    expect(odd?.message).toContain('without a payment');
  });

  it("surfaces Razorpay's error description, never the key secret", async () => {
    reply = {
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: `The amount is invalid for ${KEY_SECRET}` } },
    };
    const error = await failure(razorpay().createOrder({ amountPaise: 1, currency: 'INR', receipt: 'r' }));
    expect(error?.message).toContain('400');
    expect(error?.message).toContain('The amount is invalid');
    expect(error?.message).not.toContain(KEY_SECRET);

    reply = {
      status: 401,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    };
    const refused = await failure(razorpay().refund('pay_x'));
    expect(refused?.message).toMatch(/Razorpay answered 401 .*Authentication failed/);
    expect(JSON.stringify(refused)).not.toContain(KEY_SECRET);
  });

  it('gives up on a slow answer after the timeout', async () => {
    reply = { status: 200, body: { id: 'order_late', amount: 1, currency: 'INR' }, delayMs: 2_000 };
    const error = await failure(razorpay(50).createOrder({ amountPaise: 1, currency: 'INR', receipt: 'r' }));
    expect(error?.message).toMatch(/no answer within 50 ms/);
    expect(error?.message).not.toContain(KEY_SECRET);
  });
});

interface Delivery {
  rawBody: string;
  headers: Record<string, string>;
}

describe('sandbox payments', () => {
  let database: Database;
  const clock = manualClock();
  const deliveries: Delivery[] = [];
  const warnings: string[] = [];
  /** status codes the store answers with, in turn; 200 once they run out */
  let answers: (number | 'throw')[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const sandbox = () =>
    createSandboxPayments({
      db: database.db,
      clock,
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      retryDelayMs: () => 0,
      logWarn: (_details, message) => warnings.push(message),
      deliverWebhook: async (rawBody, headers) => {
        deliveries.push({ rawBody, headers });
        const answer = answers.shift() ?? 200;
        if (answer === 'throw') throw new Error('connection reset');
        return { statusCode: answer };
      },
    });

  const newOrder = (amountPaise = 123456) =>
    sandbox().createOrder({ amountPaise, currency: 'INR', receipt: 'f'.repeat(24) });
  const events = (from: number) =>
    deliveries.slice(from).map((d) => (JSON.parse(d.rawBody) as RazorpayWebhook).event);

  it('creates an order with a Razorpay-shaped id', async () => {
    const provider = sandbox();
    expect(provider).toMatchObject({
      name: 'sandbox',
      keyId: KEY_ID,
      checkoutScript: '/api/sandbox/checkout.js',
    });
    const order = await newOrder(250000);
    expect(order).toMatchObject({ amount: 250000, currency: 'INR' });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    const [row] = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, order.id));
    expect(row).toMatchObject({ status: 'created', receipt: 'f'.repeat(24), amountPaise: 250000 });
  });

  it('pays an order: signed handler fields, then payment.captured and order.paid webhooks', async () => {
    const order = await newOrder();
    const from = deliveries.length;
    const fields = await sandbox().pay(order.id, 'success');
    if ('error' in fields) throw new Error('expected a successful payment');
    expect(fields.razorpay_order_id).toBe(order.id);
    expect(fields.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(
      isValidCheckoutSignature(KEY_SECRET, order.id, fields.razorpay_payment_id, fields.razorpay_signature),
    ).toBe(true);

    expect(events(from)).toEqual(['payment.captured', 'order.paid']);
    const [captured, paid] = deliveries.slice(from) as [Delivery, Delivery];
    for (const { rawBody, headers } of [captured, paid]) {
      expect(headers['content-type']).toBe('application/json');
      expect(isValidWebhookSignature(WEBHOOK_SECRET, rawBody, headers['x-razorpay-signature'] ?? '')).toBe(
        true,
      );
      expect(headers['x-razorpay-event-id']).toMatch(/^evt_[0-9A-Za-z]{14}$/);
    }
    expect(captured.headers['x-razorpay-event-id']).not.toBe(paid.headers['x-razorpay-event-id']);

    const capturedEvent = JSON.parse(captured.rawBody) as RazorpayWebhook;
    expect(capturedEvent).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      created_at: Math.floor(clock.now().getTime() / 1000),
      payload: {
        payment: {
          entity: {
            id: fields.razorpay_payment_id,
            entity: 'payment',
            order_id: order.id,
            amount: 123456,
            currency: 'INR',
            status: 'captured',
            error_code: null,
          },
        },
      },
    });
    expect(capturedEvent.account_id).toMatch(/^acc_/);
    expect(capturedEvent.payload.order).toBeUndefined();
    expect(JSON.parse(paid.rawBody)).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: fields.razorpay_payment_id, status: 'captured' } },
        order: {
          entity: { id: order.id, entity: 'order', amount: 123456, amount_paid: 123456, status: 'paid' },
        },
      },
    });

    const [row] = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, order.id));
    expect(row?.status).toBe('paid');
    const [payment] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, fields.razorpay_payment_id));
    expect(payment).toMatchObject({ orderId: order.id, status: 'captured', amountPaise: 123456 });
  });

  it('fails a payment like Checkout, delivers payment.failed, and still lets the order be paid', async () => {
    const order = await newOrder();
    const from = deliveries.length;
    const answer = await sandbox().pay(order.id, 'failure');
    if (!('error' in answer)) throw new Error('expected a failed payment');
    expect(answer.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id },
    });
    expect(answer.error.metadata.payment_id).toMatch(/^pay_/);
    expect(events(from)).toEqual(['payment.failed']);
    const delivery = deliveries.at(-1)!;
    expect(
      isValidWebhookSignature(
        WEBHOOK_SECRET,
        delivery.rawBody,
        delivery.headers['x-razorpay-signature'] ?? '',
      ),
    ).toBe(true);
    expect(JSON.parse(delivery.rawBody)).toMatchObject({
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: answer.error.metadata.payment_id,
            order_id: order.id,
            status: 'failed',
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Payment failed',
          },
        },
      },
    });
    const [row] = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, order.id));
    expect(row?.status).toBe('attempted');

    const retried = await sandbox().pay(order.id, 'success');
    expect('razorpay_payment_id' in retried).toBe(true);
    const paid = JSON.parse(deliveries.at(-1)!.rawBody) as RazorpayWebhook;
    expect(paid.event).toBe('order.paid');
    expect(paid.payload.order?.entity).toMatchObject({ status: 'paid', amount_paid: 123456 });
  });

  it('authorises a payment without capturing it: payment.authorized only, then captures it when asked', async () => {
    const order = await newOrder(150000);
    const from = deliveries.length;
    const fields = await sandbox().pay(order.id, 'authorized');
    if ('error' in fields) throw new Error('expected an authorised payment');
    expect(
      isValidCheckoutSignature(KEY_SECRET, order.id, fields.razorpay_payment_id, fields.razorpay_signature),
    ).toBe(true);
    expect(events(from)).toEqual(['payment.authorized']);
    expect(JSON.parse(deliveries.at(-1)!.rawBody)).toMatchObject({
      payload: { payment: { entity: { status: 'authorized', captured: false, amount: 150000 } } },
    });
    const paymentId = fields.razorpay_payment_id;
    expect(await sandbox().fetchPayment(paymentId)).toEqual({
      id: paymentId,
      orderId: order.id,
      amountPaise: 150000,
      currency: 'INR',
      status: 'authorized',
    });
    const [attempted] = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, order.id));
    expect(attempted?.status).toBe('attempted');
    // an authorised payment cannot be refunded, nor captured for another amount or currency
    expect(((await failure(sandbox().refund(paymentId))) as AppError).statusCode).toBe(400);
    expect(((await failure(sandbox().capturePayment(paymentId, 149999, 'INR'))) as AppError).statusCode).toBe(
      400,
    );

    const captured = await sandbox().capturePayment(paymentId, 150000, 'INR');
    expect(captured).toMatchObject({ id: paymentId, status: 'captured', amountPaise: 150000 });
    expect(events(from)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    expect((await sandbox().fetchPayment(paymentId)).status).toBe('captured');
    const [paid] = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, order.id));
    expect(paid?.status).toBe('paid');
    const twice = await failure(sandbox().capturePayment(paymentId, 150000, 'INR'));
    expect((twice as AppError).message).toContain('already been captured');
    expect(((await failure(sandbox().fetchPayment('pay_Unknown00000000'))) as AppError).statusCode).toBe(404);
  });

  it('refuses to pay an order twice (409) or an unknown order (404)', async () => {
    const order = await newOrder();
    await sandbox().pay(order.id, 'success');
    const from = deliveries.length;
    for (const outcome of ['success', 'failure'] as const) {
      const twice = await failure(sandbox().pay(order.id, outcome));
      expect(twice).toBeInstanceOf(AppError);
      expect((twice as AppError).statusCode).toBe(409);
    }
    const racing = await newOrder();
    const both = await Promise.allSettled([
      sandbox().pay(racing.id, 'success'),
      sandbox().pay(racing.id, 'success'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as AppError).statusCode).toBe(409);
    const settled = deliveries.length;
    const unknown = await failure(sandbox().pay('order_Unknown0000000', 'success'));
    expect(unknown).toBeInstanceOf(AppError);
    expect((unknown as AppError).statusCode).toBe(404);
    expect(deliveries.length).toBe(settled);
    expect(events(from)).toEqual(['payment.captured', 'order.paid']);
    const payments = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, order.id));
    expect(payments).toHaveLength(1);
  });

  it('retries a refused webhook with the same body, signature and event id', async () => {
    const order = await newOrder();
    const from = deliveries.length;
    answers = [500, 200];
    await sandbox().pay(order.id, 'success');
    expect(events(from)).toEqual(['payment.captured', 'payment.captured', 'order.paid']);
    const [first, retry] = deliveries.slice(from) as [Delivery, Delivery];
    expect(retry.rawBody).toBe(first.rawBody);
    expect(retry.headers).toEqual(first.headers);
  });

  it('gives up after three retries and keeps the payment', async () => {
    const order = await newOrder();
    const from = deliveries.length;
    const warned = warnings.length;
    answers = [503, 'throw', 500, 500];
    const fields = await sandbox().pay(order.id, 'success');
    expect('razorpay_payment_id' in fields).toBe(true);
    expect(events(from)).toEqual([...Array(4).fill('payment.captured'), 'order.paid']);
    expect(warnings.slice(warned)).toContain('sandbox webhook given up');
    const [row] = await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, order.id));
    expect(row?.status).toBe('paid');
  });

  it('refunds a captured payment, in part or in full, and refuses what cannot be refunded', async () => {
    const order = await newOrder(100000);
    const fields = await sandbox().pay(order.id, 'success');
    if ('error' in fields) throw new Error('expected a successful payment');
    const paymentId = fields.razorpay_payment_id;
    const paymentStatus = async () =>
      (await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)))[0]?.status;

    const part = await sandbox().refund(paymentId, 30000);
    expect(part.id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect(part.amountPaise).toBe(30000);
    expect(await paymentStatus()).toBe('captured');
    expect(((await failure(sandbox().refund(paymentId, 70001))) as AppError).statusCode).toBe(400);

    const rest = await sandbox().refund(paymentId);
    expect(rest.amountPaise).toBe(70000);
    expect(await paymentStatus()).toBe('refunded');
    const refunds = await database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, paymentId));
    expect(refunds.map((r) => r.amountPaise).sort()).toEqual([30000, 70000]);

    expect(((await failure(sandbox().refund(paymentId))) as AppError).statusCode).toBe(409);
    expect(((await failure(sandbox().refund('pay_Unknown00000000'))) as AppError).statusCode).toBe(404);
    const failedOrder = await newOrder();
    const failed = await sandbox().pay(failedOrder.id, 'failure');
    if (!('error' in failed)) throw new Error('expected a failed payment');
    const refused = await failure(sandbox().refund(failed.error.metadata.payment_id));
    expect((refused as AppError).statusCode).toBe(400);
  });

  it('delivers refund.processed for each refund it makes, signed, with the refund and its payment', async () => {
    const order = await newOrder(100000);
    const fields = await sandbox().pay(order.id, 'success');
    if ('error' in fields) throw new Error('expected a successful payment');
    const paymentId = fields.razorpay_payment_id;
    const from = deliveries.length;
    const part = await sandbox().refund(paymentId, 40000);
    const rest = await sandbox().refund(paymentId);
    expect(events(from)).toEqual(['refund.processed', 'refund.processed']);
    const [first, second] = deliveries.slice(from) as [Delivery, Delivery];
    for (const { rawBody, headers } of [first, second]) {
      expect(isValidWebhookSignature(WEBHOOK_SECRET, rawBody, headers['x-razorpay-signature'] ?? '')).toBe(
        true,
      );
      expect(headers['x-razorpay-event-id']).toMatch(/^evt_[0-9A-Za-z]{14}$/);
    }
    expect(JSON.parse(first.rawBody)).toMatchObject({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: part.id,
            entity: 'refund',
            amount: 40000,
            currency: 'INR',
            payment_id: paymentId,
            status: 'processed',
          },
        },
        payment: {
          entity: { id: paymentId, status: 'captured', amount_refunded: 40000, refund_status: 'partial' },
        },
      },
    });
    expect(JSON.parse(second.rawBody)).toMatchObject({
      payload: {
        refund: { entity: { id: rest.id, amount: 60000, status: 'processed' } },
        payment: {
          entity: { id: paymentId, status: 'refunded', amount_refunded: 100000, refund_status: 'full' },
        },
      },
    });
    // a refund refused sends nothing; a store that refuses the webhook leaves the refund made
    const settled = deliveries.length;
    expect(((await failure(sandbox().refund(paymentId))) as AppError).statusCode).toBe(409);
    expect(deliveries.length).toBe(settled);
    const other = await newOrder(5000);
    const paid = await sandbox().pay(other.id, 'success');
    if ('error' in paid) throw new Error('expected a successful payment');
    answers = [500, 500, 500, 500];
    const warned = warnings.length;
    const made = await sandbox().refund(paid.razorpay_payment_id);
    expect(made.amountPaise).toBe(5000);
    expect(warnings.slice(warned)).toContain('sandbox webhook given up');
  });

  it('picks the provider from the configuration, with development secrets for the sandbox', () => {
    const deps = { db: database.db, clock, deliverWebhook: async () => ({ statusCode: 200 }) };
    expect(paymentSecrets(testConfig())).toEqual({
      keyId: 'rzp_test_sandbox',
      keySecret: 'sandbox-key-secret-change-me',
      webhookSecret: 'sandbox-webhook-secret-change-me',
    });
    expect(createPayments(testConfig(), deps)).toMatchObject({ name: 'sandbox', keyId: 'rzp_test_sandbox' });
    const live = testConfig({
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook',
    });
    expect(paymentSecrets(live)).toEqual({
      keyId: 'rzp_live_abc',
      keySecret: 'live-secret',
      webhookSecret: 'live-webhook',
    });
    expect(createPayments(live, deps)).toMatchObject({
      name: 'razorpay',
      keyId: 'rzp_live_abc',
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  describe('routes', () => {
    const access: string[] = [];
    const app = Fastify({ logger: false });

    beforeAll(async () => {
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerErrorHandler(app);
      app.addHook('onRoute', (route) => {
        access.push(`${route.method} ${route.url} ${route.config?.access}`);
      });
      await app.register(sandboxRoutes, { prefix: '/api', sandbox: sandbox() });
      await app.ready();
    });
    afterAll(() => app.close());

    it('declares every route public', () => {
      expect(access.filter((line) => !line.startsWith('HEAD'))).toEqual([
        'POST /api/sandbox/payments public',
        'GET /api/sandbox/checkout.js public',
      ]);
    });

    it('serves the checkout window as a script that defines window.Razorpay', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/sandbox/checkout.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.body).toContain('window.Razorpay = Razorpay');
      expect(res.body).toContain('Sandbox payment — no money moves');
      expect(res.body).not.toMatch(/\beval\(|new Function/);
      expect(() => new Script(res.body)).not.toThrow();
    });

    it('pays through POST /api/sandbox/payments, uncached', async () => {
      const order = await newOrder();
      const pay = (outcome: string, id = order.id) =>
        app.inject({
          method: 'POST',
          url: '/api/sandbox/payments',
          payload: { razorpay_order_id: id, outcome },
        });
      const res = await pay('success');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const fields = res.json();
      expect(
        isValidCheckoutSignature(KEY_SECRET, order.id, fields.razorpay_payment_id, fields.razorpay_signature),
      ).toBe(true);
      expect((await pay('failure')).json()).toMatchObject({ success: false, code: 'CONFLICT' });
      expect((await pay('success', 'order_Unknown0000000')).statusCode).toBe(404);
      const invalid = await pay('maybe');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('outcome must be success, authorized or failure');

      const other = await newOrder();
      const failed = await pay('failure', other.id);
      expect(failed.statusCode).toBe(200);
      expect(failed.json().error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        metadata: { order_id: other.id },
      });
    });
  });
});
