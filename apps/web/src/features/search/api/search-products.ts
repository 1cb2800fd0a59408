import type { SearchResult } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

/** The overlay asks for at most 10 results. */
export const SEARCH_RESULT_LIMIT = 10;

export interface SearchParams {
  term: string;
  category: string | null;
}

/** GET /products/search?query&category (lowercased)&limit=10 */
export function searchProducts(
  { term, category }: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  return http.get<SearchResult[]>('/products/search', {
    query: { query: term, category: category?.toLowerCase(), limit: SEARCH_RESULT_LIMIT },
    signal,
  });
}

/** A failed search is logged and shows no results, so it never reaches an error state. */
export const searchProductsQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: ['products', 'search', params.term, params.category],
    queryFn: async ({ signal }) => {
      try {
        return await searchProducts(params, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Search failed', error);
        return [];
      }
    },
    staleTime: 60_000,
  });

/** Runs only for a non-empty term. */
export function useSearchProducts(params: SearchParams) {
  return useQuery({ ...searchProductsQuery(params), enabled: params.term.trim() !== '' });
}
