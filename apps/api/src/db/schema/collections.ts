import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { media } from './media';

export const collectionType = pgEnum('collection_type', ['festival', 'seasonal', 'promotion', 'others']);

export interface CollectionStyling {
  backgroundColor: string;
  textColor: string;
}
export interface CollectionMarketing {
  heroSubtitle: string;
  callToAction: { text: string; url: string; style: 'primary' | 'secondary' } | null;
}

export const collections = pgTable(
  'collections',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(''),
    shortDescription: text().notNull().default(''),
    collectionType: collectionType().notNull().default('others'),
    isActive: boolean().notNull().default(true),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    thumbnailImageId: integer().references(() => media.id),
    featuredImageId: integer().references(() => media.id),
    bannerImageId: integer().references(() => media.id),
    styling: jsonb().$type<CollectionStyling>().notNull(),
    marketing: jsonb().$type<CollectionMarketing>().notNull(),
    position: integer().notNull().default(0),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'collections_dates_ordered',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);

/** `position` is the store owner's order: the 'Collection Order' sort. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);
