import { SEARCH_TOTAL_HEADER, type SearchResult } from '@svarna/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { catalogKeys, type SearchRequest } from './catalog-keys';

/** One page of results and how many products match in all (the page holds at most its limit). */
export interface SearchResultsPage {
  results: SearchResult[];
  total: number;
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
  const total = Number(header ?? Number.NaN);
  return { results, total: Number.isInteger(total) && total >= results.length ? total : results.length };
}

export const searchProductsQuery = (request: SearchRequest) =>
  queryOptions({
    queryKey: catalogKeys.search(request),
    queryFn: ({ signal }) => searchProducts(request, signal),
  });
