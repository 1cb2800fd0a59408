import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

/** How alike a misspelt word and a word of the catalogue must be (pg_trgm similarity, 0..1; its default). */
export const WORD_SIMILARITY = 0.3;
/** At most this many catalogue words stand in for one search word (a two-letter word is inside many). */
const FORMS_PER_WORD = 24;
/** Of those, the misspellings each score on their own (by likeness), so they are the likeliest few. */
const MISSPELT_PER_WORD = 6;

/**
 * How well a product matches one search word; its score is the sum over the words of the search. A
 * misspelt word scores 1 plus its likeness (0.3..1) to the catalogue word, between a part and a word.
 */
export const MATCH = { nameWord: 4, word: 3, insideWord: 1 } as const;

/** Catalogue words standing in for one search word: what it may be a misspelling of, what it is inside of. */
interface WordForms {
  misspelt: { word: string; similarity: number }[];
  inside: string[];
}

/** A tsquery of alternatives, `'a' | 'b'`, each word quoted; `:A` keeps to name words. */
const alternatives = (words: string[], weight = '') =>
  words.map((w) => `'${w.replaceAll("'", "''").replaceAll('\\', '')}'${weight}`).join(' | ');

/** Stemmed ('rings' finds 'ring') or as written (a name word the English dictionary drops). */
const tsquery = (text: string) => sql`(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;

export function createSearchRepository(db: Db) {
  /**
   * For each search word, the catalogue words it may be a misspelling of (trigram word similarity:
   * 'nekclace' stands for 'necklace') and the words it is inside of ('ring' in 'earring'). The
   * dictionary holds each distinct word once, so this hardly grows with the number of products.
   */
  async function wordForms(words: string[]): Promise<WordForms[]> {
    const rows = rowsOf<{ i: number; word: string; inside: boolean; similarity: number }>(
      await db.execute(sql`
        select q.i::int as i, d.word, strpos(d.word, q.w) > 0 as inside, d.similarity
        from unnest(array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) with ordinality as q(w, i)
        cross join lateral (
          select s.word, similarity(q.w, s.word)::float8 as similarity from search_words s
          where s.word <> q.w
            and (strpos(s.word, q.w) > 0 or similarity(q.w, s.word) >= ${WORD_SIMILARITY})
          order by similarity(q.w, s.word) desc, s.word
          limit ${FORMS_PER_WORD}
        ) d`),
    );
    const forms = words.map((): WordForms => ({ misspelt: [], inside: [] }));
    for (const r of rows) {
      const f = forms[Number(r.i) - 1]!;
      if (r.inside) f.inside.push(r.word);
      else if (f.misspelt.length < MISSPELT_PER_WORD)
        f.misspelt.push({ word: r.word, similarity: Number(r.similarity) });
    }
    return forms;
  }

  /**
   * Ids of active products best first. Each word of the search scores a product by how it matches:
   * a whole word of the name, a whole word elsewhere (stemmed), a misspelling of a word, or part of a
   * longer word. Products matching more of the words come first, then the higher score, then the
   * best sellers. Products matching every word are looked for first; the others only when those are
   * too few, so a common word ('gold') does not make every product a candidate.
   */
  async function searchProductIds(words: string[], categoryKey: string | undefined, limit: number) {
    const forms = await wordForms(words);
    const perWord = words.map((w, i) => {
      const f = forms[i]!;
      const exact = alternatives([w]);
      return {
        name: tsquery(alternatives([w], ':A')),
        word: tsquery(exact),
        misspelt: f.misspelt.map((m) => ({
          query: tsquery(alternatives([m.word])),
          score: 1 + m.similarity,
        })),
        inside: f.inside.length ? tsquery(alternatives(f.inside)) : null,
        any: tsquery(alternatives([w, ...f.misspelt.map((m) => m.word), ...f.inside])),
      };
    });
    const doc = sql`p.search_document`;
    const level = (q: (typeof perWord)[number]) =>
      sql`case when ${doc} @@ ${q.name} then ${sql.raw(String(MATCH.nameWord))}
        when ${doc} @@ ${q.word} then ${sql.raw(String(MATCH.word))}
        ${sql.join(
          q.misspelt.map((m) => sql`when ${doc} @@ ${m.query} then ${sql.raw(m.score.toFixed(3))}`),
          sql` `,
        )}
        ${q.inside ? sql`when ${doc} @@ ${q.inside} then ${sql.raw(String(MATCH.insideWord))}` : sql``}
        else 0 end`;
    const matched = sql.join(
      perWord.map((q) => sql`(${doc} @@ ${q.any})::int`),
      sql` + `,
    );
    const score = sql.join(perWord.map(level), sql` + `);
    // 'pendant' names the 'pendant-set-with-chain' category, as the header's short names do
    const slugPrefix = (categoryKey ?? '').replace(/[^a-z0-9]+/g, '-').replace(/[\\%_]/g, '');
    const categoryFilter = categoryKey
      ? sql`and exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
             where pc.product_id = p.id and (c.slug = ${categoryKey} or lower(c.name) = ${categoryKey}
               or c.slug = ${`${categoryKey}s`} or ${`${categoryKey}`} = rtrim(c.slug, 's')
               or c.slug like ${`${slugPrefix}-%`}))`
      : sql``;
    // The planner prices a match of the search document as nearly free and reads the whole table for a
    // word in one product of six; each match unpacks that product's document, so the index's few
    // candidates are several times faster at 10,000 products (bench/explain-search.ts).
    const indexed = (query: SQL) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(query);
      });
    // Where every product matches every word, the count of words matched is the same for all: not sorted on.
    const find = async (match: SQL, byWordsMatched: boolean) =>
      rowsOf<{ id: number | string }>(
        await indexed(sql`
          select p.id from products p
          where p.status and ${match} ${categoryFilter}
          order by ${byWordsMatched ? sql`${matched} desc,` : sql``} ${score} desc, p.sold_count desc, p.id
          limit ${limit}`),
      ).map((r) => Number(r.id));

    /** How many products `match` finds in all (the results page says it). */
    const count = async (match: SQL) => {
      const [row] = rowsOf<{ n: number | string }>(
        await indexed(sql`
          select count(*)::int as n from products p where p.status and ${match} ${categoryFilter}`),
      );
      return Number(row?.n ?? 0);
    };
    /**
     * The page and the count side by side: on PostgreSQL each on its own connection, so a word in 40,000
     * products of 100,000 answers in the longer of the two (80 ms) instead of both (160 ms; decision 11's
     * addendum). A page that is not full is its own count, and the count read alongside goes unused.
     */
    const page = async (match: SQL, byWordsMatched: boolean) => {
      const [ids, total] = await Promise.all([find(match, byWordsMatched), count(match)]);
      return { ids, total: ids.length < limit ? ids.length : total };
    };

    const every = sql`(${sql.join(
      perWord.map((q) => sql`${doc} @@ ${q.any}`),
      sql` and `,
    )})`;
    const all = await page(every, false);
    if (all.ids.length >= limit || words.length === 1) return all;
    const some = sql`(${sql.join(
      perWord.map((q) => sql`${doc} @@ ${q.any}`),
      sql` or `,
    )})`;
    return page(some, true);
  }

  return { searchProductIds };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
