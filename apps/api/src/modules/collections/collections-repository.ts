import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collectionProducts, collections, media, products } from '../../db/schema';
import { type MediaRow, mediaColumns } from '../catalog/catalog-repository';

export type CollectionRow = typeof collections.$inferSelect;
export interface CollectionPreview {
  collectionId: number;
  id: number;
  slug: string;
  name: string;
  imageId: number | null;
}

export function createCollectionsRepository(db: DbOrTx) {
  async function listCollections() {
    return db.select().from(collections).orderBy(asc(collections.position), asc(collections.id));
  }

  async function findCollectionBySlug(slug: string) {
    const [row] = await db.select().from(collections).where(eq(collections.slug, slug)).limit(1);
    return row ?? null;
  }

  /** Counts, the first five products and the images of many collections, in three queries. */
  async function loadCollectionExtras(rows: CollectionRow[]) {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) {
      return {
        counts: new Map<number, number>(),
        previews: new Map<number, CollectionPreview[]>(),
        images: new Map<number, MediaRow>(),
      };
    }
    const imageIds = rows
      .flatMap((r) => [r.thumbnailImageId, r.featuredImageId, r.bannerImageId])
      .filter((id): id is number => id !== null);
    const [counts, previews, images] = await Promise.all([
      db
        .select({ collectionId: collectionProducts.collectionId, n: sql<number>`count(*)::int` })
        .from(collectionProducts)
        .innerJoin(products, and(eq(products.id, collectionProducts.productId), eq(products.status, true)))
        .where(inArray(collectionProducts.collectionId, ids))
        .groupBy(collectionProducts.collectionId),
      db
        .select({
          collectionId: sql<number>`ranked.collection_id`,
          id: sql<number>`ranked.id`,
          slug: sql<string>`ranked.slug`,
          name: sql<string>`ranked.name`,
          imageId: sql<number | null>`ranked.featured_image_id`,
        })
        .from(
          sql`(select cp.collection_id, p.id, p.slug, p.name, p.featured_image_id,
                 row_number() over (partition by cp.collection_id order by cp.position, p.id) as rn
               from ${collectionProducts} cp join ${products} p on p.id = cp.product_id and p.status
               where cp.collection_id in (${sql.join(
                 ids.map((id) => sql`${id}`),
                 sql`, `,
               )})) as ranked`,
        )
        .where(sql`ranked.rn <= 5`)
        .orderBy(sql`ranked.collection_id`, sql`ranked.rn`),
      imageIds.length
        ? db.select(mediaColumns).from(media).where(inArray(media.id, imageIds))
        : Promise.resolve([]),
    ]);
    const previewImageIds = previews.map((p) => p.imageId).filter((id): id is number => id !== null);
    const previewImages = previewImageIds.length
      ? await db.select(mediaColumns).from(media).where(inArray(media.id, previewImageIds))
      : [];
    const previewMap = new Map<number, CollectionPreview[]>();
    for (const p of previews)
      previewMap.set(Number(p.collectionId), [...(previewMap.get(Number(p.collectionId)) ?? []), p]);
    return {
      counts: new Map(counts.map((c) => [c.collectionId, c.n])),
      previews: previewMap,
      images: new Map([...images, ...previewImages].map((m) => [m.id, m])),
    };
  }

  return { listCollections, findCollectionBySlug, loadCollectionExtras };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
