import { formatRupees, type Order } from '@svarna/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownerSummaries } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { istDate, istMidnight } from '../../lib/indian-day';
import type { EmailSender, SmsSender } from '../../providers';
import { createAdminDashboardService } from './admin-dashboard-service';

/** Rupees with paise, as every notice writes them: '₹1,23,456.00'. */
const inr = (rupees: number) => formatRupees(rupees, { decimals: true });
const HOUR_MS = 3_600_000;

export interface OwnerNoticeDeps {
  db: Db;
  clock: Clock;
  email: EmailSender;
  sms: SmsSender;
  /** the ADMIN_PHONES, E.164: each gets an SMS for every paid order */
  adminPhones: readonly string[];
  /** OWNER_EMAIL: unset, no email (the paid-order SMS still goes) */
  ownerEmail: string | undefined;
  /** OWNER_SUMMARY_HOUR: the Indian hour (0-23) from which the day's summary is sent */
  summaryHour: number;
  publicUrl: string;
  logError: (err: unknown, message: string) => void;
}

/** What the owner hears: each paid order as it is paid, and a summary of the day once a day. */
export function createOwnerNotices(deps: OwnerNoticeDeps) {
  const { db, clock, email, sms, adminPhones, ownerEmail, summaryHour, publicUrl, logError } = deps;
  const send = (work: Promise<void>, what: string) => {
    work.catch((err) => logError(err, `could not send ${what}`));
  };

  function paidText(order: Order): string {
    const payment =
      order.paymentMethod === 'cod'
        ? `COD: advance ${inr(order.tokenAmount ?? 0)} paid, ${inr(order.amountDue)} to collect`
        : `prepaid: ${inr(order.total)} paid online`;
    return [
      `New paid order ${order.orderNumber}: ${inr(order.total)} (${payment}), to ${order.shippingAddress.city}.`,
      `${publicUrl}/admin/orders/${order._id}`,
    ].join('\n');
  }

  /** Called once per order, after the transaction that made it paid has committed. */
  function orderPaid(order: Order) {
    const text = paidText(order);
    for (const phone of adminPhones)
      send(sms.send({ to: phone, kind: 'notice', text, vars: { message: text } }), 'the owner SMS');
    if (ownerEmail)
      send(
        email.send({
          to: ownerEmail,
          subject: `Paid order ${order.orderNumber}: ${inr(order.total)}`,
          text,
        }),
        'the owner email',
      );
  }

  /**
   * Sends the day's summary once the Indian day has reached the hour: the day's figures from midnight up
   * to now (at hour 0, the whole of yesterday). Every process runs this; the one that claims the day in
   * owner_summaries sends it, the others find it claimed. Answers whether this call sent it.
   */
  async function sendDailySummary(): Promise<boolean> {
    if (!ownerEmail) return false;
    const now = clock.now();
    const midnight = istMidnight(now);
    if (now.getTime() < midnight.getTime() + summaryHour * HOUR_MS) return false;
    const day = istDate(now);
    const claimed = await db
      .insert(ownerSummaries)
      .values({ day, sentAt: now })
      .onConflictDoNothing()
      .returning({ day: ownerSummaries.day });
    if (claimed.length === 0) return false;
    try {
      // hour 0: yesterday, to its last millisecond; otherwise today up to now
      const until = summaryHour === 0 ? new Date(midnight.getTime() - 1) : now;
      // the dashboard's own figures for its Today view, as the desk would show them at `until`
      const d = await createAdminDashboardService({ db, clock: { now: () => until } }).dashboard(1);
      const text = [
        `Svarna Jewels, ${istDate(until)} up to ${summaryHour === 0 ? 'midnight' : `${String(summaryHour).padStart(2, '0')}:00 IST`}:`,
        '',
        `Gross sales: ${inr(d.sales.gross)}`,
        `Refunds: ${inr(d.sales.refunds)}`,
        `Net sales: ${inr(d.sales.net)}`,
        `Paid orders: ${d.sales.paidOrders}`,
        `Orders waiting to ship: ${d.toFulfil.toShip} (and ${d.toFulfil.toConfirm} to confirm)`,
        `COD to collect: ${inr(d.codToCollect.amount)} on ${d.codToCollect.orders} orders`,
        `Low-stock pieces: ${d.stock.low} (out of stock: ${d.stock.out})`,
        '',
        `${publicUrl}/admin`,
      ].join('\n');
      await email.send({ to: ownerEmail, subject: `Daily summary ${istDate(until)} - Svarna Jewels`, text });
      return true;
    } catch (err) {
      // let the next run try again
      await db
        .delete(ownerSummaries)
        .where(and(eq(ownerSummaries.day, day), eq(ownerSummaries.sentAt, now)))
        .catch(() => {});
      throw err;
    }
  }

  return { orderPaid, sendDailySummary };
}

export type OwnerNotices = ReturnType<typeof createOwnerNotices>;
