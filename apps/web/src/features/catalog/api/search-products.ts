import { parseSearchTotal, SEARCH_TOTAL_HEADER, type SearchResult } from '@svarna/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { catalogKeys, type SearchRequest } from './catalog-keys';

/**
 * One page of results and how many products match in all (the page holds at most its limit); `more`
 * when they are more than `total`, the count's cap (`SEARCH_COUNT_CAP`).
 */
export interface SearchResultsPage {
  results: SearchResult[];
  total: number;
  more: boolean;
}

/**
 * GET /products/search?query&category&limit. The total comes in a response header; without one (an older
 * server) the page's own count stands.
 */
export async function searchProducts(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResultsPage> {
  let header: string | null = null;
  const results = await http.get<SearchResult[]>('/products/search', {
    query: { ...request },
    signal,
    onHeaders: (headers) => {
      header = headers.get(SEARCH_TOTAL_HEADER);
    },
  });
  const count = parseSearchTotal(header);
  return count && count.total >= results.length
    ? { results, ...count }
    : { results, total: results.length, more: false };
}

export const searchProductsQuery = (request: SearchRequest) =>
  queryOptions({
    queryKey: catalogKeys.search(request),
    queryFn: ({ signal }) => searchProducts(request, signal),
  });
