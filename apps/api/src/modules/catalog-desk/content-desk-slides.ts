import {
  type AdminBanner,
  type AdminBannerInputSchema,
  type AdminHero,
  type AdminHeroInputSchema,
  type AdminOrderInputSchema,
  paiseFromRupees,
} from '@svarna/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { adminActor } from '../admin/admin-order-mapper';
import { toImage } from '../catalog/product-mapper';
import { toBanner } from '../content/content-service';
import type { CatalogEntity } from './catalog-change-log';
import {
  type BannerRow,
  type BannerValues,
  createContentDeskRepository,
  type HeroRow,
  type HeroValues,
} from './content-desk-repository';
import { changeLogIn, loadNamedMedia, mediaByIds, publishedProduct } from './desk-support';

type HeroInput = z.output<typeof AdminHeroInputSchema>;
type BannerInput = z.output<typeof AdminBannerInputSchema>;
type OrderInput = z.output<typeof AdminOrderInputSchema>;

export interface ContentDeskDeps {
  db: Db;
  clock: Clock;
  /** once a change is committed: every process drops its cached home content and pages */
  onCatalogChanged: () => void;
}

const heroSnapshot = (row: HeroRow) => {
  const { id: _id, ...rest } = row;
  return rest;
};
const bannerSnapshot = (row: BannerRow) => {
  const { id: _id, ...rest } = row;
  return rest;
};
const paise = (value: number | null) => (value === null ? null : paiseFromRupees(value));

/** The home page's hero slides and banners from the desk. */
export function createContentSlidesService({ db, clock, onCatalogChanged }: ContentDeskDeps) {
  const repo = createContentDeskRepository(db);

  async function record(
    tx: DbOrTx,
    adminId: number,
    entity: CatalogEntity,
    entityId: number,
    action: 'create' | 'update' | 'delete',
    before: unknown,
    after: unknown,
  ) {
    await changeLogIn(tx).record({
      entity,
      entityId: String(entityId),
      action,
      actor: adminActor(adminId),
      before,
      after,
      at: clock.now(),
    });
  }

  // ── hero slides ─────────────────────────────────────────────────────────────────────────────────

  async function listHeroes(): Promise<AdminHero[]> {
    const rows = await repo.listHeroes();
    const images = await mediaByIds(
      db,
      rows.map((r) => r.hero.imageId),
    );
    return rows.flatMap(({ hero, productSlug, productName }) => {
      const image = images.get(hero.imageId);
      if (!image) return [];
      return [
        {
          _id: String(hero.id),
          productSlug,
          productName,
          title: hero.title,
          categoryLabel: hero.categoryLabel,
          categoryLinkText: hero.categoryLinkText,
          brandTag: hero.brandTag,
          emiText: hero.emiText,
          highlights: hero.highlights,
          descriptionText: hero.descriptionText,
          image: toImage(image),
          position: hero.position,
          isActive: hero.isActive,
        },
      ];
    });
  }

  async function heroById(id: number): Promise<AdminHero> {
    const found = (await listHeroes()).find((h) => h._id === String(id));
    if (!found) throw notFound('Hero slide not found');
    return found;
  }

  async function heroValues(tx: DbOrTx, input: HeroInput) {
    const product = await publishedProduct(tx, 'productSlug', input.productSlug);
    await loadNamedMedia(tx, [{ field: 'image', id: input.image }]);
    if (input.imageAlt)
      await createContentDeskRepository(tx).setMediaAlt(Number(input.image), input.imageAlt);
    return {
      productId: product.id,
      title: input.title,
      categoryLabel: input.categoryLabel,
      categoryLinkText: input.categoryLinkText,
      brandTag: input.brandTag,
      emiText: input.emiText,
      highlights: input.highlights,
      descriptionText: input.descriptionText,
      imageId: Number(input.image),
      isActive: input.isActive,
    } satisfies Partial<HeroValues>;
  }

  async function createHero(adminId: number, input: HeroInput) {
    const id = await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const values = await heroValues(tx, input);
      const row = await content.insertHero({ ...values, position: await content.nextHeroPosition() });
      await record(tx, adminId, 'hero', row.id, 'create', null, heroSnapshot(row));
      return row.id;
    });
    onCatalogChanged();
    return heroById(id);
  }

  async function updateHero(adminId: number, id: number, input: HeroInput) {
    await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const current = await content.findHero(id);
      if (!current) throw notFound('Hero slide not found');
      const row = await content.updateHero(id, await heroValues(tx, input));
      await record(tx, adminId, 'hero', id, 'update', heroSnapshot(current), heroSnapshot(row));
    });
    onCatalogChanged();
    return heroById(id);
  }

  async function deleteHero(adminId: number, id: number) {
    const title = await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const current = await content.findHero(id);
      if (!current) throw notFound('Hero slide not found');
      await content.removeHero(id);
      await record(tx, adminId, 'hero', id, 'delete', heroSnapshot(current), null);
      return current.title;
    });
    onCatalogChanged();
    return `Hero slide '${title}' deleted`;
  }

  // ── banners ─────────────────────────────────────────────────────────────────────────────────────

  async function listBanners(): Promise<AdminBanner[]> {
    const rows = await repo.listBanners();
    const images = await mediaByIds(
      db,
      rows.flatMap((b) => [b.mobileImageId, b.desktopImageId]),
    );
    return rows.flatMap((b) => {
      const banner = toBanner(b, images);
      return banner ? [{ ...banner, position: b.position }] : [];
    });
  }

  async function bannerById(id: number): Promise<AdminBanner> {
    const found = (await listBanners()).find((b) => b._id === String(id));
    if (!found) throw notFound('Banner not found');
    return found;
  }

  async function bannerValues(tx: DbOrTx, input: BannerInput) {
    await publishedProduct(tx, 'buttonLink', input.buttonLink);
    await loadNamedMedia(tx, [
      { field: 'mobileImage', id: input.mobileImage },
      { field: 'desktopImage', id: input.desktopImage },
    ]);
    return {
      placement: input.placement,
      title: input.title,
      subtitle: input.subtitle,
      description: input.description,
      buttonText: input.buttonText,
      buttonLink: input.buttonLink,
      originalPricePaise: paise(input.originalPrice),
      discountedPricePaise: paise(input.discountedPrice),
      mobileImageId: Number(input.mobileImage),
      desktopImageId: Number(input.desktopImage),
      gradientOverlay: input.gradientOverlay,
      textPosition: input.textPosition,
      isActive: input.isActive,
    } satisfies Partial<BannerValues>;
  }

  async function createBanner(adminId: number, input: BannerInput) {
    const id = await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const values = await bannerValues(tx, input);
      const row = await content.insertBanner({
        ...values,
        position: input.position ?? (await content.nextBannerPosition()),
      });
      await record(tx, adminId, 'banner', row.id, 'create', null, bannerSnapshot(row));
      return row.id;
    });
    onCatalogChanged();
    return bannerById(id);
  }

  async function updateBanner(adminId: number, id: number, input: BannerInput) {
    await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const current = await content.findBanner(id);
      if (!current) throw notFound('Banner not found');
      const values = await bannerValues(tx, input);
      const row = await content.updateBanner(id, { ...values, position: input.position ?? current.position });
      await record(tx, adminId, 'banner', id, 'update', bannerSnapshot(current), bannerSnapshot(row));
    });
    onCatalogChanged();
    return bannerById(id);
  }

  async function deleteBanner(adminId: number, id: number) {
    const title = await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const current = await content.findBanner(id);
      if (!current) throw notFound('Banner not found');
      await content.removeBanner(id);
      await record(tx, adminId, 'banner', id, 'delete', bannerSnapshot(current), null);
      return current.title;
    });
    onCatalogChanged();
    return `Banner '${title}' deleted`;
  }

  // ── order ───────────────────────────────────────────────────────────────────────────────────────

  /** Every slide (or banner) in a new order: the list must name each once. */
  async function reorder(adminId: number, entity: 'hero' | 'banner', { ids }: OrderInput) {
    await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const current =
        entity === 'hero' ? (await content.listHeroes()).map((r) => r.hero) : await content.listBanners();
      const known = new Map(current.map((row) => [row.id, row]));
      const stray = ids.find((id) => !known.has(Number(id)));
      const noun = entity === 'hero' ? 'hero slide' : 'banner';
      if (stray !== undefined) throw badRequest('ids', `ids: there is no ${noun} ${stray}`);
      if (ids.length !== current.length)
        throw badRequest('ids', `ids must list every ${noun} (${current.length}), in the new order`);
      for (const [position, id] of ids.map(Number).entries()) {
        const row = known.get(id)!;
        if (row.position === position) continue;
        if (entity === 'hero') await content.updateHero(id, { position });
        else await content.updateBanner(id, { position });
        await record(tx, adminId, entity, id, 'update', { position: row.position }, { position });
      }
    });
    onCatalogChanged();
  }

  return {
    listHeroes,
    createHero,
    updateHero,
    deleteHero,
    reorderHeroes: async (adminId: number, input: OrderInput) => {
      await reorder(adminId, 'hero', input);
      return listHeroes();
    },
    listBanners,
    createBanner,
    updateBanner,
    deleteBanner,
    reorderBanners: async (adminId: number, input: OrderInput) => {
      await reorder(adminId, 'banner', input);
      return listBanners();
    },
  };
}

export type ContentSlidesService = ReturnType<typeof createContentSlidesService>;
