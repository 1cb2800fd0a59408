import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Images live in the database, not on one machine's disk, so every API instance serves the same
 * files; they are immutable (a new image gets a new path) and cached by browsers and CDNs forever.
 */
export const media = pgTable('media', {
  id: serial().primaryKey(),
  filePath: text().notNull().unique(),
  contentType: text().notNull(),
  body: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  alt: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
