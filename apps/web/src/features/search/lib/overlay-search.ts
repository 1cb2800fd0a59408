import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys, type SearchRequest, searchProducts } from '../../catalog';

/** The overlay asks for at most 10 results. */
export const SEARCH_RESULT_LIMIT = 10;

export interface SearchParams {
  term: string;
  category: string | null;
}

/** GET /products/search?query&category (lowercased)&limit=10 */
const overlayRequest = ({ term, category }: SearchParams): SearchRequest => ({
  query: term,
  category: category?.toLowerCase(),
  limit: SEARCH_RESULT_LIMIT,
});

/** A failed search is logged and shows no results, so it never reaches an error state. */
export const overlaySearchQuery = (params: SearchParams) => {
  const request = overlayRequest(params);
  return queryOptions({
    queryKey: catalogKeys.search(request),
    queryFn: async ({ signal }) => {
      try {
        return await searchProducts(request, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Search failed', error);
        return { results: [], total: 0, more: false };
      }
    },
    staleTime: 60_000,
  });
};

/** The overlay's results; runs only for a non-empty term. */
export function useSearchProducts(params: SearchParams) {
  return useQuery({
    ...overlaySearchQuery(params),
    enabled: params.term.trim() !== '',
    select: (page) => page.results,
  });
}
