import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How alike a misspelt word and a word of the product must be (pg_trgm word similarity, 0..1). */
export const WORD_SIMILARITY = 0.4;

export function createSearchRepository(db: Db) {
  /**
   * Ids of active products matching every word of the query, best first: full-text rank (stemmed,
   * so 'rings' finds 'ring') plus trigram word similarity (so 'moisanite' finds 'moissanite').
   */
  async function searchProductIds(words: string[], categoryKey: string | undefined, limit: number) {
    const text = words.join(' ');
    // 'pendant' names the 'pendant-set-with-chain' category, as the header's short names do
    const slugPrefix = (categoryKey ?? '').replace(/[^a-z0-9]+/g, '-').replace(/[\\%_]/g, '');
    const wordMatches = words.map(
      (w) =>
        sql`(p.search_text like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or ${w} <% p.search_text or p.search_document @@ plainto_tsquery('english', ${w}))`,
    );
    const categoryFilter = categoryKey
      ? sql`and exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
             where pc.product_id = p.id and (c.slug = ${categoryKey} or lower(c.name) = ${categoryKey}
               or c.slug = ${`${categoryKey}s`} or ${`${categoryKey}`} = rtrim(c.slug, 's')
               or c.slug like ${`${slugPrefix}-%`}))`
      : sql``;
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
      );
      // The planner prices the OR of three index conditions above a sequential scan of the wide product
      // rows; on 10,000 products the bitmap index scans are three times faster (bench/explain-search.ts).
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`
        select p.id,
          ts_rank(p.search_document, websearch_to_tsquery('english', ${text})) * 2
            + word_similarity(${text}, p.search_text) as score
        from products p
        where p.status and ${sql.join(wordMatches, sql` and `)} ${categoryFilter}
        order by score desc, p.sold_count desc, p.id
        limit ${limit}`);
      return (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    });
  }

  return { searchProductIds };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
