import { describe, expect, it } from 'vitest';
import { createRazorpayPayments } from './razorpay-payments';
import {
  checkoutSignature,
  readRazorpayCheckout,
  readRazorpayWebhook,
  webhookSignature,
} from './razorpay-protocol';

const SECRET = 'webhook-secret-for-tests';
const KEY_SECRET = 'key-secret-for-tests';

const paymentEntity = {
  id: 'pay_Abc123',
  entity: 'payment',
  amount: 509_800,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_Xyz789',
  method: 'upi',
  error_code: null,
  error_description: null,
};

/** A body as Razorpay signs and sends it, read with its headers. */
function read(body: unknown, headers: Record<string, string | string[] | undefined> = {}) {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  return readRazorpayWebhook(SECRET, rawBody, {
    'x-razorpay-signature': webhookSignature(SECRET, rawBody),
    'x-razorpay-event-id': 'evt_1',
    ...headers,
  });
}

const event = (name: string, payload: object) => ({
  entity: 'event',
  account_id: 'acc_test',
  event: name,
  contains: Object.keys(payload),
  payload,
  created_at: 1_767_000_000,
});

describe('reading a Razorpay webhook into a neutral event', () => {
  it('turns a captured payment into payment.captured, with the event id', () => {
    expect(read(event('payment.captured', { payment: { entity: paymentEntity } }))).toEqual({
      ok: true,
      event: {
        type: 'payment.captured',
        eventId: 'evt_1',
        name: 'payment.captured',
        providerOrderId: 'order_Xyz789',
        paymentId: 'pay_Abc123',
        amountPaise: 509_800,
        currency: 'INR',
      },
    });
  });

  it("reads order.paid as a capture, the order's id standing in for a payment without one", () => {
    const { order_id: _, ...withoutOrder } = paymentEntity;
    const reading = read(
      event('order.paid', {
        payment: { entity: withoutOrder },
        order: { entity: { id: 'order_FromOrder', entity: 'order', amount: 509_800, status: 'paid' } },
      }),
    );
    expect(reading).toMatchObject({
      ok: true,
      event: { type: 'payment.captured', name: 'order.paid', providerOrderId: 'order_FromOrder' },
    });
  });

  it('turns an authorised payment into payment.authorized', () => {
    const authorized = { ...paymentEntity, status: 'authorized' };
    expect(read(event('payment.authorized', { payment: { entity: authorized } }))).toMatchObject({
      ok: true,
      event: { type: 'payment.authorized', paymentId: 'pay_Abc123', amountPaise: 509_800 },
    });
  });

  it("turns a failed payment into payment.failed with the provider's reason, or none", () => {
    const failed = { ...paymentEntity, status: 'failed', error_description: 'Payment failed by bank' };
    expect(read(event('payment.failed', { payment: { entity: failed } }))).toEqual({
      ok: true,
      event: {
        type: 'payment.failed',
        eventId: 'evt_1',
        name: 'payment.failed',
        providerOrderId: 'order_Xyz789',
        paymentId: 'pay_Abc123',
        reason: 'Payment failed by bank',
      },
    });
    const silent = { ...failed, error_description: null };
    expect(read(event('payment.failed', { payment: { entity: silent } }))).toMatchObject({
      event: { type: 'payment.failed', reason: null },
    });
  });

  it('turns refunds into refund.processed and refund.failed', () => {
    const refund = {
      id: 'rfnd_1',
      entity: 'refund',
      amount: 100,
      payment_id: 'pay_Abc123',
      status: 'processed',
    };
    expect(read(event('refund.processed', { refund: { entity: refund } }))).toEqual({
      ok: true,
      event: {
        type: 'refund.processed',
        eventId: 'evt_1',
        name: 'refund.processed',
        refundId: 'rfnd_1',
        paymentId: 'pay_Abc123',
        amountPaise: 100,
        reason: null,
      },
    });
    const failed = { ...refund, status: 'failed', error_description: 'Bank rejected the refund' };
    expect(read(event('refund.failed', { refund: { entity: failed } }))).toMatchObject({
      event: { type: 'refund.failed', refundId: 'rfnd_1', reason: 'Bank rejected the refund' },
    });
  });

  it('acknowledges an event the store does not act on as unhandled', () => {
    expect(read(event('payment.dispute.created', {}))).toEqual({
      ok: true,
      event: { type: 'unhandled', eventId: 'evt_1', name: 'payment.dispute.created' },
    });
  });

  it.each([
    ['payment.captured', {}, 'payment.captured no payload.payment.entity'],
    ['payment.captured', { payment: { entity: { ...paymentEntity, amount: '5098' } } }, 'amount'],
    ['payment.captured', { payment: { entity: { ...paymentEntity, amount: 5098.5 } } }, 'amount'],
    ['payment.captured', { payment: { entity: { ...paymentEntity, amount: -1 } } }, 'amount'],
    ['payment.captured', { payment: { entity: { ...paymentEntity, id: 7 } } }, '.id'],
    ['payment.captured', { payment: { entity: { ...paymentEntity, currency: null } } }, 'currency'],
    ['payment.authorized', { payment: { entity: { ...paymentEntity, order_id: '' } } }, 'order_id'],
    ['payment.failed', { payment: 'pay_Abc123' }, 'no payload.payment.entity'],
    ['refund.processed', { payment: { entity: paymentEntity } }, 'no payload.refund.entity'],
    ['refund.failed', { refund: { entity: { id: 'rfnd_1' } } }, 'payment_id'],
  ])('reads %s without what it needs (%j) as unreadable, naming it', (name, payload, reason) => {
    const reading = read(event(name, payload));
    expect(reading).toMatchObject({ ok: true, event: { type: 'unreadable', eventId: 'evt_1', name } });
    if (reading.ok && reading.event.type === 'unreadable') expect(reading.event.reason).toContain(reason);
  });

  it('refuses what is not signed by the webhook secret, naming the header', () => {
    const body = JSON.stringify(event('payment.captured', { payment: { entity: paymentEntity } }));
    const headers = { 'x-razorpay-event-id': 'evt_1' };
    expect(readRazorpayWebhook(SECRET, body, headers)).toEqual({
      ok: false,
      field: 'x-razorpay-signature',
      message: 'x-razorpay-signature is required',
    });
    const forged = { ...headers, 'x-razorpay-signature': webhookSignature('another secret', body) };
    expect(readRazorpayWebhook(SECRET, body, forged)).toMatchObject({
      ok: false,
      field: 'x-razorpay-signature',
      message: 'Invalid webhook signature',
    });
    const tampered = body.replace('509800', '1');
    const signed = { ...headers, 'x-razorpay-signature': webhookSignature(SECRET, body) };
    expect(readRazorpayWebhook(SECRET, tampered, signed)).toMatchObject({ ok: false });
    expect(readRazorpayWebhook(SECRET, body, { ...signed, 'x-razorpay-signature': 'short' })).toMatchObject({
      ok: false,
      field: 'x-razorpay-signature',
    });
    expect(read(JSON.parse(body), { 'x-razorpay-signature': ['a', 'b'] })).toMatchObject({ ok: false });
  });

  it('refuses a signed delivery without an event id, or whose body is not an event', () => {
    const body = event('payment.captured', { payment: { entity: paymentEntity } });
    expect(read(body, { 'x-razorpay-event-id': undefined })).toEqual({
      ok: false,
      field: 'x-razorpay-event-id',
      message: 'x-razorpay-event-id is required',
    });
    expect(read('{')).toEqual({ ok: false, field: 'body', message: 'Body is not valid JSON' });
    expect(read('[1,2]')).toMatchObject({ ok: false, field: 'body' });
    expect(read('null')).toMatchObject({ ok: false, field: 'body' });
    expect(read({ payload: {} })).toMatchObject({ ok: false, field: 'event' });
    expect(read({ event: 'payment.captured' })).toMatchObject({ ok: false, field: 'payload' });
    expect(read({ event: 'payment.captured', payload: [] })).toMatchObject({ ok: false, field: 'payload' });
  });

  it('never throws, whatever a signed body holds', () => {
    const values = [
      null,
      0,
      -1,
      1.5,
      '',
      'x',
      [],
      {},
      { entity: null },
      { entity: [] },
      { entity: { id: {} } },
    ];
    const names = ['payment.captured', 'payment.authorized', 'order.paid', 'payment.failed', 'refund.failed'];
    for (const name of names)
      for (const payment of values)
        for (const refund of values) {
          const reading = read({ event: name, payload: { payment, refund, order: payment } });
          expect(reading.ok).toBe(true);
          if (reading.ok) expect(['unreadable', 'unhandled']).toContain(reading.event.type);
        }
  });

  it('is what the Razorpay adapter answers for its webhooks', () => {
    const razorpay = createRazorpayPayments({
      keyId: 'rzp_test_1',
      keySecret: KEY_SECRET,
      webhookSecret: SECRET,
    });
    const rawBody = JSON.stringify(event('payment.captured', { payment: { entity: paymentEntity } }));
    const headers = {
      'x-razorpay-signature': webhookSignature(SECRET, rawBody),
      'x-razorpay-event-id': 'evt_9',
    };
    expect(razorpay.readWebhook(rawBody, headers)).toMatchObject({
      ok: true,
      event: { type: 'payment.captured', eventId: 'evt_9' },
    });
    expect(
      razorpay.readWebhook(rawBody, {
        ...headers,
        'x-razorpay-signature': webhookSignature(KEY_SECRET, rawBody),
      }),
    ).toMatchObject({ ok: false, field: 'x-razorpay-signature' });
  });
});

describe("reading Razorpay Checkout's handler fields", () => {
  const fields = {
    razorpay_order_id: 'order_Xyz789',
    razorpay_payment_id: 'pay_Abc123',
    razorpay_signature: checkoutSignature(KEY_SECRET, 'order_Xyz789', 'pay_Abc123'),
    orderId: '66aa0000000000000abcdef1',
  };
  const FIELDS = {
    providerOrderId: 'razorpay_order_id',
    paymentId: 'razorpay_payment_id',
    signature: 'razorpay_signature',
  };

  it('reads the ids and checks the signature over them with the key secret', () => {
    expect(readRazorpayCheckout(KEY_SECRET, fields)).toEqual({
      ok: true,
      providerOrderId: 'order_Xyz789',
      paymentId: 'pay_Abc123',
      signed: true,
      fields: FIELDS,
    });
    expect(readRazorpayCheckout('another secret', fields)).toMatchObject({ ok: true, signed: false });
    expect(readRazorpayCheckout(KEY_SECRET, { ...fields, razorpay_payment_id: 'pay_other' })).toMatchObject({
      signed: false,
    });
    expect(readRazorpayCheckout(KEY_SECRET, { ...fields, razorpay_signature: 'short' })).toMatchObject({
      signed: false,
    });
  });

  it.each([
    ['razorpay_order_id', undefined],
    ['razorpay_payment_id', ''],
    ['razorpay_signature', 42],
    ['razorpay_order_id', { id: 'order_1' }],
  ])('refuses the answer when %s is %j, naming the field', (field, value) => {
    expect(readRazorpayCheckout(KEY_SECRET, { ...fields, [field]: value })).toEqual({
      ok: false,
      field,
      message: `${field} is required`,
    });
  });
});
