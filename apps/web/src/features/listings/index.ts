// Pages are loaded lazily by the router from ./pages; the entry exposes only small hooks and rules.
export { SEARCH_PAGE_LIMIT, searchRequest } from './lib/search-request';
export { useSearchResults } from './lib/use-search-results';
