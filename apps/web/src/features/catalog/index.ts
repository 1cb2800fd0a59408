export { catalogKeys, type ListingParams, type SearchRequest } from './api/catalog-keys';
export { categoriesQuery, useCategories, useTopLevelCategories } from './api/get-categories';
export {
  type CategoryProductsResponse,
  categoryProductsQuery,
  LISTING_LIMIT,
  useCategoryProducts,
} from './api/get-category-products';
export { productBySlugQuery } from './api/get-product';
export { getProducts, type ProductListParams, productsQuery, useProducts } from './api/get-products';
export {
  type SubcategoryProductsResponse,
  subcategoryProductsQuery,
  useSubcategoryProducts,
} from './api/get-subcategory-products';
export { type SearchResultsPage, searchProducts, searchProductsQuery } from './api/search-products';
export { ProductCard } from './components/product-card';
export { type Piece, useAddBySlug } from './lib/use-add-by-slug';
