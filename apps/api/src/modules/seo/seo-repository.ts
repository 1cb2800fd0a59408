import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, collections, products } from '../../db/schema';

export function createSeoRepository(db: DbOrTx) {
  /** Everything a sitemap lists, in three queries however large the catalogue. */
  async function sitemapEntries() {
    const [productRows, categoryRows, collectionRows] = await Promise.all([
      db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.status, true))
        .orderBy(asc(products.id)),
      db
        .select({ slug: categories.slug, parentId: categories.parentId })
        .from(categories)
        .orderBy(asc(categories.position)),
      db
        .select({ slug: collections.slug })
        .from(collections)
        .where(eq(collections.isActive, true))
        .orderBy(asc(collections.position)),
    ]);
    return { products: productRows, categories: categoryRows, collections: collectionRows };
  }
  return { sitemapEntries };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
