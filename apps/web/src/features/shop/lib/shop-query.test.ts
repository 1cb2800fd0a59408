import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  availableSorts,
  chooseCollection,
  choosePage,
  chooseSort,
  EMPTY_FILTERS,
  pageNumbers,
  parseShopSearch,
  productSource,
  SHOP_PAGE_SIZE,
  type ShopState,
  toShopSearch,
} from './shop-query';

const parse = (query: string) => parseShopSearch(new URLSearchParams(query));
const base: ShopState = parse('');
const ids: Record<string, string> = { 'diwali-glow': '1' };
const idOf = (slug: string) => ids[slug];

describe('shop state in the URL', () => {
  it('defaults to page 1 of 500, newest first, no filters', () => {
    expect(base).toEqual({
      collection: null,
      category: null,
      inStock: false,
      sort: '-createdAt',
      page: 1,
      limit: SHOP_PAGE_SIZE,
    });
    expect(toShopSearch(base).toString()).toBe('');
  });

  it('reads page, limit, filters and sort, and writes them back', () => {
    const state = parse('category=4&inStock=true&sort=price&page=2&limit=12');
    expect(state).toMatchObject({ category: '4', inStock: true, sort: 'price', page: 2, limit: 12 });
    expect(parse(toShopSearch(state).toString())).toEqual(state);
  });

  it('ignores invalid values and caps the page size at 500', () => {
    expect(parse('page=0&limit=abc&sort=cheapest&category=rings')).toEqual(base);
    expect(parse('limit=9999').limit).toBe(500);
    expect(parse('page=-3').page).toBe(1);
  });

  it("accepts 'collectionOrder' only inside a collection", () => {
    expect(parse('sort=collectionOrder').sort).toBe('-createdAt');
    expect(parse('collection=diwali-glow&sort=collectionOrder').sort).toBe('collectionOrder');
  });
});

describe('sort availability', () => {
  it('offers exactly the five sorts outside a collection, plus Collection Order inside one', () => {
    expect(availableSorts(false)).toEqual([
      { value: '-createdAt', label: 'Newest' },
      { value: 'createdAt', label: 'Oldest' },
      { value: '-price', label: 'Price High to Low' },
      { value: 'price', label: 'Price Low to High' },
      { value: '-rating', label: 'Highest Rated' },
    ]);
    expect(availableSorts(true).map((s) => s.label)).toEqual([
      'Newest',
      'Oldest',
      'Price High to Low',
      'Price Low to High',
      'Highest Rated',
      'Collection Order',
    ]);
  });

  it('refuses Collection Order outside a collection and drops it when leaving one', () => {
    expect(chooseSort(base, 'collectionOrder').sort).toBe('-createdAt');
    const inCollection = chooseSort(chooseCollection(base, 'diwali-glow'), 'collectionOrder');
    expect(inCollection.sort).toBe('collectionOrder');
    expect(chooseCollection(inCollection, null).sort).toBe('-createdAt');
    expect(chooseCollection(chooseSort(base, '-price'), null).sort).toBe('-price');
  });
});

describe('page reset', () => {
  const onPage3 = choosePage(parse('limit=12'), 3);

  it('goes back to page 1 when filters are applied or reset, the collection or the sort changes', () => {
    expect(applyFilters(onPage3, { category: '2', inStock: true })).toMatchObject({
      category: '2',
      inStock: true,
      page: 1,
      limit: 12,
    });
    expect(applyFilters(onPage3, EMPTY_FILTERS).page).toBe(1);
    expect(chooseCollection(onPage3, 'diwali-glow').page).toBe(1);
    expect(chooseSort(onPage3, 'price').page).toBe(1);
  });

  it('keeps the filters when only the page changes', () => {
    const filtered = applyFilters(base, { category: '2', inStock: true });
    expect(choosePage(filtered, 2)).toMatchObject({ category: '2', inStock: true, page: 2 });
    expect(choosePage(filtered, 0).page).toBe(1);
  });
});

describe('filters to API params', () => {
  it('asks the product list with status, sort, page and limit by default', () => {
    expect(productSource(base, idOf)).toEqual({
      kind: 'products',
      params: { status: true, sort: '-createdAt', page: 1, limit: 500 },
    });
  });

  it('sends the category id and inStock=true only when set', () => {
    const state = applyFilters(chooseSort(base, 'price'), { category: '4', inStock: true });
    expect(productSource(state, idOf)).toEqual({
      kind: 'products',
      params: { status: true, categoryId: '4', inStock: true, sort: 'price', page: 1, limit: 500 },
    });
    const noStock = applyFilters(base, { category: '4', inStock: false });
    expect(productSource(noStock, idOf)).toEqual({
      kind: 'products',
      params: { status: true, categoryId: '4', sort: '-createdAt', page: 1, limit: 500 },
    });
  });

  it("switches to the collection's products inside a collection (at most 100 a page)", () => {
    const state = chooseSort(chooseCollection(base, 'diwali-glow'), 'collectionOrder');
    expect(productSource(state, idOf)).toEqual({
      kind: 'collection',
      slug: 'diwali-glow',
      params: { page: 1, limit: 100, sort: 'collectionOrder' },
    });
    expect(productSource(choosePage({ ...state, limit: 12 }, 2), idOf)).toMatchObject({
      params: { page: 2, limit: 12 },
    });
  });

  it('filters inside a collection through the product list by collection id', () => {
    const state = applyFilters(chooseCollection(base, 'diwali-glow'), { category: '2', inStock: true });
    expect(productSource(state, idOf)).toEqual({
      kind: 'products',
      params: {
        status: true,
        categoryId: '2',
        inStock: true,
        collectionId: '1',
        sort: '-createdAt',
        page: 1,
        limit: 500,
      },
    });
    // the collection's id is not known yet: nothing to ask for
    expect(productSource({ ...state, collection: 'unknown' }, idOf)).toBeNull();
  });
});

describe('page numbers', () => {
  it('lists every page when there are few, else the ends and a window with gaps', () => {
    expect(pageNumbers(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
