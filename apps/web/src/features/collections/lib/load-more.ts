import type { Pagination } from '@svarna/contracts';

/** The collection page asks for 20 products a page. */
export const COLLECTION_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** 'Load More Products' is offered only while the shown page is before the last one. */
export function hasMorePages(pagination: Pick<Pagination, 'page' | 'pages'> | null | undefined): boolean {
  return pagination != null && pagination.page < pagination.pages;
}

/** The page 'Load More Products' fetches next; it replaces the list rather than adding to it. */
export function nextPage(pagination: Pick<Pagination, 'page' | 'pages'> | null | undefined): number | null {
  return pagination && hasMorePages(pagination) ? pagination.page + 1 : null;
}

/**
 * Page size: 20, unless the URL asks for another via ?limit= (a whole number from 1 to 100, for
 * previewing paging on a small collection); anything else keeps 20.
 */
export function pageSizeFrom(param: string | null): number {
  if (param == null || !/^[0-9]+$/.test(param)) return COLLECTION_PAGE_SIZE;
  const size = Number(param);
  return size >= 1 && size <= MAX_PAGE_SIZE ? size : COLLECTION_PAGE_SIZE;
}
