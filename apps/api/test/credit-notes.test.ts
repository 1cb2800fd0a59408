import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { creditNoteLines } from '../src/modules/credit-notes/credit-note-tax';
import { apportion, computeInvoiceTax } from '../src/modules/invoices/gst';
import { invoiceDocument } from '../src/modules/invoices/invoice-document';
import { createInvoiceRepository } from '../src/modules/invoices/invoice-repository';
import { webhookSignature } from '../src/providers/payments/razorpay-protocol';
import {
  ADMIN_PHONE,
  createDeskApp,
  type DeskOrder,
  payInSandbox,
  type RefundFaults,
} from './helpers/admin-desk';
import { DELHI_ADDRESS, orderBody, placeOrder, plainProduct, TEST_WEBHOOK_SECRET } from './helpers/commerce';
import { pdfText } from './helpers/pdf-text';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

const MUMBAI_ADDRESS = {
  ...DELHI_ADDRESS,
  line1: '5 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400020',
};

let t: TestApp;
let faults: RefundFaults;
let admin: SignedIn;
let shopper: SignedIn;
let other: SignedIn;
let nth = 0;

beforeAll(async () => {
  ({ t, faults } = await createDeskApp({ STORE_STATE: 'Maharashtra' }));
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t, { name: 'Asha Rao' });
  other = await signIn(t);
});
afterAll(() => t.close());

async function order(address = DELHI_ADDRESS, quantity = 2): Promise<DeskOrder> {
  const product = await plainProduct(t, 20, nth++);
  const res = await placeOrder(t, shopper, {
    ...orderBody([{ product, quantity }], 'razorpay'),
    shippingAddress: address,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().order;
}

async function paidOrder(address = DELHI_ADDRESS) {
  const placed = await order(address);
  const paymentId = await payInSandbox(t, shopper, placed);
  return { order: placed, paymentId };
}

const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: admin.auth,
    payload: { reason: 'Customer called to cancel' },
  });
const notesOf = (orderId: string) =>
  t.db.select().from(s.creditNotes).where(eq(s.creditNotes.orderId, orderId));
const refundOf = async (orderId: string) =>
  (await t.db.select().from(s.refunds).where(eq(s.refunds.orderId, orderId)))[0]!;

async function invoiceTotals(orderId: string) {
  const repo = createInvoiceRepository(t.db);
  const found = await repo.findOrder(orderId);
  return invoiceDocument(found!.invoice!, found!.order, await repo.linesOf(orderId));
}

function refundWebhook(event: 'refund.processed' | 'refund.failed', refund: object, eventId: string) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { entity: 'refund', currency: 'INR', ...refund } } },
    created_at: 1_767_000_000,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(TEST_WEBHOOK_SECRET, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

describe('issuing a credit note when a refund is processed', () => {
  it.each([
    ['inter-state (IGST)', DELHI_ADDRESS],
    ['intra-state (CGST and SGST)', MUMBAI_ADDRESS],
  ])('a desk cancel of a paid order reverses its invoice to the paisa, %s', async (_, address) => {
    const { order: placed } = await paidOrder(address);
    const invoice = await invoiceTotals(placed._id);
    expect((await cancel(placed._id)).statusCode).toBe(200);
    const notes = await notesOf(placed._id);
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({
      refundId: (await refundOf(placed._id)).id,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      financialYear: '2025-26',
      amountPaise: invoice.totals.totalPaise,
      taxablePaise: invoice.totals.taxablePaise,
      cgstPaise: invoice.totals.cgstPaise,
      sgstPaise: invoice.totals.sgstPaise,
      igstPaise: invoice.totals.igstPaise,
      issuedAt: t.clock.now(),
    });
    expect(note!.number).toBe(`CN/25-26/${String(note!.serial).padStart(6, '0')}`);
    expect(
      note!.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise, l.totalPaise]),
    ).toEqual(
      invoice.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise, l.totalPaise]),
    );
    if (address === MUMBAI_ADDRESS) expect(note!.igstPaise).toBe(0);
    else expect(note!.cgstPaise + note!.sgstPaise).toBe(0);
    expect(note!.igstPaise + note!.cgstPaise + note!.sgstPaise).toBeGreaterThan(0);
  });

  it('gives ten concurrent refunds distinct, consecutive serials', async () => {
    const paid = [];
    for (let i = 0; i < 10; i++) paid.push(await paidOrder());
    const answers = await Promise.all(paid.map((p) => cancel(p.order._id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const serials = (await Promise.all(paid.map(async (p) => (await notesOf(p.order._id))[0]!.serial))).sort(
      (a, b) => a - b,
    );
    expect(serials).toEqual(serials.map((_, i) => serials[0]! + i));
    const [counter] = await t.db.select().from(s.creditNoteCounters);
    expect(counter!.lastSerial).toBe(serials.at(-1));
  });

  it('issues none for an unpaid cancelled order', async () => {
    const placed = await order();
    expect((await cancel(placed._id)).statusCode).toBe(200);
    expect(await notesOf(placed._id)).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed._id}/credit-note`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the credit note PDF', () => {
  it('404 before, then to its owner and the desk only, showing its numbers', async () => {
    const { order: placed } = await paidOrder(MUMBAI_ADDRESS);
    const get = (who: SignedIn, prefix = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api${prefix}/orders/${placed._id}/credit-note`,
        headers: who.auth,
      });
    expect((await get(shopper)).statusCode).toBe(404);
    expect((await get(admin, '/admin')).statusCode).toBe(404);
    expect((await cancel(placed._id)).statusCode).toBe(200);
    const [note] = await notesOf(placed._id);
    expect((await get(other)).statusCode).toBe(404);
    expect((await get(shopper, '/admin')).statusCode).toBe(403);
    for (const res of [await get(shopper), await get(admin, '/admin')]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="credit-note-${note!.number.replaceAll('/', '-')}.pdf"`,
      );
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Credit Note');
      expect(text).toContain(note!.number);
      expect(text).toContain(note!.invoiceNumber);
      expect(text).toContain('CGST reversed');
      expect(text).toContain('Asha Rao');
      expect(text).toContain('Amount in words');
    }
  });
});

describe('refund webhooks', () => {
  it('refund.failed keeps the reason, the retry processes it; replays and a late failure change nothing', async () => {
    const { order: placed, paymentId } = await paidOrder();
    faults.failNext = 1;
    expect((await cancel(placed._id)).statusCode).toBe(200);
    expect((await refundOf(placed._id)).status).toBe('failed');

    // a requested refund (the desk's retry under way) failing at Razorpay
    await t.db
      .update(s.refunds)
      .set({ status: 'requested', failureReason: null })
      .where(eq(s.refunds.orderId, placed._id));
    const failed = {
      id: 'rfnd_failed0000001',
      payment_id: paymentId,
      amount: 100,
      status: 'failed',
      error_description: 'Bank rejected the refund',
    };
    expect((await refundWebhook('refund.failed', failed, 'evt_rf_1')).statusCode).toBe(200);
    expect(await refundOf(placed._id)).toMatchObject({
      status: 'failed',
      failureReason: 'Bank rejected the refund',
    });
    expect(await notesOf(placed._id)).toEqual([]);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed._id}/refund`,
      headers: admin.auth,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const refund = await refundOf(placed._id);
    expect(refund.status).toBe('processed');
    expect(await notesOf(placed._id)).toHaveLength(1);

    // a late failure of the old refund, a failure of the processed one, a processed replayed
    expect((await refundWebhook('refund.failed', failed, 'evt_rf_2')).statusCode).toBe(200);
    const late = { id: refund.providerRefundId, payment_id: paymentId, amount: 100, status: 'failed' };
    expect((await refundWebhook('refund.failed', late, 'evt_rf_3')).statusCode).toBe(200);
    const done = { ...late, status: 'processed' };
    expect((await refundWebhook('refund.processed', done, 'evt_rf_4')).statusCode).toBe(200);
    expect((await refundWebhook('refund.processed', done, 'evt_rf_4')).statusCode).toBe(200);
    expect(await refundOf(placed._id)).toMatchObject({ status: 'processed', failureReason: null });
    expect(await notesOf(placed._id)).toHaveLength(1);
  });

  it('refund.processed moves a requested refund once and issues its credit note; unknown ids are ignored', async () => {
    const { order: placed, paymentId } = await paidOrder(MUMBAI_ADDRESS);
    faults.failNext = 1;
    expect((await cancel(placed._id)).statusCode).toBe(200);
    // the provider's answer never came back: the refund is requested with no refund id of ours
    await t.db
      .update(s.refunds)
      .set({ status: 'requested', failureReason: null })
      .where(eq(s.refunds.orderId, placed._id));
    const unknown = {
      id: 'rfnd_unknown000001',
      payment_id: 'pay_unknown0000001',
      amount: 100,
      status: 'processed',
    };
    expect((await refundWebhook('refund.processed', unknown, 'evt_rp_0')).statusCode).toBe(200);
    expect((await refundOf(placed._id)).status).toBe('requested');

    const entity = {
      id: 'rfnd_webhook000001',
      payment_id: paymentId,
      amount: Math.round(placed.total * 100),
      status: 'processed',
    };
    for (let i = 0; i < 2; i++)
      expect((await refundWebhook('refund.processed', entity, 'evt_rp_1')).statusCode).toBe(200);
    expect(await refundOf(placed._id)).toMatchObject({
      status: 'processed',
      providerRefundId: 'rfnd_webhook000001',
    });
    const notes = await notesOf(placed._id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.amountPaise).toBe(Math.round(placed.total * 100));
    const [row] = await t.db.select().from(s.orders).where(eq(s.orders.id, placed._id));
    expect(row!.paymentStatus).toBe('refunded');
    const events = await t.db.select().from(s.webhookEvents).where(eq(s.webhookEvents.eventId, 'evt_rp_1'));
    expect(events).toHaveLength(1);
  });
});

describe('a partial refund', () => {
  it('reverses in proportion, to the paisa: tax from the rate half up, the remainder taxable', () => {
    const invoice = computeInvoiceTax({
      lines: [
        {
          description: 'Ring',
          hsnCode: '7113',
          quantity: 1,
          unitPricePaise: 1_000_001,
          gstRateBasisPoints: 300,
        },
        {
          description: 'Chain',
          hsnCode: '7113',
          quantity: 3,
          unitPricePaise: 333_333,
          gstRateBasisPoints: 300,
        },
      ],
      shippingPaise: 10_000,
      discountPaise: 0,
      intraState: true,
    });
    const partial = creditNoteLines({ ...invoice, intraState: true }, 100_001);
    expect(partial.lines.map((l) => l.totalPaise)).toEqual(
      apportion(
        100_001,
        invoice.lines.map((l) => l.totalPaise),
      ),
    );
    expect(partial.totals.amountPaise).toBe(100_001);
    for (const line of partial.lines) {
      const tax = line.cgstPaise + line.sgstPaise;
      expect(tax).toBe(Math.round((line.totalPaise * 300) / 10_300));
      expect(line.taxablePaise + tax).toBe(line.totalPaise);
      expect(line.sgstPaise - line.cgstPaise).toBeGreaterThanOrEqual(0);
      expect(line.igstPaise).toBe(0);
    }
    const full = creditNoteLines({ ...invoice, intraState: true }, invoice.totals.totalPaise);
    expect(full.totals).toEqual({
      amountPaise: invoice.totals.totalPaise,
      taxablePaise: invoice.totals.taxablePaise,
      cgstPaise: invoice.totals.cgstPaise,
      sgstPaise: invoice.totals.sgstPaise,
      igstPaise: 0,
    });
  });
});
