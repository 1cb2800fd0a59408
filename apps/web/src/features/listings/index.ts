// Pages are loaded lazily by the router from ./pages; the entry exposes only small hooks and rules.
export { useCategories } from './api/get-categories';
export { useSearchResults } from './api/search-products';
export { SEARCH_PAGE_LIMIT, searchRequest } from './lib/search-request';
