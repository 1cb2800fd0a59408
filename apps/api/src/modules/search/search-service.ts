import { SEARCH_LIMIT_MAX, type SearchResult } from '@svarna/contracts';
import type { CatalogRepository } from '../catalog/catalog-repository';
import type { CatalogService } from '../catalog/catalog-service';
import type { SearchRepository } from './search-repository';

/** Lower-cased words of at least two letters; at most six, so a pasted paragraph stays cheap. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 2)
    .slice(0, 6);
}

export function createSearchService(
  search: SearchRepository,
  repo: CatalogRepository,
  catalog: CatalogService,
) {
  /** The best `limit` results, and how many products match in all. */
  async function searchPage(
    query: string | undefined,
    category: string | undefined,
    limit: number,
  ): Promise<{ results: SearchResult[]; total: number }> {
    const words = searchWords(query ?? '');
    if (words.length === 0) return { results: [], total: 0 };
    const { ids, total } = await search.searchProductIds(
      words,
      category?.toLowerCase(),
      Math.min(limit, SEARCH_LIMIT_MAX),
    );
    const rows = await repo.findProductsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return { results: await catalog.summarize(ordered), total };
  }

  async function searchProducts(
    query: string | undefined,
    category: string | undefined,
    limit: number,
  ): Promise<SearchResult[]> {
    return (await searchPage(query, category, limit)).results;
  }
  return { searchPage, searchProducts };
}

export type SearchService = ReturnType<typeof createSearchService>;
