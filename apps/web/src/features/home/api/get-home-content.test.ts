import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMO_CARD,
  DEFAULT_TRENDING_TABS,
  HOME_SECTIONS,
  toHomeContent,
  withDefaultSections,
} from './get-home-content';

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

describe('home content from the server', () => {
  const body = (homepage: Record<string, unknown>) =>
    ({ success: true, data: [], homepage: { sectionOrder: [], ...homepage } }) as never;

  it("takes the owner's trending tabs and featured card", () => {
    const promoCard = {
      ...DEFAULT_PROMO_CARD,
      productSlug: 'kundan-choker',
      title: 'Just In',
      salePrice: 1200,
    };
    const content = toHomeContent(body({ trendingTabs: [{ label: 'Chokers', slug: 'choker' }], promoCard }));
    expect(content.trendingTabs).toEqual([{ label: 'Chokers', slug: 'choker' }]);
    expect(content.promoCard).toEqual(promoCard);
  });

  it('keeps no card when the owner shows none, and the defaults when the server names neither', () => {
    expect(toHomeContent(body({ promoCard: null })).promoCard).toBeNull();
    const older = toHomeContent(body({}));
    expect(older.trendingTabs).toEqual(DEFAULT_TRENDING_TABS);
    expect(older.promoCard).toEqual(DEFAULT_PROMO_CARD);
  });
});
