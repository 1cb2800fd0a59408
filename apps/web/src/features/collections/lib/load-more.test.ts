import { describe, expect, it } from 'vitest';
import { COLLECTION_PAGE_SIZE, hasMorePages, nextPage, pageSizeFrom } from './load-more';

describe('load more', () => {
  it('offers another page only while page < pages', () => {
    expect(hasMorePages({ page: 1, pages: 3 })).toBe(true);
    expect(hasMorePages({ page: 3, pages: 3 })).toBe(false);
    expect(hasMorePages({ page: 1, pages: 1 })).toBe(false);
    expect(hasMorePages({ page: 1, pages: 0 })).toBe(false);
    expect(hasMorePages(undefined)).toBe(false);
  });

  it('asks for the following page, or none on the last', () => {
    expect(nextPage({ page: 1, pages: 3 })).toBe(2);
    expect(nextPage({ page: 2, pages: 3 })).toBe(3);
    expect(nextPage({ page: 3, pages: 3 })).toBeNull();
  });

  it('pages by 20 unless the URL asks for a valid size', () => {
    expect(COLLECTION_PAGE_SIZE).toBe(20);
    expect(pageSizeFrom(null)).toBe(20);
    expect(pageSizeFrom('5')).toBe(5);
    expect(pageSizeFrom('0')).toBe(20);
    expect(pageSizeFrom('101')).toBe(20);
    expect(pageSizeFrom('abc')).toBe(20);
    expect(pageSizeFrom('2.5')).toBe(20);
  });
});
