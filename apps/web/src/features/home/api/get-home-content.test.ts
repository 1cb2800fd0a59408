import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, withDefaultSections } from './get-home-content';

describe('home section order', () => {
  it('keeps the server order and appends missing defaults', () => {
    expect(withDefaultSections(['highlightBanner', 'hero'])).toEqual([
      'highlightBanner',
      'hero',
      'betterLifeBanner',
      'trendingProductSection',
      'trendingProducts',
    ]);
  });

  it('uses the defaults when the server sends none, dropping unknown and repeated names', () => {
    expect(withDefaultSections(undefined)).toEqual([...HOME_SECTIONS]);
    expect(withDefaultSections(['hero', 'hero', 'mystery'])).toEqual([...HOME_SECTIONS]);
  });
});
