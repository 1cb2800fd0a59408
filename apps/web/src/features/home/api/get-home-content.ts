import type { HeroItem, HeroResponse, HomeSection, PromoCard, TrendingTab } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { siteContentKeys } from '../../../lib/site-content-keys';

export interface HomeContent {
  heroItems: HeroItem[];
  sectionOrder: HomeSection[];
  /** the trending section's tabs, as the desk set them */
  trendingTabs: TrendingTab[];
  /** the featured product card; null: the owner shows none */
  promoCard: PromoCard | null;
}

/** The tabs and card the home page shows when the server names none (a server from before the desk). */
export const DEFAULT_TRENDING_TABS: TrendingTab[] = [
  { label: 'Necklace', slug: 'necklace' },
  { label: 'Earrings', slug: 'earrings' },
  { label: 'Rings', slug: 'rings' },
  { label: 'Bangles and Bracelets', slug: 'bangles-and-bracelets' },
  { label: 'Pendant Set with Chain', slug: 'pendant-set-with-chain' },
];
export const DEFAULT_PROMO_CARD: PromoCard = {
  productSlug: 'moissanite-single-line-necklace-set',
  title: null,
  subtitle: null,
  description: null,
  buttonText: null,
  linkText: null,
  linkPath: null,
  originalPrice: null,
  salePrice: null,
};

/**
 * The contract's section list, repeated here as a value: importing values from '@svarna/contracts' would
 * pull zod into the page bundle. The type check keeps the two lists equal.
 */
export const HOME_SECTIONS = [
  'hero',
  'betterLifeBanner',
  'trendingProductSection',
  'trendingProducts',
  'highlightBanner',
] as const satisfies readonly HomeSection[];
type MissingSection = Exclude<HomeSection, (typeof HOME_SECTIONS)[number]>;
const _allSections: MissingSection extends never ? true : false = true;
void _allSections;

/** Server order first, then every default section it left out. */
export function withDefaultSections(order: readonly string[] | undefined): HomeSection[] {
  const known = new Set<string>(HOME_SECTIONS);
  const result: HomeSection[] = [];
  for (const section of order ?? []) {
    if (known.has(section) && !result.includes(section as HomeSection)) result.push(section as HomeSection);
  }
  for (const section of HOME_SECTIONS) if (!result.includes(section)) result.push(section);
  return result;
}

export function toHomeContent(body: HeroResponse): HomeContent {
  const tabs = body.homepage?.trendingTabs;
  return {
    heroItems: body.data ?? [],
    sectionOrder: withDefaultSections(body.homepage?.sectionOrder),
    trendingTabs: tabs?.length ? tabs : DEFAULT_TRENDING_TABS,
    promoCard: body.homepage?.promoCard === undefined ? DEFAULT_PROMO_CARD : body.homepage.promoCard,
  };
}

export async function getHomeContent(signal?: AbortSignal): Promise<HomeContent> {
  return toHomeContent(await http.get<HeroResponse>('/site-content/hero', { signal }));
}

export const homeContentQuery = queryOptions({
  queryKey: siteContentKeys.hero(),
  queryFn: ({ signal }) => getHomeContent(signal),
});

export const useHomeContent = () => useQuery(homeContentQuery);
