import { describe, expect, it } from 'vitest';
import { nextSearchParams, SEARCH_PAGE_LIMIT, searchRequest } from './search-request';

describe('searchRequest', () => {
  it('is null for a missing or blank query, so nothing is fetched', () => {
    expect(searchRequest(null, null)).toBeNull();
    expect(searchRequest('   ', 'rings')).toBeNull();
  });

  it('trims the query, lowercases the category and asks for 20', () => {
    expect(searchRequest('  gold ring ', ' Rings ')).toEqual({
      query: 'gold ring',
      category: 'rings',
      limit: SEARCH_PAGE_LIMIT,
    });
    expect(SEARCH_PAGE_LIMIT).toBe(20);
  });

  it('leaves the category out when none is given', () => {
    expect(searchRequest('necklace', '')).toEqual({ query: 'necklace', limit: 20 });
  });
});

describe('nextSearchParams', () => {
  it('keeps the category when the same words are searched again', () => {
    expect(nextSearchParams(' ring ', { q: 'ring', category: 'Rings' }).toString()).toBe(
      'q=ring&category=Rings',
    );
  });

  it('drops the category when the query changes', () => {
    expect(nextSearchParams('necklace', { q: 'ring', category: 'Rings' }).toString()).toBe('q=necklace');
  });

  it('clears the URL for a blank submission', () => {
    expect(nextSearchParams('  ', { q: 'ring', category: null }).toString()).toBe('');
  });
});
