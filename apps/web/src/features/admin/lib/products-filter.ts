import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_STOCK_FILTERS,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '@svarna/contracts';

export type ProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export type StockFilter = (typeof ADMIN_STOCK_FILTERS)[number];

export interface ProductsFilter {
  q: string;
  status: ProductStatus | undefined;
  stock: StockFilter | undefined;
  sort: ProductSort;
  page: number;
}

export const CATALOG_PAGE_SIZE = 20;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The list's filter lives in the URL (?q&status&stock&sort&page); anything unreadable falls back to all. */
export function readProductsFilter(params: URLSearchParams): ProductsFilter {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    stock: oneOf(ADMIN_STOCK_FILTERS, params.get('stock')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? 'updated',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query for a filter, leaving out the defaults. */
export function productsFilterParams(filter: ProductsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (filter.stock) params.set('stock', filter.stock);
  if (filter.sort !== 'updated') params.set('sort', filter.sort);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

export const SORT_LABELS: Record<ProductSort, string> = {
  updated: 'Recently changed',
  name: 'Name (A to Z)',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
  stock: 'Stock',
};
