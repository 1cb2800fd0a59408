import type { HeroItem, HeroResponse, HomeSection } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export interface HomeContent {
  heroItems: HeroItem[];
  sectionOrder: HomeSection[];
}

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
  return { heroItems: body.data ?? [], sectionOrder: withDefaultSections(body.homepage?.sectionOrder) };
}

export async function getHomeContent(signal?: AbortSignal): Promise<HomeContent> {
  return toHomeContent(await http.get<HeroResponse>('/site-content/hero', { signal }));
}

export const homeContentQuery = queryOptions({
  queryKey: ['site-content', 'hero'],
  queryFn: ({ signal }) => getHomeContent(signal),
});

export const useHomeContent = () => useQuery(homeContentQuery);
