import { SEARCH_COUNT_CAP } from '@svarna/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { commitWithLast, type Db, rowsOf } from '../../db/client';
import { MATCH, PREFIX_ROWS, rankFromBestSellers, sameScore, type Tier, tiersOf } from './search-levels';

/** How alike a misspelt word and a word of the catalogue must be (pg_trgm similarity, 0..1; its default). */
export const WORD_SIMILARITY = 0.3;
/** At most this many catalogue words stand in for one search word (a two-letter word is inside many). */
const FORMS_PER_WORD = 24;
/** Of those, the misspellings each score on their own (by likeness), so they are the likeliest few. */
const MISSPELT_PER_WORD = 6;

/** Catalogue words standing in for one search word: what it may be a misspelling of, what it is inside of. */
interface WordForms {
  misspelt: { word: string; similarity: number }[];
  inside: string[];
}

/** A tsquery of alternatives, `'a' | 'b'`, each word quoted. */
const alternatives = (words: string[]) =>
  words.map((w) => `'${w.replaceAll("'", "''").replaceAll('\\', '')}'`).join(' | ');

/** Stemmed ('rings' finds 'ring') or as written (a name word the English dictionary drops). */
const tsquery = (text: string) => sql`(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;

export function createSearchRepository(db: Db, { prefixRows = PREFIX_ROWS } = {}) {
  /** Whether the last search's best sellers were fewer than the published products (see `bestSellers`). */
  let catalogueBeyondBestSellers = false;
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
   * Ids of active products best first, and how many match (up to `SEARCH_COUNT_CAP` and one more).
   * Each word of the search scores a product by how it matches: a whole word of the name, a whole word
   * elsewhere (stemmed), a misspelling of a word, or part of a longer word. Products matching more of the
   * words come first, then the higher score, then the best sellers. Products matching every word are
   * looked for first; the others only when those are too few, so a common word ('gold') does not make
   * every product a candidate.
   *
   * Ranking every match of a common word costs as many matches as there are (40,000 of 100,000 products
   * for 'moisanite'). So the best sellers are read first (`prefixRows` of them, in sales order): in a
   * catalogue no bigger than that they are every product, and the answer is ranked from them alone. In a
   * bigger one, a level of match ('a word of the name', 'this misspelling') that has enough products among
   * the best sellers has its best there; only a rarer level is looked up in full, by the search index.
   */
  async function searchProductIds(words: string[], categoryKey: string | undefined, limit: number) {
    const [forms, categories] = await Promise.all([
      wordForms(words),
      categoryKey ? categoriesNamed(categoryKey) : null,
    ]);
    // a category that names none finds nothing, without reading the matches to learn it
    if (categories?.length === 0) return { ids: [], total: 0 };
    const perWord = words.map((w, i) => {
      const f = forms[i]!;
      const exact = alternatives([w]);
      return {
        name: tsquery(exact),
        word: tsquery(exact),
        misspelt: f.misspelt.map((m) => ({
          query: tsquery(alternatives([m.word])),
          score: Number((1 + m.similarity).toFixed(3)),
        })),
        inside: f.inside.length ? tsquery(alternatives(f.inside)) : null,
        any: tsquery(alternatives([w, ...f.misspelt.map((m) => m.word), ...f.inside])),
      };
    });
    const matches = (query: SQL) => sql`p.document @@ ${query}`;
    const inName = (query: SQL) => sql`p.name_document @@ ${query}`;
    const level = (q: (typeof perWord)[number]) =>
      sql`case when ${inName(q.name)} then ${sql.raw(String(MATCH.nameWord))}
        when ${matches(q.word)} then ${sql.raw(String(MATCH.word))}
        ${sql.join(
          q.misspelt.map((m) => sql`when ${matches(m.query)} then ${sql.raw(m.score.toFixed(3))}`),
          sql` `,
        )}
        ${q.inside ? sql`when ${matches(q.inside)} then ${sql.raw(String(MATCH.insideWord))}` : sql``}
        else 0 end`;
    const matched = sql.join(
      perWord.map((q) => sql`(${matches(q.any)})::int`),
      sql` + `,
    );
    const score = sql.join(perWord.map(level), sql` + `);
    const categoryFilter = categories
      ? sql`and exists (select 1 from product_categories pc where pc.product_id = p.product_id
             and pc.category_id in (${sql.join(
               categories.map((id) => sql`${id}`),
               sql`, `,
             )}))`
      : sql``;
    const every = sql`(${sql.join(
      perWord.map((q) => matches(q.any)),
      sql` and `,
    )})`;
    const some = sql`(${sql.join(
      perWord.map((q) => matches(q.any)),
      sql` or `,
    )})`;

    // The planner prices a match of the search document as nearly free and reads the whole table, or
    // walks the sales index for a word it cannot see is rare (204 ms for a word in no product at 100,000):
    // a lookup goes through the search index; the best sellers' walk is the one place an index is walked.
    // The settings, the statement and the commit go together, in one round trip on PostgreSQL.
    const byIndex = (query: SQL) =>
      db.transaction((tx) =>
        commitWithLast(tx, async () => {
          const [, rows] = await Promise.all([
            tx.execute(
              sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
            ),
            tx.execute(query),
          ]);
          return rows;
        }),
      );
    const idsOf = (result: unknown) => rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));

    /** Every match ranked in full: where no level has enough best sellers, or many words match only in part. */
    const rankAll = async (match: SQL, byWordsMatched: boolean) =>
      idsOf(
        await byIndex(sql`
          select p.product_id as id from search_entries p
          where ${match} ${categoryFilter}
          order by ${byWordsMatched ? sql`${matched} desc,` : sql``} ${score} desc, p.sold_count desc, p.product_id
          limit ${limit}`),
      );
    /** How many products `match` finds, counted up to one past the cap (the results page says "1000+"). */
    const count = async (match: SQL) => {
      const [row] = rowsOf<{ n: number | string }>(
        await byIndex(sql`
          select count(*)::int as n from (
            select 1 from search_entries p where ${match} ${categoryFilter}
            limit ${SEARCH_COUNT_CAP + 1}) matching`),
      );
      return Number(row?.n ?? 0);
    };

    // Where the last search found more products than the best sellers read, the count starts now,
    // beside them; in a catalogue they cover, it is never needed.
    const counting = catalogueBeyondBestSellers ? count(every) : null;
    counting?.catch(() => undefined); // awaited below; this only keeps an early failure from going unheard
    const head = await bestSellers(some, matched, score, categoryFilter);
    if (head.complete) {
      await counting;
      return rankFromBestSellers(head.hits, words.length, limit);
    }

    /**
     * The products whose best match is `tier`, best sellers first, through the search index. `above` are
     * every product of the levels above it: each of those was read in full, since it could not fill the
     * page. Leaving them out by id, not by matching their words again, spares reading each candidate's
     * document (decompressed row by row: 39 ms against 6 ms for 'choker' at 100,000 products).
     */
    const inTier = async (tier: Tier, above: number[], want: number) =>
      idsOf(
        await byIndex(sql`
          select p.product_id as id from search_entries p
          where ${tier.match}
            ${
              above.length
                ? sql`and p.product_id not in (${sql.join(
                    above.map((id) => sql`${id}`),
                    sql`, `,
                  )})`
                : sql``
            }
            ${categoryFilter}
          order by p.sold_count desc, p.product_id
          limit ${want}`),
      );
    const everyHits = head.hits.filter((h) => h.matched === words.length);
    /**
     * Level by level, best first: a level with enough best sellers ends the page; a rarer one is read
     * through the search index and the next one fills the rest. A search of several words knows its best
     * level only (every word in the name); when that is too few, every product matching every word is
     * ranked.
     */
    const rankByTiers = async () => {
      const tiers =
        words.length === 1
          ? tiersOf(perWord[0]!, matches, inName)
          : [
              {
                score: MATCH.nameWord * words.length,
                match: sql`(${sql.join(
                  perWord.map((q) => inName(q.name)),
                  sql` and `,
                )})`,
              },
            ];
      const ids: number[] = [];
      for (const tier of tiers) {
        const want = limit - ids.length;
        const known = everyHits.filter((h) => sameScore(h.score, tier.score));
        if (known.length >= want) return [...ids, ...known.slice(0, want).map((h) => h.id)];
        ids.push(...(await inTier(tier, ids, want)));
        if (ids.length >= limit) return ids;
      }
      // one word: its levels hold every match; several: below the best level, every match is ranked
      return words.length === 1 ? ids : rankAll(every, false);
    };
    /**
     * The page and the count side by side: on PostgreSQL each on its own connection, so the answer comes
     * in the longer of the two, not both (decision 11's addendum). A page that is not full is its own count.
     */
    const page = async (ids: Promise<number[]>, total: Promise<number>) => {
      const [found, n] = await Promise.all([ids, total]);
      return { ids: found, total: found.length < limit ? found.length : n };
    };
    const all = await page(rankByTiers(), counting ?? count(every));
    if (all.ids.length >= limit || words.length === 1) return all;
    return page(rankAll(some, true), count(some));
  }

  /**
   * The ids of the categories a search's `category` names: by slug or name, singular or plural, and
   * 'pendant' for the 'pendant-set-with-chain' category, as the header's short names do.
   */
  async function categoriesNamed(key: string): Promise<number[]> {
    const slugPrefix = key.replace(/[^a-z0-9]+/g, '-').replace(/[\\%_]/g, '');
    const rows = rowsOf<{ id: number | string }>(
      await db.execute(sql`
        select c.id from categories c
        where c.slug = ${key} or lower(c.name) = ${key} or c.slug = ${`${key}s`}
          or ${key} = rtrim(c.slug, 's') or c.slug like ${`${slugPrefix}-%`}`),
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * The `prefixRows` best sellers (in sales order, by their index) that match `filter`, with how many
   * words each matches and its score. The last of them always comes back, so an answer tells whether
   * they were every published product (`complete`) even when none matches.
   */
  async function bestSellers(filter: SQL, matched: SQL, score: SQL, categoryFilter: SQL) {
    const rows = rowsOf<{
      id: number | string;
      hit: boolean;
      matched: number | string;
      score: number | string;
      nth: number | string;
    }>(
      await db.execute(sql`
        select p.product_id as id, p.hit, case when p.hit then ${matched} else 0 end as matched,
          case when p.hit then (${score})::float8 else 0 end as score, p.nth
        from (
          select p.*, (${filter} ${categoryFilter}) as hit, row_number() over () as nth
          from (
            select product_id, sold_count, document, name_document from search_entries
            order by sold_count desc, product_id limit ${prefixRows}
          ) p
        ) p
        where p.hit or p.nth = ${prefixRows}
        order by p.sold_count desc, p.product_id`),
    );
    const complete = !rows.some((r) => Number(r.nth) === prefixRows);
    catalogueBeyondBestSellers = !complete;
    return {
      complete,
      hits: rows
        .filter((r) => r.hit)
        .map((r) => ({ id: Number(r.id), matched: Number(r.matched), score: Number(r.score) })),
    };
  }

  return { searchProductIds };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
