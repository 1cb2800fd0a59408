import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNoteCounters, creditNotes, orders, refunds } from '../../db/schema';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = typeof creditNotes.$inferInsert;

export function createCreditNoteRepository(db: DbOrTx) {
  /** The next serial of a financial year in one statement; the upsert's row lock orders concurrent refunds. */
  async function nextSerial(financialYear: string): Promise<number> {
    const [row] = await db
      .insert(creditNoteCounters)
      .values({ financialYear, lastSerial: 1 })
      .onConflictDoUpdate({
        target: creditNoteCounters.financialYear,
        set: { lastSerial: sql`${creditNoteCounters.lastSerial} + 1` },
      })
      .returning({ lastSerial: creditNoteCounters.lastSerial });
    return row!.lastSerial;
  }

  async function insert(note: NewCreditNote): Promise<void> {
    await db.insert(creditNotes).values(note);
  }

  /**
   * The order's processed order refunds that have no credit note yet. A second payment given back
   * (kind duplicate_payment) never gets one: the invoice's supply is unchanged, only excess money went back.
   */
  async function processedWithoutNote(orderId: string) {
    return db
      .select({ id: refunds.id, amountPaise: refunds.amountPaise })
      .from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .where(
        and(
          eq(refunds.orderId, orderId),
          eq(refunds.kind, 'order'),
          eq(refunds.status, 'processed'),
          isNull(creditNotes.id),
        ),
      )
      .orderBy(asc(refunds.id));
  }

  /** The order (null when not found, or not the user's when a user is given) and its latest credit note. */
  async function findOrderNote(orderId: string, userId?: number) {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        userId === undefined
          ? eq(orders.id, orderId)
          : and(eq(orders.id, orderId), eq(orders.userId, userId)),
      );
    if (!order) return null;
    const notes = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.id));
    return { order, notes };
  }

  return { nextSerial, insert, processedWithoutNote, findOrderNote };
}
