import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNotes, invoices, orderItems, orders } from '../../db/schema';

/** The documents GSTR-1 reports for a span of time: each query reads the span once, none runs per row. */
export function createGstr1Repository(db: DbOrTx) {
  /** The invoices issued in [from, to) with their orders. */
  async function invoicesIssued(from: Date, to: Date) {
    return db
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
      .orderBy(asc(invoices.serial));
  }

  /** The order lines of the invoices issued in [from, to), in the order they were placed. */
  async function invoicedLines(from: Date, to: Date) {
    const issued = db
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)));
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, issued))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  /** The credit notes issued in [from, to), with the place of supply and total of the invoiced order. */
  async function creditNotesIssued(from: Date, to: Date) {
    return db
      .select({
        note: creditNotes,
        shippingAddress: orders.shippingAddress,
        orderTotalPaise: orders.totalPaise,
        sellerState: invoices.sellerState,
      })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .innerJoin(invoices, eq(invoices.orderId, creditNotes.orderId))
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.serial));
  }

  return { invoicesIssued, invoicedLines, creditNotesIssued };
}
