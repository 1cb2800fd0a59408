import { type OutboxMessage, toE164 } from '@svarna/contracts';
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { compiledQuery } from '../db/compiled-query';
import { outboxMessages } from '../db/schema';

const LIST_LIMIT = 50;

export interface NewOutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** A phone or email as someone types it, in every form the outbox may have stored it under. */
function recipientForms(to: string): string[] {
  const forms = new Set([to, to.trim().toLowerCase()]);
  const phone = toE164(to);
  if (phone) forms.add(phone);
  return [...forms];
}

const insertMessage = compiledQuery(['channel', 'recipient', 'subject', 'body', 'createdAt'], (db, p) =>
  db.insert(outboxMessages).values(p),
);

// the recipient's forms are one array parameter, so the text is the same whatever their number
const messagesTo = compiledQuery(['forms'], (db, p) =>
  db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.recipient} = any(${p.forms}::text[])`)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(LIST_LIMIT),
);

export function createOutboxRepository(db: DbOrTx) {
  async function add(message: NewOutboxMessage): Promise<void> {
    await insertMessage(db, message);
  }

  /** The messages to one phone or email, newest first. */
  async function list(to: string): Promise<OutboxMessage[]> {
    const rows = await messagesTo(db, { forms: recipientForms(to) });
    return rows.map((row) => ({
      to: row.recipient,
      channel: row.channel,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return { add, list };
}
