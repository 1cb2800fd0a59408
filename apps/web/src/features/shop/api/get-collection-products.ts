import type { Pagination, ProductSort, ProductSummary } from '@svarna/contracts';
import { http } from '../../../lib/http-client';

export interface ProductPage {
  products: ProductSummary[];
  pagination: Pagination;
  total: number;
}

export interface CollectionProductsParams {
  page: number;
  limit: number;
  sort: ProductSort;
}

/** A collection's products (empty when the collection is not available). */
export async function getCollectionProducts(
  slug: string,
  params: CollectionProductsParams,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const body = await http.get<{ success: boolean } & ProductPage>(
    `/collections/${encodeURIComponent(slug)}/products`,
    { query: { ...params }, signal },
  );
  return { products: body.products, pagination: body.pagination, total: body.total };
}
