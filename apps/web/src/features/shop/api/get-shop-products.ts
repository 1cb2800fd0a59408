import type { Pagination, ProductSummary } from '@svarna/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getProducts } from '../../catalog';
import { getCollectionProducts } from '../../collections';
import type { ProductSource } from '../lib/shop-query';

export interface ProductPage {
  products: ProductSummary[];
  pagination: Pagination;
  total: number;
}

/** The shop's reads of its own: one page of the grid from whichever source the shop state points at. */
export const shopKeys = {
  products: (source: ProductSource | null) => ['shop', 'products', source] as const,
};

/** One page of the shop grid from whichever source the shop state points at. */
export async function getShopProducts(source: ProductSource, signal?: AbortSignal): Promise<ProductPage> {
  const body =
    source.kind === 'collection'
      ? await getCollectionProducts(source.slug, source.params, signal)
      : await getProducts(source.params, signal);
  return { products: body.products, pagination: body.pagination, total: body.total };
}

export const shopProductsQuery = (source: ProductSource | null) =>
  queryOptions({
    queryKey: shopKeys.products(source),
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
