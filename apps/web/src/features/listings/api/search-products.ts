import type { SearchResult } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type SearchRequest, searchRequest } from '../lib/search-request';

export function searchProducts(request: SearchRequest, signal?: AbortSignal): Promise<SearchResult[]> {
  return http.get<SearchResult[]>('/products/search', { query: { ...request }, signal });
}

export const searchProductsQuery = (request: SearchRequest) =>
  queryOptions({
    queryKey: ['listings', 'search', request],
    queryFn: ({ signal }) => searchProducts(request, signal),
  });

/** Results for the page's q and category; no request at all while the query is blank. */
export function useSearchResults(q: string | null, category: string | null) {
  const request = searchRequest(q, category);
  return useQuery({
    ...searchProductsQuery(request ?? { query: '', limit: 0 }),
    enabled: request !== null,
  });
}
