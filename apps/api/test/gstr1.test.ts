import { parse } from 'csv-parse/sync';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { B2CL_THRESHOLD_PAISE } from '../src/modules/gst-returns/gstr1-tables';
import { invoiceDocument } from '../src/modules/invoices/invoice-document';
import { createInvoiceRepository } from '../src/modules/invoices/invoice-repository';
import { ADMIN_PHONE, createDeskApp, type DeskOrder, payInSandbox } from './helpers/admin-desk';
import { DELHI_ADDRESS, orderBody, placeOrder, plainProduct, type TestProduct } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

/** Places of supply with a real India Post pincode each; the store is in Maharashtra. */
const ADDRESSES = [
  { state: 'Maharashtra', city: 'Mumbai', pincode: '400020' },
  { state: 'Maharashtra', city: 'Pune', pincode: '411001' },
  { state: 'Delhi', city: 'New Delhi', pincode: '110001' },
  { state: 'Karnataka', city: 'Bengaluru', pincode: '560001' },
  { state: 'Tamil Nadu', city: 'Chennai', pincode: '600001' },
  { state: 'West Bengal', city: 'Kolkata', pincode: '700001' },
  { state: 'Jammu and Kashmir', city: 'Srinagar', pincode: '190001' },
].map((place) => ({ ...DELHI_ADDRESS, line1: '4 Station Road', ...place }));

const MONTH = '2026-02';
/** 1 February 2026 00:00 in India, and 1 March. */
const FROM = new Date('2026-01-31T18:30:00Z');
const TO = new Date('2026-02-28T18:30:00Z');
const DAY_MS = 86_400_000;

/** A small seeded generator, so a failing month can be replayed (GSTR1_SEED=...). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const SEED = Number(process.env.GSTR1_SEED ?? 20260201);
const next = random(SEED);
const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;

let t: TestApp;
let admin: SignedIn;
let shoppers: SignedIn[];
let pieces: TestProduct[];

beforeAll(async () => {
  ({ t } = await createDeskApp({ STORE_STATE: 'Maharashtra' }));
  t.clock.set(new Date(FROM.getTime() - DAY_MS));
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shoppers = [await signIn(t, { name: 'Asha Rao' }), await signIn(t, { name: 'Ravi Iyer' })];
  pieces = await Promise.all([0, 1, 2, 3].map((n) => plainProduct(t, 500, n)));
  // one piece above the B2CL threshold on its own, at 18% to give the month a second rate
  const large = pieces[3]!;
  await t.db
    .update(s.products)
    .set({ basePricePaise: 1_20_000_00, salePricePaise: null, gstRateBasisPoints: 1800 })
    .where(eq(s.products.id, large.productId));
  pieces[3] = { ...large, pricePaise: 1_20_000_00 };
});
afterAll(() => t.close());

const csvOf = async (table: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/gst/gstr1?month=${MONTH}&table=${table}`,
    headers: admin.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="gstr1-${MONTH}-${table}.csv"`);
  return parse(res.body, { columns: true }) as Array<Record<string, string>>;
};
/** '1234.56' → 123456 paise, exactly. */
const paiseOf = (text: string) => {
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -paise : paise;
};
const total = (rows: Array<Record<string, string>>, column: string) =>
  rows.reduce((sum, row) => sum + paiseOf(row[column]!), 0);

/** Access tokens last 15 minutes and the test moves days at a time: each step refreshes the session. */
async function refreshed(who: SignedIn): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/refresh',
    payload: { token: who.refreshToken },
  });
  if (res.statusCode !== 200) throw new Error(`refresh answered ${res.statusCode}: ${res.body}`);
  const { accessToken, refreshToken } = res.json();
  Object.assign(who, { accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } });
  return who;
}

async function sale(at: Date, method: 'razorpay' | 'cod'): Promise<DeskOrder> {
  t.clock.set(at);
  const shopper = await refreshed(pick(shoppers));
  const large = method === 'razorpay' && next() < 0.2;
  const lines = large
    ? [{ product: pieces[3]!, quantity: 1 }]
    : [{ product: pick(pieces.slice(0, 3)), quantity: 1 + Math.floor(next() * 3) }];
  const res = await placeOrder(t, shopper, {
    ...orderBody(lines, method),
    shippingAddress: large ? pick(ADDRESSES.slice(2)) : pick(ADDRESSES),
  });
  if (res.statusCode !== 200) throw new Error(`place answered ${res.statusCode}: ${res.body}`);
  const order = res.json().order as DeskOrder;
  await payInSandbox(t, shopper, order, method);
  return order;
}

async function cancel(order: DeskOrder, at: Date) {
  t.clock.set(at);
  await refreshed(admin);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order._id}/cancel`,
    headers: admin.auth,
    payload: { reason: 'Shopper changed their mind' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe(`GSTR-1 for a month of random sales across states (seed ${SEED})`, () => {
  beforeAll(async () => {
    // the last minute of January in India, and a sale from then refunded in February
    const january = await sale(new Date(FROM.getTime() - 60_000), 'razorpay');
    const sales: DeskOrder[] = [];
    for (let i = 0; i < 36; i++) {
      const at = new Date(FROM.getTime() + Math.floor(next() * 27 * DAY_MS));
      sales.push(await sale(at, next() < 0.3 ? 'cod' : 'razorpay'));
    }
    // the last second of February in India, and the first of March
    sales.push(await sale(new Date(TO.getTime() - 1000), 'razorpay'));
    const march = await sale(TO, 'razorpay');
    // cancelled in February: prepaid orders refunded in full, COD orders refunded their advance (a part)
    await cancel(january, new Date(FROM.getTime() + DAY_MS));
    for (const order of sales.slice(0, -1).filter(() => next() < 0.3))
      await cancel(order, new Date(FROM.getTime() + 27 * DAY_MS + Math.floor(next() * DAY_MS)));
    // paid in February, refunded in March: the credit note belongs to March
    await cancel(sales.at(-1)!, new Date(TO.getTime() + DAY_MS));
    await cancel(march, new Date(TO.getTime() + DAY_MS));
  });

  beforeEach(async () => {
    await refreshed(admin);
    await refreshed(shoppers[0]!);
  });

  it('reconciles B2CS, B2CL, CDNUR and the HSN summary with the invoices less the credit notes, to the paisa', async () => {
    const inMonth = (column: typeof s.invoices.issuedAt | typeof s.creditNotes.issuedAt) =>
      and(gte(column, FROM), lt(column, TO));
    const invoiced = await t.db
      .select({ invoice: s.invoices, order: s.orders })
      .from(s.invoices)
      .innerJoin(s.orders, eq(s.orders.id, s.invoices.orderId))
      .where(inMonth(s.invoices.issuedAt));
    const repo = createInvoiceRepository(t.db);
    const documents = await Promise.all(
      invoiced.map(async ({ invoice, order }) =>
        invoiceDocument(invoice, order, await repo.linesOf(order.id)),
      ),
    );
    const [notes] = await t.db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${s.creditNotes.amountPaise}), 0)::int`,
        taxable: sql<number>`coalesce(sum(${s.creditNotes.taxablePaise}), 0)::int`,
        igst: sql<number>`coalesce(sum(${s.creditNotes.igstPaise}), 0)::int`,
        cgst: sql<number>`coalesce(sum(${s.creditNotes.cgstPaise}), 0)::int`,
        sgst: sql<number>`coalesce(sum(${s.creditNotes.sgstPaise}), 0)::int`,
      })
      .from(s.creditNotes)
      .where(inMonth(s.creditNotes.issuedAt));
    const sum = (key: 'totalPaise' | 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise') =>
      documents.reduce((total, d) => total + d.totals[key], 0);
    const [b2cs, b2cl, cdnur, hsn, docs] = await Promise.all([
      csvOf('b2cs'),
      csvOf('b2cl'),
      csvOf('cdnur'),
      csvOf('hsn'),
      csvOf('docs'),
    ]);

    // the month has what the test means it to have: both kinds of sale, refunds of both kinds
    expect(invoiced.length).toBeGreaterThan(30);
    expect(b2cl.length).toBeGreaterThan(0);
    expect(notes!.count).toBeGreaterThan(3);
    expect(b2cs.map((r) => r['Place Of Supply'])).toContain('27-Maharashtra');

    // invoice value: the orders' totals (as the database holds them) less the credit notes' amounts
    const orderTotals = invoiced.reduce((sum, { order }) => sum + order.totalPaise, 0);
    expect(sum('totalPaise')).toBe(orderTotals);
    expect(total(hsn, 'Total Value')).toBe(orderTotals - notes!.amount);
    // taxable value: B2CS + B2CL − CDNUR = HSN = invoices − credit notes
    const netTaxable = sum('taxablePaise') - notes!.taxable;
    expect(total(b2cs, 'Taxable Value') + total(b2cl, 'Taxable Value') - total(cdnur, 'Taxable Value')).toBe(
      netTaxable,
    );
    expect(total(hsn, 'Taxable Value')).toBe(netTaxable);
    expect(total(hsn, 'Integrated Tax Amount')).toBe(sum('igstPaise') - notes!.igst);
    expect(total(hsn, 'Central Tax Amount')).toBe(sum('cgstPaise') - notes!.cgst);
    expect(total(hsn, 'State/UT Tax Amount')).toBe(sum('sgstPaise') - notes!.sgst);

    // B2CL holds exactly the invoices to another state above the threshold
    const large = invoiced
      .filter(({ order, invoice }) => order.shippingAddress.state !== invoice.sellerState)
      .filter(({ order }) => order.totalPaise > B2CL_THRESHOLD_PAISE)
      .map(({ invoice }) => invoice.number);
    expect(new Set(b2cl.map((r) => r['Invoice Number']))).toEqual(new Set(large));
    expect(b2cl.every((r) => r['Place Of Supply'] !== '27-Maharashtra')).toBe(true);

    // the documents issued: the month's invoice and credit-note series, none missing
    const serials = invoiced.map(({ invoice }) => invoice.serial).sort((a, b) => a - b);
    expect(docs[0]).toEqual({
      'Nature of Document': 'Invoices for outward supply',
      'Sr. No. From': `SVJ/25-26/${String(serials[0]).padStart(6, '0')}`,
      'Sr. No. To': `SVJ/25-26/${String(serials.at(-1)).padStart(6, '0')}`,
      'Total Number': String(invoiced.length),
      Cancelled: '0',
    });
    expect(docs[1]).toMatchObject({
      'Nature of Document': 'Credit Note',
      'Total Number': String(notes!.count),
    });

    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/admin/gst/gstr1/summary?month=${MONTH}`,
      headers: admin.auth,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().summary).toMatchObject({
      month: MONTH,
      invoices: { count: invoiced.length, value: orderTotals / 100 },
      creditNotes: { count: notes!.count, value: notes!.amount / 100 },
      net: { taxable: netTaxable / 100 },
      hsn: { taxable: netTaxable / 100 },
      reconciled: true,
    });
  });

  it('leaves out the sale of the last minute of January and the credit notes of March', async () => {
    const [b2cs, hsn] = await Promise.all([csvOf('b2cs'), csvOf('hsn')]);
    const [march] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.invoices)
      .where(gte(s.invoices.issuedAt, TO));
    expect(march!.n).toBe(1);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gst/gstr1/summary?month=2026-03',
      headers: admin.auth,
    });
    expect(res.json().summary).toMatchObject({
      invoices: { count: 1 },
      creditNotes: { count: 2 },
      reconciled: true,
    });
    expect(b2cs.length + hsn.length).toBeGreaterThan(0);
  });

  it('answers a month with no sales with the headers alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gst/gstr1?month=2025-06&table=hsn',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount\r\n',
    );
  });
});

describe('GSTR-1 refusals', () => {
  beforeEach(async () => {
    await refreshed(admin);
    await refreshed(shoppers[0]!);
  });

  const get = (query: string, who: SignedIn | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/gst/gstr1${query}`, headers: who?.auth ?? {} });

  it.each([
    ['?table=b2cs', 'month'],
    ['?month=2026-13&table=b2cs', 'month'],
    ['?month=26-11&table=b2cs', 'month'],
    ["?month=2026-11';--&table=b2cs", 'month'],
    ['?month=2026-11&table=b2b', 'table'],
    ['?month=2026-11', 'table'],
    ['?month=2026-11&table=hsn&extra=1', 'extra'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses the summary a bad month', async () => {
    const res = await get('/summary?month=november');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/month/);
  });

  it('answers only the desk: 401 without a session, 403 to a shopper', async () => {
    expect((await get(`?month=${MONTH}&table=b2cs`, null)).statusCode).toBe(401);
    expect((await get(`?month=${MONTH}&table=b2cs`, shoppers[0]!)).statusCode).toBe(403);
    expect((await get(`/summary?month=${MONTH}`, shoppers[0]!)).statusCode).toBe(403);
  });
});
