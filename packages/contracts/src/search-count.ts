// How a search's count of matches travels (the API's `x-total-count` header) and how it is read. Plain
// code without zod: the storefront's search page and the API both use it.

/**
 * A search counts its matches up to this many. Counting 40,000 matches of 100,000 products costs more
 * than finding the best 20 of them; past this many, the exact number tells a shopper nothing more.
 */
export const SEARCH_COUNT_CAP = 1000;

/** How many products a search matches: `total`, or more than it when `more` (total is then the cap). */
export interface SearchCount {
  total: number;
  more: boolean;
}

/** The header's value for `count` matches: the number itself, or `1000+` past the cap. */
export function formatSearchTotal(count: number): string {
  return count > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(count);
}

/** The count a header holds, or null when there is none or it is not one the API sends. */
export function parseSearchTotal(header: string | null | undefined): SearchCount | null {
  const match = /^(\d{1,9})(\+?)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { total: Number(match[1]), more: match[2] === '+' };
}
