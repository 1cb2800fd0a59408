import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getProducts } from '../../catalog';
import type { ProductSource } from '../lib/shop-query';
import { getCollectionProducts, type ProductPage } from './get-collection-products';

/** One page of the shop grid from whichever source the shop state points at. */
export async function getShopProducts(source: ProductSource, signal?: AbortSignal): Promise<ProductPage> {
  if (source.kind === 'collection') return getCollectionProducts(source.slug, source.params, signal);
  const body = await getProducts(source.params, signal);
  return { products: body.products, pagination: body.pagination, total: body.total };
}

export const shopProductsQuery = (source: ProductSource | null) =>
  queryOptions({
    queryKey: ['shop', 'products', source],
    queryFn: ({ signal }) => getShopProducts(source!, signal),
    enabled: source !== null,
    placeholderData: keepPreviousData,
  });

/** The shop grid's products. A failed fetch leaves no products (the page then says 'No products found'). */
export function useShopProducts(source: ProductSource | null) {
  const query = useQuery(shopProductsQuery(source));
  useEffect(() => {
    if (query.error) console.warn('Failed to load shop products', query.error);
  }, [query.error]);
  return query;
}
