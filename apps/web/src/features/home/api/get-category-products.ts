import type { Pagination, ProductSummary } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export interface CategoryProducts {
  category: { _id: string; title: string; slug: string; description: string };
  products: ProductSummary[];
  pagination: Pagination;
  total: number;
}

/**
 * A category's products. The slug may be a slug, a name, a plural or a joined pair
 * ('bangles-and-bracelets' covers both bangles and bracelets).
 */
export async function getCategoryProducts(
  slug: string,
  limit: number,
  signal?: AbortSignal,
): Promise<CategoryProducts> {
  const body = await http.get<{ success: boolean } & CategoryProducts>(
    `/products/category/${encodeURIComponent(slug)}/products`,
    { query: { page: 1, limit }, signal },
  );
  return { category: body.category, products: body.products, pagination: body.pagination, total: body.total };
}

export const categoryProductsQuery = (slug: string, limit: number) =>
  queryOptions({
    queryKey: ['home', 'category-products', slug, limit],
    queryFn: ({ signal }) => getCategoryProducts(slug, limit, signal),
  });

export const useCategoryProducts = (slug: string, limit: number) =>
  useQuery(categoryProductsQuery(slug, limit));
