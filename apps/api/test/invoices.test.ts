import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGstin } from '../src/config';
import * as s from '../src/db/schema';
import { invoiceNumber } from '../src/modules/invoices/invoice-number';
import {
  DELHI_ADDRESS,
  handlerFields,
  orderBody,
  placeOrder,
  plainProduct,
  startPayment,
  type TestProduct,
  variantProduct,
} from './helpers/commerce';
import { pdfText } from './helpers/pdf-text';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const ADMIN = '9000000077';
const STORE_GSTIN = demoGstin('Maharashtra');
const MUMBAI_ADDRESS = {
  ...DELHI_ADDRESS,
  line1: '5 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400020',
};

let t: TestApp;
let shopper: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let nth = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONES: ADMIN, STORE_ADDRESS: '1 Zaveri Bazaar, Mumbai 400002' } });
  shopper = await signIn(t, { email: 'invoice.buyer@gmail.com' });
  other = await signIn(t);
  admin = await signIn(t, { phone: ADMIN, name: 'Meera Desk' });
});
afterAll(() => t.close());

/** Signs everyone in again (access tokens live 15 minutes; some tests move the clock far). */
async function signInAgain() {
  shopper = await signIn(t, { phone: shopper.phone });
  other = await signIn(t, { phone: other.phone });
  admin = await signIn(t, { phone: ADMIN });
}

type Placed = { _id: string; total: number; orderNumber: string };

async function place(
  lines: { product: TestProduct; quantity: number }[],
  method: 'razorpay' | 'cod' = 'razorpay',
  shippingAddress: typeof DELHI_ADDRESS = DELHI_ADDRESS,
): Promise<Placed> {
  const res = await placeOrder(t, shopper, { ...orderBody(lines, method), shippingAddress });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().order;
}

async function freshOrder(
  method: 'razorpay' | 'cod' = 'razorpay',
  shippingAddress: typeof DELHI_ADDRESS = DELHI_ADDRESS,
) {
  const product = await plainProduct(t, 5, nth++);
  return place([{ product, quantity: 1 }], method, shippingAddress);
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** Pays the whole total, or the cash-on-delivery advance, through the checkout's verify route. */
async function pay(order: Placed, method: 'razorpay' | 'cod' = 'razorpay') {
  const kind = method === 'cod' ? 'cod_token' : 'full';
  const amount = method === 'cod' ? Math.min(100_000, paise(order.total)) : paise(order.total);
  const providerOrderId = await startPayment(t, shopper, order._id, kind, amount);
  return verifyPaid(order._id, providerOrderId, kind);
}

async function verifyPaid(orderId: string, providerOrderId: string, kind: 'full' | 'cod_token' = 'full') {
  return t.app.inject({
    method: 'POST',
    url: kind === 'full' ? '/api/orders/verify-payment' : '/api/orders/verify-cod-token',
    headers: shopper.auth,
    payload: { ...(await handlerFields(t, providerOrderId)), orderId },
  });
}

const invoiceOf = async (orderId: string) =>
  (await t.db.select().from(s.invoices).where(eq(s.invoices.orderId, orderId)))[0] ?? null;

const download = (orderId: string, who: SignedIn | null = shopper, prefix = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api${prefix}/orders/${orderId}/invoice`,
    headers: who ? who.auth : {},
  });

describe('issuing the invoice at payment', () => {
  it('issues one for a prepaid order in the paying transaction, with the seller copied in', async () => {
    const order = await freshOrder();
    expect(await invoiceOf(order._id)).toBeNull();
    expect((await pay(order)).statusCode).toBe(200);
    const invoice = await invoiceOf(order._id);
    expect(invoice).toMatchObject({
      financialYear: '2025-26',
      sellerName: 'Svarna Jewels',
      sellerAddress: '1 Zaveri Bazaar, Mumbai 400002',
      sellerGstin: STORE_GSTIN,
      sellerState: 'Maharashtra',
      issuedAt: t.clock.now(),
    });
    expect(invoice!.number).toMatch(/^SVJ\/25-26\/\d{6}$/);
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
    expect(invoice!.number).toBe(`SVJ/25-26/${String(invoice!.serial).padStart(6, '0')}`);
  });

  it('issues one when the cash-on-delivery advance is paid', async () => {
    const order = await freshOrder('cod');
    expect((await pay(order, 'cod')).statusCode).toBe(200);
    expect((await invoiceOf(order._id))?.number).toMatch(/^SVJ\/25-26\//);
  });

  it('issues none for an unpaid order, and a second report of the same payment issues no second one', async () => {
    const unpaid = await freshOrder();
    expect(await invoiceOf(unpaid._id)).toBeNull();
    const res = await download(unpaid._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The invoice is issued once the order is paid',
      code: 'INVOICE_NOT_ISSUED',
    });

    const order = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', paise(order.total));
    expect((await verifyPaid(order._id, providerOrderId)).statusCode).toBe(200);
    const first = await invoiceOf(order._id);
    expect((await verifyPaid(order._id, providerOrderId)).statusCode).toBe(200);
    expect(await t.db.select().from(s.invoices).where(eq(s.invoices.orderId, order._id))).toEqual([first]);
  });

  it('issues none when the payment comes after the pieces were sold (refund due)', async () => {
    const product = await plainProduct(t, 1, nth++);
    const order = await place([{ product, quantity: 1 }]);
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', paise(order.total));
    t.clock.advance(31 * 60_000);
    await signInAgain();
    await t.app.jobs.expireUnpaidOrders();
    const sold = await placeOrder(t, other, orderBody([{ product, quantity: 1 }]));
    expect(sold.statusCode).toBe(200);
    const late = await verifyPaid(order._id, providerOrderId);
    expect(late.json().order).toMatchObject({ paymentStatus: 'refund_due' });
    expect(await invoiceOf(order._id)).toBeNull();
    expect((await download(order._id)).statusCode).toBe(409);
  });

  it('numbers 20 orders paid at once serially, without gaps or repeats', async () => {
    const product = await plainProduct(t, 40, nth++);
    const orders: Placed[] = [];
    for (let i = 0; i < 20; i++) orders.push(await place([{ product, quantity: 1 }]));
    const attempts: string[] = [];
    for (const order of orders)
      attempts.push(await startPayment(t, shopper, order._id, 'full', paise(order.total)));
    const [before] = await t.db
      .select()
      .from(s.invoiceCounters)
      .where(eq(s.invoiceCounters.financialYear, '2025-26'));
    const answers = await Promise.all(orders.map((order, i) => verifyPaid(order._id, attempts[i]!)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const invoices = await Promise.all(orders.map((order) => invoiceOf(order._id)));
    const serials = invoices.map((invoice) => invoice!.serial).sort((a, b) => a - b);
    const first = (before?.lastSerial ?? 0) + 1;
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(invoices.map((invoice) => invoice!.number)).size).toBe(20);
  });
});

describe('what the invoice says', () => {
  it('adds up to the order total across states (IGST), and the PDF shows the seller, number, HSN and totals', async () => {
    const ring = await variantProduct(t, 5, 0);
    const chain = await plainProduct(t, 5, nth++);
    const order = await place([
      { product: ring, quantity: 2 },
      { product: chain, quantity: 1 },
    ]);
    expect((await pay(order)).statusCode).toBe(200);
    const invoice = (await invoiceOf(order._id))!;

    const res = await download(order._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    const total = `₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    for (const piece of [
      'Tax Invoice',
      'Svarna Jewels',
      `GSTIN: ${STORE_GSTIN}`,
      'State: Maharashtra (Code 27)',
      invoice.number,
      order.orderNumber,
      'Place of supply: Delhi (Code 07)',
      '7113',
      '9968',
      'IGST',
      `Invoice total ${total}`,
      `Paid online ${total}`,
      ring.name,
      chain.name,
    ])
      expect(text).toContain(piece);
    expect(text).not.toContain('CGST');

    // the figures: taxable + IGST per line add up to the line, and the lines to the order
    const items = await t.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order._id));
    expect(items.map((i) => [i.hsnCode, i.gstRateBasisPoints])).toEqual([
      ['7113', 300],
      ['7113', 300],
    ]);
  });

  it('splits CGST and SGST within the store state, and shows the advance and what is due for cash on delivery', async () => {
    const order = await freshOrder('cod', MUMBAI_ADDRESS);
    expect((await pay(order, 'cod')).statusCode).toBe(200);
    const text = await pdfText((await download(order._id)).rawPayload);
    const due = paise(order.total) - 100_000;
    const rupees = (p: number) => `₹${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(text).toContain('Place of supply: Maharashtra (Code 27)');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain(`Invoice total ${rupees(paise(order.total))}`);
    expect(text).toContain('Paid in advance ₹1,000.00');
    expect(text).toContain(`Due on delivery ${rupees(due)}`);
    expect(text).toContain('Payment Cash on delivery');
  });

  it('prints figures whose taxable value and taxes add up to the order total to the paisa', async () => {
    const order = await freshOrder('razorpay', MUMBAI_ADDRESS);
    await pay(order);
    const text = await pdfText((await download(order._id)).rawPayload);
    const amount = (label: string) => {
      const match = new RegExp(`${label} ₹([\\d,]+\\.\\d{2})`).exec(text);
      if (!match) throw new Error(`no ${label} in ${text}`);
      return Math.round(Number(match[1]!.replaceAll(',', '')) * 100);
    };
    const taxable = amount('Taxable value');
    const cgst = amount('CGST');
    const sgst = amount('SGST');
    expect(taxable + cgst + sgst).toBe(paise(order.total));
    expect(amount('Invoice total')).toBe(paise(order.total));
    // each line splits its own tax (SGST takes an odd paisa), so the totals differ by a paisa a line at most
    expect(sgst - cgst).toBeGreaterThanOrEqual(0);
    expect(sgst - cgst).toBeLessThanOrEqual(2);
  });
});

describe('who may download it', () => {
  it("answers 404 for another shopper's order and 401 without a token", async () => {
    const order = await freshOrder();
    await pay(order);
    const res = await download(order._id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Order not found' });
    expect((await download(order._id, null)).statusCode).toBe(401);
  });

  it('lets the desk download any paid order and refuses a customer token there', async () => {
    const order = await freshOrder();
    await pay(order);
    const number = (await invoiceOf(order._id))!.number;
    const res = await download(order._id, admin, '/admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.rawPayload)).toContain(number);
    expect((await download(order._id, shopper, '/admin')).statusCode).toBe(403);
    expect((await download(order._id, null, '/admin')).statusCode).toBe(401);
    expect((await download('0123456789abcdef01234567', admin, '/admin')).statusCode).toBe(404);
    const unpaid = await freshOrder();
    expect((await download(unpaid._id, admin, '/admin')).statusCode).toBe(409);
  });

  it('answers 400 naming orderId for a bad id, on both routes', async () => {
    for (const [who, prefix] of [
      [shopper, ''],
      [admin, '/admin'],
    ] as const) {
      for (const bad of ['123', 'ZZZZZZZZZZZZZZZZZZZZZZZZ', `${'a'.repeat(24)}0`]) {
        const res = await download(bad, who, prefix);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0]).toMatchObject({ field: 'orderId' });
      }
    }
  });

  it('documents both routes in the OpenAPI document as PDFs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/orders/{orderId}/invoice', '/api/admin/orders/{orderId}/invoice']) {
      const ok = doc.paths[path].get.responses['200'];
      expect(ok.content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
      expect(doc.paths[path].get.responses['409']).toBeDefined();
    }
  });
});

describe('the financial year, April to March in India', () => {
  it('numbers a payment at 23:59 IST on 31 March in the old year and one at 00:00 on 1 April in the new', async () => {
    t.clock.set(new Date('2027-03-31T18:10:00.000Z'));
    await signInAgain();
    const late = await freshOrder();
    const early = await freshOrder();
    const lateAttempt = await startPayment(t, shopper, late._id, 'full', paise(late.total));
    const earlyAttempt = await startPayment(t, shopper, early._id, 'full', paise(early.total));

    t.clock.set(new Date('2027-03-31T18:27:00.000Z'));
    await signInAgain(); // moves the clock 31 s a sign-in
    t.clock.set(new Date('2027-03-31T18:29:59.000Z')); // 23:59:59 IST, 31 March 2027
    expect((await verifyPaid(late._id, lateAttempt)).statusCode).toBe(200);
    t.clock.set(new Date('2027-03-31T18:30:00.000Z')); // 00:00 IST, 1 April 2027
    expect((await verifyPaid(early._id, earlyAttempt)).statusCode).toBe(200);

    expect(await invoiceOf(late._id)).toMatchObject({ financialYear: '2026-27' });
    expect(await invoiceOf(early._id)).toMatchObject({
      financialYear: '2027-28',
      serial: 1,
      number: 'SVJ/27-28/000001',
    });
    const text = await pdfText((await download(early._id)).rawPayload);
    expect(text).toContain('Invoice date 01 Apr 2027');
    expect(await pdfText((await download(late._id)).rawPayload)).toContain('Invoice date 31 Mar 2027');
  });

  it('numbers the invoice at commit as invoiceNumber does, and fails the payment past the sixth digit', async () => {
    t.clock.set(new Date('2029-01-10T06:00:00.000Z')); // financial year 2028-29
    await signInAgain();
    await t.db
      .insert(s.invoiceCounters)
      .values({ financialYear: '2028-29', lastSerial: 999_998 })
      .onConflictDoUpdate({ target: s.invoiceCounters.financialYear, set: { lastSerial: 999_998 } });
    const last = await freshOrder();
    const beyond = await freshOrder();
    expect((await pay(last)).statusCode).toBe(200);
    expect(await invoiceOf(last._id)).toMatchObject({ serial: 999_999, number: 'SVJ/28-29/999999' });
    expect(invoiceNumber('2028-29', 999_999)).toBe('SVJ/28-29/999999');
    expect((await pay(beyond)).statusCode).toBe(500);
    expect(await invoiceOf(beyond._id)).toBeNull();
    const [order] = await t.db.select().from(s.orders).where(eq(s.orders.id, beyond._id));
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', paidAt: null });
    const [counter] = await t.db
      .select()
      .from(s.invoiceCounters)
      .where(eq(s.invoiceCounters.financialYear, '2028-29'));
    expect(counter!.lastSerial).toBe(999_999);
  });
});
