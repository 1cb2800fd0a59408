import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { BULK_POSTGRES_TIMEOUTS } from '../apps/api/src/db/postgres-pool';
import { seedDatabase } from '../apps/api/src/seed';
import { maxOf, median } from './lib';

/** Where a catalogue lives: a PGlite data directory, or a PostgreSQL database (`postgres://...`). */
export type CatalogueTarget = string;

const envOf = (target: CatalogueTarget) =>
  target.startsWith('postgres://') || target.startsWith('postgresql://')
    ? { DATABASE_URL: target }
    : { DATA_DIR: target };

/**
 * Fills a database (a PGlite data directory, or a PostgreSQL database URL) with the demo catalogue,
 * copied up to about `target` products (names and slugs numbered, categories and photos kept) for
 * listing and search at scale. Done before the server starts, so the server's peak memory is that of
 * serving, not of creating the database.
 */
export async function buildCatalogue(where: CatalogueTarget, target: number) {
  const database = await openDatabase(loadConfig({ ...envOf(where), LOG_LEVEL: 'silent' }), {
    inMemory: false,
    postgresTimeouts: BULK_POSTGRES_TIMEOUTS,
  });
  try {
    await seedDatabase(database.db, { reset: true });
    const base = Number(
      ((await database.db.execute(sql`select count(*)::int as n from products`)) as { rows: { n: number }[] })
        .rows[0]!.n,
    );
    const copies = Math.ceil((target - base) / base);
    if (copies > 0) {
      await database.db.execute(sql`
      with src as (select p.*, g from products p cross join generate_series(1, ${copies}) g),
      ins as (
        insert into products (slug, name, short_description, description, long_description, base_price_paise,
          sale_price_paise, stock, low_stock_threshold, rating, sold_count, brand_id, category_id, subcategory_id,
          featured_image_id, features, status, created_at)
        select slug || '-' || g, name || ' ' || g, short_description, description, long_description,
          base_price_paise + g * 100, sale_price_paise, stock + (g % 7), low_stock_threshold, rating, sold_count + g,
          brand_id, category_id, subcategory_id, featured_image_id, features, status, created_at - make_interval(mins => g)
        from src
        returning id, slug
      ),
      pairs as (select ins.id as new_id, src.id as old_id from ins join src on ins.slug = src.slug || '-' || src.g),
      cats as (insert into product_categories (product_id, category_id)
        select pairs.new_id, pc.category_id from pairs join product_categories pc on pc.product_id = pairs.old_id)
      insert into product_photos (product_id, media_id, position)
        select pairs.new_id, pp.media_id, pp.position from pairs join product_photos pp on pp.product_id = pairs.old_id`);
    }
    // PostgreSQL's autovacuum vacuums and analyzes a freshly loaded table within a minute or so; do it
    // now, so the plans measured do not depend on when that happens. (PGlite has none; the API sees to it.)
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
    const total = Number(
      ((await database.db.execute(sql`select count(*)::int as n from products`)) as { rows: { n: number }[] })
        .rows[0]!.n,
    );
    return total;
  } finally {
    await database.close();
  }
}

/** Distinct searches, each sent once, so none is answered from the cache. */
export const COLD_SEARCHES = [
  'moisanite',
  'nekclace',
  'bangel',
  'chokar',
  'jhumki',
  'pendent',
  'ruby ring',
  'rose gold',
  'perl',
  'kundan',
  'solitare',
  'tennis',
  'temple',
  'emrald',
  'studs',
  'layered',
  'halo',
  'infinity',
  'evil eye',
  'bracelett',
].map((q) => `/api/products/search?query=${encodeURIComponent(q)}&limit=10`);

/** Listing pages, each asked once, so none is answered from the cache. */
export const COLD_LISTING_PAGES = Array.from(
  { length: 20 },
  (_, i) => `/api/products?limit=20&sort=-rating&page=${i + 2}`,
);

/** Shoppers so far of `firstHitTimes`, each its own address. */
let firstHits = 0;

/**
 * Milliseconds to answer each path once, in order; median and worst. Each path is one shopper's first
 * request (its own address, for a server with TRUST_PROXY): the 40 first hits of a section are not one
 * address's burst, which the search limits would refuse (SEARCH_LIMITS allows an address 20 at once).
 */
export async function firstHitTimes(url: (path: string) => string, paths: readonly string[]) {
  const each: { path: string; ms: number }[] = [];
  for (const path of paths) {
    const started = performance.now();
    const shopper = firstHits++;
    const address = `10.22.${(shopper >> 8) & 255}.${shopper & 255}`;
    const res = await fetch(url(path), { headers: { 'x-forwarded-for': address } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    each.push({ path, ms: performance.now() - started });
  }
  each.sort((a, b) => a.ms - b.ms);
  const times = each.map((e) => e.ms);
  return { median: median(times), worst: maxOf(times), times, slowest: each.slice(-3).reverse() };
}
