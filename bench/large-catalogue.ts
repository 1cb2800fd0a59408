import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/seed';

/**
 * Fills a database under dataDir with the demo catalogue, copied up to about `target` products
 * (names and slugs numbered, categories and photos kept) for listing and search at scale. Done before
 * the server starts, so the server's peak memory is that of serving, not of creating the database.
 * `env` may name a PostgreSQL database (DATABASE_URL) to fill instead.
 */
export async function buildCatalogue(dataDir: string, target: number, env: Record<string, string> = {}) {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), {
    inMemory: false,
  });
  try {
    await seedDatabase(database.db, { reset: true });
    const base = Number(
      ((await database.db.execute(sql`select count(*)::int as n from products`)) as { rows: { n: number }[] })
        .rows[0]!.n,
    );
    const copies = Math.ceil((target - base) / base);
    if (copies <= 0) return base;
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
    const total = Number(
      ((await database.db.execute(sql`select count(*)::int as n from products`)) as { rows: { n: number }[] })
        .rows[0]!.n,
    );
    return total;
  } finally {
    await database.close();
  }
}
