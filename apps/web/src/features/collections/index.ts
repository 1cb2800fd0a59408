// Pages are loaded lazily by the router from ./pages; the entry exposes the list query and card rules.
export { useCollections } from './api/get-collections';
export { collectionTypeLabel, isComingSoon } from './lib/collection-rules';
