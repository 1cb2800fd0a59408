import { date, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The owner's daily summary: one row per Indian day, claimed by the process that sends it. */
export const ownerSummaries = pgTable('owner_summaries', {
  day: date({ mode: 'string' }).primaryKey(),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});
