import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  banners,
  categories,
  heroItems,
  homeSections,
  media,
  megaMenuItems,
  products,
  siteConfig,
  stores,
} from '../../db/schema';
import { mediaColumns } from '../catalog/catalog-repository';

export function createContentRepository(db: DbOrTx) {
  async function mediaByIds(ids: number[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map<number, typeof media.$inferSelect>();
    const rows = await db.select().from(media).where(inArray(media.id, unique));
    return new Map(rows.map((m) => [m.id, m]));
  }

  async function findSiteConfig() {
    const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    if (!row) return null;
    const images = await mediaByIds([row.logoImageId, row.faviconImageId, row.footerLogoImageId]);
    return { row, images };
  }

  async function listMegaMenu() {
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        imageAlt: megaMenuItems.imageAlt,
        image: mediaColumns,
      })
      .from(megaMenuItems)
      .innerJoin(categories, eq(categories.id, megaMenuItems.categoryId))
      .innerJoin(media, eq(media.id, megaMenuItems.imageId))
      .orderBy(asc(megaMenuItems.position));
    const ids = rows.map((r) => r.id);
    const subcategories = ids.length
      ? await db
          .select({
            id: categories.id,
            name: categories.name,
            slug: categories.slug,
            parentId: categories.parentId,
          })
          .from(categories)
          .where(inArray(categories.parentId, ids))
          .orderBy(asc(categories.position))
      : [];
    return { rows, subcategories };
  }

  async function listHeroItems() {
    return db
      .select({
        hero: heroItems,
        slug: products.slug,
        basePricePaise: products.basePricePaise,
        salePricePaise: products.salePricePaise,
        image: mediaColumns,
      })
      .from(heroItems)
      .innerJoin(products, eq(products.id, heroItems.productId))
      .innerJoin(media, eq(media.id, heroItems.imageId))
      .where(eq(heroItems.isActive, true))
      .orderBy(asc(heroItems.position));
  }

  async function listHomeSections() {
    return db.select().from(homeSections).orderBy(asc(homeSections.position));
  }

  async function listActiveBanners() {
    const rows = await db
      .select()
      .from(banners)
      .where(eq(banners.isActive, true))
      .orderBy(asc(banners.position));
    const images = await mediaByIds(rows.flatMap((b) => [b.mobileImageId, b.desktopImageId]));
    return { rows, images };
  }

  async function listStores() {
    return db.select().from(stores).orderBy(asc(stores.city), asc(stores.name));
  }

  return { findSiteConfig, listMegaMenu, listHeroItems, listHomeSections, listActiveBanners, listStores };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
