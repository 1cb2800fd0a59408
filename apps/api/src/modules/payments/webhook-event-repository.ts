import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { compiledQuery } from '../../db/compiled-query';
import { webhookEvents } from '../../db/schema';

const insertEvent = compiledQuery(['eventId', 'event', 'receivedAt'], (db, p) =>
  db.insert(webhookEvents).values(p).onConflictDoNothing().returning({ eventId: webhookEvents.eventId }),
);

/** Records a webhook delivery by Razorpay's event id; false when it was already handled. */
export async function recordWebhookEvent(
  db: DbOrTx,
  eventId: string,
  event: string,
  at: Date,
): Promise<boolean> {
  const inserted = await insertEvent(db, { eventId, event, receivedAt: at });
  return inserted.length === 1;
}

/** Whether a webhook delivery was already handled (read before work that must not run twice). */
export async function isWebhookEventRecorded(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: webhookEvents.eventId })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, eventId));
  return row !== undefined;
}
