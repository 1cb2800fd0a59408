import type { Collection, ProductSort } from '@svarna/contracts';
import { notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog-service';
import { toImage } from '../catalog/product-mapper';
import { isCollectionAvailable } from './collection-availability';
import type { CollectionRow, CollectionsRepository } from './collections-repository';

type Extras = Awaited<ReturnType<CollectionsRepository['loadCollectionExtras']>>;

function toCollection(row: CollectionRow, extras: Extras, now: Date): Collection {
  const image = (id: number | null) => {
    const m = id === null ? undefined : extras.images.get(id);
    return m ? toImage(m) : null;
  };
  return {
    _id: String(row.id),
    slug: row.slug,
    title: row.title,
    name: row.title,
    description: row.description,
    shortDescription: row.shortDescription,
    collectionType: row.collectionType,
    isActive: row.isActive,
    isAvailable: isCollectionAvailable(row, now),
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    productCount: extras.counts.get(row.id) ?? 0,
    thumbnailImage: image(row.thumbnailImageId),
    featuredImage: image(row.featuredImageId),
    bannerImage: image(row.bannerImageId),
    styling: row.styling,
    marketing: row.marketing,
    products: (extras.previews.get(row.id) ?? []).map((p) => ({
      _id: String(p.id),
      slug: p.slug,
      name: p.name,
      featuredImage: image(p.imageId === null ? null : Number(p.imageId)),
    })),
  };
}

export function createCollectionsService(
  repo: CollectionsRepository,
  catalog: CatalogService,
  clock: () => Date = () => new Date(),
) {
  async function listCollections(): Promise<Collection[]> {
    const rows = await repo.listCollections();
    const extras = await repo.loadCollectionExtras(rows);
    const now = clock();
    return rows.map((r) => toCollection(r, extras, now));
  }

  async function getCollection(slug: string): Promise<Collection> {
    const row = await repo.findCollectionBySlug(slug);
    if (!row) throw notFound('Collection not found');
    return toCollection(row, await repo.loadCollectionExtras([row]), clock());
  }

  /** A collection's products in the owner's order; an unavailable collection shows none. */
  async function listCollectionProducts(slug: string, page: number, limit: number, sort: ProductSort) {
    const row = await repo.findCollectionBySlug(slug);
    if (!row) throw notFound('Collection not found');
    if (!isCollectionAvailable(row, clock())) {
      return {
        success: true as const,
        products: [],
        total: 0,
        pagination: { page, limit, total: 0, pages: 0 },
      };
    }
    const list = await catalog.listProducts({
      status: true,
      collectionId: String(row.id),
      sort,
      page,
      limit,
    });
    return {
      success: true as const,
      products: list.products,
      total: list.total,
      pagination: list.pagination,
    };
  }

  return { listCollections, getCollection, listCollectionProducts };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
