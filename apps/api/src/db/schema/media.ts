import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One resized copy of an uploaded photo: its URL, format and size, kept on the media row. */
export interface MediaRendition {
  filePath: string;
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  bytes: number;
}

/**
 * Images live in the database, not on one machine's disk, so every API instance serves the same
 * files; they are immutable (a new image gets a new path) and cached by browsers and CDNs forever.
 * The seeded drawings keep their SVG text in `body`; an uploaded photo keeps its renditions'
 * bytes in `media_files`, and `filePath` names its largest JPEG (the fallback every browser shows).
 */
export const media = pgTable('media', {
  id: serial().primaryKey(),
  filePath: text().notNull().unique(),
  contentType: text().notNull(),
  body: text(),
  width: integer().notNull(),
  height: integer().notNull(),
  alt: text().notNull().default(''),
  renditions: jsonb().$type<MediaRendition[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The bytes of each rendition of an uploaded photo, served at its own immutable path. */
export const mediaFiles = pgTable(
  'media_files',
  {
    filePath: text().primaryKey(),
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    body: bytea().notNull(),
  },
  (t) => [index('media_files_media_idx').on(t.mediaId)],
);
