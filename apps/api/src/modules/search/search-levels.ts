// How a search ranks (decision 22): the levels a search word's matches fall into, and the ranking of
// a catalogue small enough for its best sellers to be all of it. Plain code over SQL fragments; the
// statements are search-repository.ts's.
import { type SQL, sql } from 'drizzle-orm';

/**
 * How well a product matches one search word; its score is the sum over the words of the search. A
 * misspelt word scores 1 plus its likeness (0.3..1) to the catalogue word, between a part and a word.
 */
export const MATCH = { nameWord: 4, word: 3, insideWord: 1 } as const;

/**
 * How many best sellers a search reads first. A level of match with 10 products among 1,000 best sellers
 * is answered from them; reading them by the sales index costs about a millisecond at 100,000 products
 * (2,000 made the median search slower on PGlite: bench/explain-search.ts).
 */
export const PREFIX_ROWS = 1000;

/** The products whose best match is one level: `match` and no level above it. */
export interface Tier {
  score: number;
  match: SQL;
}

/** A best seller matching the search: how many of its words it matches, and its score. */
export interface Hit {
  id: number;
  matched: number;
  score: number;
}

/** Scores come back from the database as float8; each is one of a few sums of three-decimal numbers. */
export const sameScore = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * The levels of one search word, best first, as `level` in `searchProductIds` scores them: a word of the
 * name, a word elsewhere, each misspelling (equally alike ones share a level), a word it is inside of.
 */
export function tiersOf(
  q: { name: SQL; word: SQL; misspelt: { query: SQL; score: number }[]; inside: SQL | null },
  matches: (query: SQL) => SQL,
  inName: (query: SQL) => SQL,
): Tier[] {
  const tiers: Tier[] = [
    { score: MATCH.nameWord, match: inName(q.name) },
    { score: MATCH.word, match: matches(q.word) },
  ];
  for (const m of q.misspelt) {
    const same = tiers.find((t) => sameScore(t.score, m.score));
    if (same) same.match = sql`(${same.match} or ${matches(m.query)})`;
    else tiers.push({ score: m.score, match: matches(m.query) });
  }
  if (q.inside) tiers.push({ score: MATCH.insideWord, match: matches(q.inside) });
  return tiers;
}

/**
 * The answer when the best sellers read were every active product: those matching every word by score,
 * or, for several words with too few of those, every match by the words it matches and then score.
 * Sorting is stable, so equal scores keep the best sellers' order, as the database's ranking does.
 */
export function rankFromBestSellers(hits: Hit[], words: number, limit: number) {
  const byScore = (a: Hit, b: Hit) => b.score - a.score;
  const every = hits.filter((h) => h.matched === words);
  const ranked =
    every.length >= limit || words === 1
      ? every.sort(byScore)
      : [...hits].sort((a, b) => b.matched - a.matched || byScore(a, b));
  return { ids: ranked.slice(0, limit).map((h) => h.id), total: ranked.length };
}
