import type { PlaceOrderRequest } from '@svarna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentOrder } from './create-payment-order';
import { placeOrder } from './place-order';

const request: PlaceOrderRequest = {
  items: [{ product: '1', quantity: 1, price: 2499, variant: 'default' }],
  shippingAddress: {
    name: 'Asha Rao',
    email: 'asha@gmail.com',
    line1: '12 Janpath',
    line2: '',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
    country: 'India',
    phone: '9876543210',
  },
  paymentMethod: 'razorpay',
  total: 2599,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** fetch answering each call in turn: a Response, or 'network' for a request that never got an answer */
function answers(...queue: (Response | 'network')[]) {
  const keys: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
      const next = queue.shift();
      if (!next || next === 'network') throw new TypeError('Failed to fetch');
      return next;
    }),
  );
  return keys;
}
const ok = (body: object) =>
  new Response(JSON.stringify({ success: true, ...body }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const refused = (status: number, code: string) =>
  new Response(JSON.stringify({ success: false, message: 'No', code }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the checkout sends an Idempotency-Key per attempt', () => {
  it('places the order with a UUID key and sends the same key when the shopper retries a lost answer', async () => {
    const keys = answers('network', ok({ order: { _id: 'o1' } }));
    await expect(placeOrder(request)).rejects.toThrow();
    expect((await placeOrder(request))._id).toBe('o1');
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('makes a new key when the cart or the choice changes, and after an answer', async () => {
    const keys = answers('network', ok({ order: { _id: 'o1' } }), ok({ order: { _id: 'o2' } }));
    await expect(placeOrder(request)).rejects.toThrow();
    await placeOrder({ ...request, paymentMethod: 'cod', total: 2699 });
    await placeOrder({ ...request, paymentMethod: 'cod', total: 2699 });
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('keeps the key while the first request is still in progress, frees it after a refusal', async () => {
    const keys = answers(
      refused(409, 'IDEMPOTENCY_IN_PROGRESS'),
      refused(409, 'OUT_OF_STOCK'),
      ok({ order: { _id: 'o1' } }),
    );
    await expect(placeOrder(request)).rejects.toThrow();
    await expect(placeOrder(request)).rejects.toThrow();
    await placeOrder(request);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('starts the payment with its own key, reused on a retry of the same start', async () => {
    const paymentOrder = { order: { id: 'order_1', amount: 259900, currency: 'INR' }, key: 'k' };
    const keys = answers('network', ok(paymentOrder));
    const start = { orderId: 'o1', paymentType: 'full' as const, amount: 259900, currency: 'INR' as const };
    await expect(createPaymentOrder(start)).rejects.toThrow();
    await createPaymentOrder(start);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });
});
