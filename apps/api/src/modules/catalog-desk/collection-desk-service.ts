import {
  type AdminCollection,
  type AdminCollectionInputSchema,
  type AdminCollectionListItem,
  type AdminCollectionUpdateSchema,
  collectionWindowTime,
  slugFromName,
} from '@svarna/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { adminActor } from '../admin/admin-order-mapper';
import type { MediaRow } from '../catalog/catalog-repository';
import { toImage } from '../catalog/product-mapper';
import { isCollectionAvailable } from '../collections/collection-availability';
import { createCatalogChangeLog } from './catalog-change-log';
import {
  type CollectionRow,
  type CollectionValues,
  createCollectionDeskRepository,
} from './collection-desk-repository';
import { changeLogIn, firstFreeSlug, loadNamedMedia, mediaByIds, staleVersion } from './desk-support';

type CollectionInput = z.output<typeof AdminCollectionInputSchema>;
type CollectionUpdate = z.output<typeof AdminCollectionUpdateSchema>;
type DeskRepository = ReturnType<typeof createCollectionDeskRepository>;

export interface CollectionDeskDeps {
  db: Db;
  clock: Clock;
  /** once a change is committed: every process drops its cached collections and pages */
  onCatalogChanged: () => void;
}

const SLUG_TAKEN = 'Another collection already has this slug';

/** What the change log keeps of a collection. */
const snapshot = (row: CollectionRow, productIds: number[]) => ({
  title: row.title,
  slug: row.slug,
  description: row.description,
  shortDescription: row.shortDescription,
  collectionType: row.collectionType,
  isActive: row.isActive,
  startDate: row.startDate?.toISOString() ?? null,
  endDate: row.endDate?.toISOString() ?? null,
  thumbnailImageId: row.thumbnailImageId,
  featuredImageId: row.featuredImageId,
  bannerImageId: row.bannerImageId,
  styling: row.styling,
  marketing: row.marketing,
  position: row.position,
  products: productIds,
});

/** Collections from the desk: their words, window, pictures and products in the owner's order. */
export function createCollectionDeskService({ db, clock, onCatalogChanged }: CollectionDeskDeps) {
  const repo = createCollectionDeskRepository(db);
  const log = createCatalogChangeLog(db);

  const imageOf = (images: Map<number, MediaRow>, id: number | null) => {
    const m = id === null ? undefined : images.get(id);
    return m ? toImage(m) : null;
  };

  function listFields(row: CollectionRow, images: Map<number, MediaRow>) {
    return {
      _id: String(row.id),
      version: row.version,
      slug: row.slug,
      title: row.title,
      collectionType: row.collectionType,
      isActive: row.isActive,
      isAvailable: isCollectionAvailable(row, clock.now()),
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      thumbnailImage: imageOf(images, row.thumbnailImageId),
      position: row.position,
    };
  }

  async function listCollections(): Promise<AdminCollectionListItem[]> {
    const [rows, counts] = await Promise.all([repo.listAll(), repo.productCounts()]);
    const images = await mediaByIds(
      db,
      rows.map((r) => r.thumbnailImageId),
    );
    return rows.map((row) => ({ ...listFields(row, images), productCount: counts.get(row.id) ?? 0 }));
  }

  async function getCollection(id: number): Promise<AdminCollection> {
    const row = await repo.find(id);
    if (!row) throw notFound('Collection not found');
    const [items, changes] = await Promise.all([repo.productsOf(id), log.latest('collection', String(id))]);
    const images = await mediaByIds(db, [
      row.thumbnailImageId,
      row.featuredImageId,
      row.bannerImageId,
      ...items.map((p) => p.imageId),
    ]);
    return {
      ...listFields(row, images),
      description: row.description,
      shortDescription: row.shortDescription,
      featuredImage: imageOf(images, row.featuredImageId),
      bannerImage: imageOf(images, row.bannerImageId),
      styling: row.styling,
      marketing: {
        heroSubtitle: row.marketing.heroSubtitle,
        callToAction: row.marketing.callToAction
          ? {
              ...row.marketing.callToAction,
              style: row.marketing.callToAction.style === 'secondary' ? 'secondary' : 'primary',
            }
          : null,
      },
      products: items.map((p) => ({
        _id: String(p.id),
        slug: p.slug,
        name: p.name,
        published: p.status,
        featuredImage: imageOf(images, p.imageId),
      })),
      createdAt: row.createdAt.toISOString(),
      changes,
    };
  }

  /** The products a save lists, by id or slug, as ids in the same order; an unknown one is a 400. */
  async function resolveProducts(collections: DeskRepository, refs: string[]): Promise<number[]> {
    const found = await collections.findProducts(refs);
    const byRef = new Map<string, number>();
    for (const p of found) {
      byRef.set(String(p.id), p.id);
      byRef.set(p.slug, p.id);
    }
    const ids: number[] = [];
    for (const ref of refs) {
      const id = byRef.get(ref);
      if (id === undefined) throw badRequest('products', `products: there is no product '${ref}'`);
      if (ids.includes(id)) throw badRequest('products', `products: '${ref}' is listed twice`);
      ids.push(id);
    }
    return ids;
  }

  async function valuesOf(
    tx: DbOrTx,
    input: CollectionInput,
    slug: string,
    position: number,
  ): Promise<CollectionValues> {
    await loadNamedMedia(tx, [
      { field: 'thumbnailImage', id: input.thumbnailImage },
      { field: 'featuredImage', id: input.featuredImage },
      { field: 'bannerImage', id: input.bannerImage },
    ]);
    const id = (value: string | null) => (value === null ? null : Number(value));
    return {
      slug,
      title: input.title,
      description: input.description,
      shortDescription: input.shortDescription,
      collectionType: input.collectionType,
      isActive: input.isActive,
      startDate: input.startDate === null ? null : collectionWindowTime(input.startDate, 'start'),
      endDate: input.endDate === null ? null : collectionWindowTime(input.endDate, 'end'),
      thumbnailImageId: id(input.thumbnailImage),
      featuredImageId: id(input.featuredImage),
      bannerImageId: id(input.bannerImage),
      styling: input.styling,
      marketing: input.marketing,
      position,
    };
  }

  function slugRaceOr409<T>(work: Promise<T>): Promise<T> {
    return work.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN, 'slug');
      throw error;
    });
  }

  async function createCollection(adminId: number, input: CollectionInput) {
    const id = await slugRaceOr409(
      db.transaction(async (tx) => {
        const collections = createCollectionDeskRepository(tx);
        let slug = input.slug;
        if (slug === undefined) {
          const base = slugFromName(input.title);
          if (!base)
            throw badRequest('slug', 'slug is required: the title has no letters or digits to make one from');
          slug = await firstFreeSlug(base, (s) => collections.slugTaken(s));
        } else if (await collections.slugTaken(slug)) throw conflict(SLUG_TAKEN, 'slug');
        const productIds = await resolveProducts(collections, input.products);
        const values = await valuesOf(tx, input, slug, input.position ?? (await collections.nextPosition()));
        const now = clock.now();
        const row = await collections.insert(values, now);
        await collections.setProducts(row.id, productIds);
        await changeLogIn(tx).record({
          entity: 'collection',
          entityId: String(row.id),
          action: 'create',
          actor: adminActor(adminId),
          before: null,
          after: snapshot(row, productIds),
          at: now,
        });
        return row.id;
      }),
    );
    onCatalogChanged();
    return getCollection(id);
  }

  /** The whole collection as the form holds it, at the version opened; a slug left out stays. */
  async function updateCollection(adminId: number, id: number, input: CollectionUpdate) {
    await slugRaceOr409(
      db.transaction(async (tx) => {
        const collections = createCollectionDeskRepository(tx);
        const current = await collections.lock(id);
        if (!current) throw notFound('Collection not found');
        if (current.version !== input.version) throw staleVersion('collection');
        const slug = input.slug ?? current.slug;
        if (slug !== current.slug && (await collections.slugTaken(slug, id)))
          throw conflict(SLUG_TAKEN, 'slug');
        const productIds = await resolveProducts(collections, input.products);
        const before = snapshot(
          current,
          (await collections.productsOf(id)).map((p) => p.id),
        );
        const row = await collections.update(
          id,
          await valuesOf(tx, input, slug, input.position ?? current.position),
        );
        await collections.setProducts(id, productIds);
        await changeLogIn(tx).record({
          entity: 'collection',
          entityId: String(id),
          action: 'update',
          actor: adminActor(adminId),
          before,
          after: snapshot(row, productIds),
          at: clock.now(),
        });
      }),
    );
    onCatalogChanged();
    return getCollection(id);
  }

  /** The collection goes; its products stay in the catalogue. */
  async function deleteCollection(adminId: number, id: number) {
    const title = await db.transaction(async (tx) => {
      const collections = createCollectionDeskRepository(tx);
      const current = await collections.lock(id);
      if (!current) throw notFound('Collection not found');
      const productIds = (await collections.productsOf(id)).map((p) => p.id);
      await collections.remove(id);
      await changeLogIn(tx).record({
        entity: 'collection',
        entityId: String(id),
        action: 'delete',
        actor: adminActor(adminId),
        before: snapshot(current, productIds),
        after: null,
        at: clock.now(),
      });
      return current.title;
    });
    onCatalogChanged();
    return `Collection '${title}' deleted`;
  }

  return { listCollections, getCollection, createCollection, updateCollection, deleteCollection };
}

export type CollectionDeskService = ReturnType<typeof createCollectionDeskService>;
