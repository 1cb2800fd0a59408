import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNotes, invoices, orderItems, orders } from '../../db/schema';

/** The place of supply: the state of the address the order was sent to. */
const placeOfSupply = sql<string>`${orders.shippingAddress} ->> 'state'`;

/**
 * The documents GSTR-1 reports for a span of time: each query reads the span once, none runs per row,
 * and only what the tables need of each order (a month of a million-order store is 80,000 invoices:
 * whole orders with both addresses took 15 s to read and parse; decision 20).
 */
export function createGstr1Repository(db: DbOrTx) {
  /** The invoices issued in [from, to), with their order's place of supply and money. */
  async function invoicesIssued(from: Date, to: Date) {
    return db
      .select({
        orderId: invoices.orderId,
        number: invoices.number,
        serial: invoices.serial,
        issuedAt: invoices.issuedAt,
        sellerState: invoices.sellerState,
        placeOfSupply,
        shippingPaise: orders.shippingPaise,
        discountPaise: orders.discountPaise,
      })
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
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        variantValues: orderItems.variantValues,
        hsnCode: orderItems.hsnCode,
        quantity: orderItems.quantity,
        unitPricePaise: orderItems.unitPricePaise,
        gstRateBasisPoints: orderItems.gstRateBasisPoints,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, issued))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  /** The credit notes issued in [from, to), with the place of supply and total of the invoiced order. */
  async function creditNotesIssued(from: Date, to: Date) {
    return db
      .select({
        note: creditNotes,
        placeOfSupply,
        orderTotalPaise: orders.totalPaise,
        sellerState: invoices.sellerState,
      })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .innerJoin(invoices, eq(invoices.orderId, creditNotes.orderId))
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.serial));
  }

  /** How many invoices and credit notes were issued in [from, to) (their issue-date indexes alone). */
  async function documentsIssued(from: Date, to: Date) {
    const [row] = await db
      .select({
        invoices:
          sql<number>`(select count(*) from ${invoices} where ${and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to))})`.mapWith(
            Number,
          ),
        creditNotes:
          sql<number>`(select count(*) from ${creditNotes} where ${and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to))})`.mapWith(
            Number,
          ),
      })
      .from(sql`(select 1) one`);
    return row!;
  }

  return { invoicesIssued, invoicedLines, creditNotesIssued, documentsIssued };
}
