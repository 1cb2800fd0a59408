export { productBySlugQuery } from './api/get-product';
export { getProducts, type ProductListParams, productsQuery, useProducts } from './api/get-products';
export { ProductCard } from './components/product-card';
