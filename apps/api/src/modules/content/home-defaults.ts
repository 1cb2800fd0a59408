import type { PromoCard, TrendingTab } from '@svarna/contracts';
import type { HomePageData, SiteConfigData } from '../../db/schema';
import { rupees } from '../catalog/product-mapper';

/** The trending tabs the home page had before the desk could change them. */
export const DEFAULT_TRENDING_TABS: TrendingTab[] = [
  { label: 'Necklace', slug: 'necklace' },
  { label: 'Earrings', slug: 'earrings' },
  { label: 'Rings', slug: 'rings' },
  { label: 'Bangles and Bracelets', slug: 'bangles-and-bracelets' },
  { label: 'Pendant Set with Chain', slug: 'pendant-set-with-chain' },
];

/** The featured card the home page had before: the seed's moissanite set in its own words. */
export const DEFAULT_PROMO_CARD: NonNullable<HomePageData['promoCard']> = {
  productSlug: 'moissanite-single-line-necklace-set',
  title: null,
  subtitle: null,
  description: null,
  buttonText: null,
  linkText: null,
  linkPath: null,
  originalPricePaise: null,
  salePricePaise: null,
};

/** The home page's tabs and card as saved, or the defaults for a store that never saved them. */
export function homePageOf(data: SiteConfigData): HomePageData {
  return data.home ?? { version: 1, trendingTabs: DEFAULT_TRENDING_TABS, promoCard: DEFAULT_PROMO_CARD };
}

/** The card as the storefront reads it: prices in rupees. */
export function toPromoCard(card: HomePageData['promoCard']): PromoCard | null {
  if (!card) return null;
  const { originalPricePaise, salePricePaise, ...words } = card;
  return {
    ...words,
    originalPrice: originalPricePaise === null ? null : rupees(originalPricePaise),
    salePrice: salePricePaise === null ? null : rupees(salePricePaise),
  };
}
