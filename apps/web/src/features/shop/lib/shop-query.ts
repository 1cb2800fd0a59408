import type { ProductSort } from '@svarna/contracts';

/** Shop page size 500, page 1 by default, newest first. */
export const SHOP_PAGE_SIZE = 500;
/** The collection products endpoint serves at most 100 per page. */
export const COLLECTION_PAGE_SIZE_MAX = 100;
export const DEFAULT_SORT: ProductSort = '-createdAt';

export interface SortOption {
  value: ProductSort;
  label: string;
}

const SORTS: readonly SortOption[] = [
  { value: '-createdAt', label: 'Newest' },
  { value: 'createdAt', label: 'Oldest' },
  { value: '-price', label: 'Price High to Low' },
  { value: 'price', label: 'Price Low to High' },
  { value: '-rating', label: 'Highest Rated' },
  { value: 'collectionOrder', label: 'Collection Order' },
];

/** Every sort, with 'Collection Order' offered only inside a collection. */
export function availableSorts(inCollection: boolean): SortOption[] {
  return SORTS.filter((s) => inCollection || s.value !== 'collectionOrder');
}

/** The shop's state, all of it kept in the URL so reload and back restore it. */
export interface ShopState {
  /** collection slug, or null for every product */
  collection: string | null;
  /** top-level category id */
  category: string | null;
  inStock: boolean;
  sort: ProductSort;
  page: number;
  limit: number;
}

/** The part of the state edited in the filter panel and applied by 'Apply'. */
export interface ShopFilters {
  category: string | null;
  inStock: boolean;
}

export const EMPTY_FILTERS: ShopFilters = { category: null, inStock: false };

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^[0-9]+$/.test(raw)) return fallback;
  const value = Number(raw);
  if (value < 1) return fallback;
  return Math.min(value, max);
}

/** Reads the shop state from the URL query, ignoring anything invalid. */
export function parseShopSearch(search: URLSearchParams): ShopState {
  const collection = search.get('collection')?.trim() || null;
  const rawCategory = search.get('category');
  const category = rawCategory && /^[0-9]+$/.test(rawCategory) ? rawCategory : null;
  const rawSort = search.get('sort');
  const sort = availableSorts(collection !== null).find((s) => s.value === rawSort)?.value ?? DEFAULT_SORT;
  return {
    collection,
    category,
    inStock: search.get('inStock') === 'true',
    sort,
    page: positiveInt(search.get('page'), 1, 10_000),
    limit: positiveInt(search.get('limit'), SHOP_PAGE_SIZE, SHOP_PAGE_SIZE),
  };
}

/** The URL query for a state; defaults are left out so the plain /shop stays plain. */
export function toShopSearch(state: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.collection) params.set('collection', state.collection);
  if (state.category) params.set('category', state.category);
  if (state.inStock) params.set('inStock', 'true');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== SHOP_PAGE_SIZE) params.set('limit', String(state.limit));
  return params;
}

/** Applies the filter panel: any change of filters goes back to page 1. */
export function applyFilters(state: ShopState, filters: ShopFilters): ShopState {
  return { ...state, category: filters.category, inStock: filters.inStock, page: 1 };
}

/** Chooses a collection (or null for all products); 'Collection Order' does not survive leaving one. */
export function chooseCollection(state: ShopState, collection: string | null): ShopState {
  const sort = collection === null && state.sort === 'collectionOrder' ? DEFAULT_SORT : state.sort;
  return { ...state, collection, sort, page: 1 };
}

export function chooseSort(state: ShopState, sort: ProductSort): ShopState {
  const allowed = availableSorts(state.collection !== null).some((s) => s.value === sort);
  return { ...state, sort: allowed ? sort : DEFAULT_SORT, page: 1 };
}

export function choosePage(state: ShopState, page: number): ShopState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export interface ProductsRequest {
  status: true;
  categoryId?: string;
  collectionId?: string;
  inStock?: true;
  sort: ProductSort;
  page: number;
  limit: number;
}

/** Where the products come from: the product list, or a collection's own product list. */
export type ProductSource =
  | { kind: 'products'; params: ProductsRequest }
  | { kind: 'collection'; slug: string; params: { page: number; limit: number; sort: ProductSort } };

/**
 * Turns the shop state into one API request. Inside a collection the collection's endpoint serves the
 * products; it takes no category or stock filter, so when one of those is set the product list is asked
 * for that collection's id instead (it honours the same sorts, including the collection order).
 * Returns null while a needed collection id is not known yet.
 */
export function productSource(
  state: ShopState,
  collectionIdOf: (slug: string) => string | undefined,
): ProductSource | null {
  const filtered = state.category !== null || state.inStock;
  if (state.collection && !filtered) {
    return {
      kind: 'collection',
      slug: state.collection,
      params: {
        page: state.page,
        limit: Math.min(state.limit, COLLECTION_PAGE_SIZE_MAX),
        sort: state.sort,
      },
    };
  }
  const params: ProductsRequest = {
    status: true,
    sort: state.sort,
    page: state.page,
    limit: state.limit,
  };
  if (state.category) params.categoryId = state.category;
  if (state.inStock) params.inStock = true;
  if (state.collection) {
    const id = collectionIdOf(state.collection);
    if (!id) return null;
    params.collectionId = id;
  } else if (params.sort === 'collectionOrder') {
    params.sort = DEFAULT_SORT;
  }
  return { kind: 'products', params };
}

/** Page numbers to show: all when few, else the first, the last and a window around the current page. */
export function pageNumbers(current: number, pages: number, around = 1): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const result: (number | 'gap')[] = [];
  const start = Math.max(2, current - around);
  const end = Math.min(pages - 1, current + around);
  result.push(1);
  if (start > 2) result.push('gap');
  for (let p = start; p <= end; p++) result.push(p);
  if (end < pages - 1) result.push('gap');
  result.push(pages);
  return result;
}
