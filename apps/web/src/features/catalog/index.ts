export { productBySlugQuery } from './api/get-product';
export { useProducts } from './api/get-products';
export { ProductCard } from './components/product-card';
