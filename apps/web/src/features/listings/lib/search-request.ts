import type { SearchRequest } from '../../catalog';

/** The results page asks for up to 20 products (the search modal asks for 10). */
export const SEARCH_PAGE_LIMIT = 20;

/** The API request for the page's q and category, or null when there is nothing to search for. */
export function searchRequest(q: string | null, category: string | null): SearchRequest | null {
  const query = q?.trim() ?? '';
  if (!query) return null;
  const cat = category?.trim().toLowerCase();
  return cat ? { query, category: cat, limit: SEARCH_PAGE_LIMIT } : { query, limit: SEARCH_PAGE_LIMIT };
}

/**
 * The URL after the search form is submitted. A changed query drops the category filter (typing a new
 * search clears any selected category); re-submitting the same words keeps it.
 */
export function nextSearchParams(
  input: string,
  current: { q: string | null; category: string | null },
): URLSearchParams {
  const params = new URLSearchParams();
  const q = input.trim();
  if (q) params.set('q', q);
  if (current.category && q === (current.q ?? '').trim()) params.set('category', current.category);
  return params;
}
