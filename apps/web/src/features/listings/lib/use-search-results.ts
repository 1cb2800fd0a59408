import { useQuery } from '@tanstack/react-query';
import { searchProductsQuery } from '../../catalog';
import { searchRequest } from './search-request';

/** Results for the page's q and category; no request at all while the query is blank. */
export function useSearchResults(q: string | null, category: string | null) {
  const request = searchRequest(q, category);
  return useQuery({
    ...searchProductsQuery(request ?? { query: '', limit: 0 }),
    enabled: request !== null,
  });
}
