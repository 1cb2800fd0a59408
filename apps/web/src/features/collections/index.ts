// Pages are loaded lazily by the router from ./pages; the entry exposes the list query and card rules.
export { collectionsKeys } from './api/collections-keys';
export {
  type CollectionProductsParams,
  type CollectionProductsResponse,
  getCollectionProducts,
} from './api/get-collection-products';
export { collectionsQuery, useCollections } from './api/get-collections';
export { collectionTypeLabel, isComingSoon } from './lib/collection-rules';
