import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

/** A banner's button names a product by slug (or a slug it had): one the desk has hidden takes the banner away. */
const pointsAtNoHiddenProduct = sql`not exists (
  select 1 from products p where not p.status and (p.slug = ${banners.buttonLink} or exists (
    select 1 from product_slug_redirects r where r.product_id = p.id and r.old_slug = ${banners.buttonLink})))`;

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

  /**
   * The menu is the top-level categories in the owner's order, so one the desk adds, renames or moves
   * shows at once. Its picture is the category's own image, else the one the menu was seeded with.
   */
  async function listMegaMenu() {
    const pictured = sql<number | null>`coalesce(${categories.imageId}, ${megaMenuItems.imageId})`;
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        ownImageId: categories.imageId,
        menuImageId: megaMenuItems.imageId,
        menuImageAlt: megaMenuItems.imageAlt,
        imageId: pictured,
      })
      .from(categories)
      .leftJoin(megaMenuItems, eq(megaMenuItems.categoryId, categories.id))
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.id), asc(megaMenuItems.position));
    const images = await mediaByIds(rows.flatMap((r) => (r.imageId === null ? [] : [Number(r.imageId)])));
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
          .orderBy(asc(categories.position), asc(categories.id))
      : [];
    const seen = new Set<number>();
    const menu = rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
    return {
      rows: menu.map(({ ownImageId, menuImageId, menuImageAlt, imageId, ...r }) => {
        const image = imageId === null ? null : (images.get(Number(imageId)) ?? null);
        // the menu's words describe the menu's picture; another picture the desk chose has its own
        const menuPicture = ownImageId === null || ownImageId === menuImageId;
        const imageAlt = (menuPicture ? menuImageAlt : image?.alt) || r.name;
        return { ...r, image, imageAlt };
      }),
      subcategories,
    };
  }

  async function listHeroItems() {
    return (
      db
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
        // a slide of a piece the desk has hidden is not shown
        .where(and(eq(heroItems.isActive, true), eq(products.status, true)))
        .orderBy(asc(heroItems.position))
    );
  }

  /** The site's settings alone, without its pictures (the home page's tabs and card live there). */
  async function findSiteData() {
    const [row] = await db.select({ data: siteConfig.data }).from(siteConfig).where(eq(siteConfig.id, 1));
    return row?.data ?? null;
  }

  async function listHomeSections() {
    return db.select().from(homeSections).orderBy(asc(homeSections.position));
  }

  async function listActiveBanners() {
    const rows = await db
      .select()
      .from(banners)
      .where(and(eq(banners.isActive, true), pointsAtNoHiddenProduct))
      .orderBy(asc(banners.position));
    const images = await mediaByIds(rows.flatMap((b) => [b.mobileImageId, b.desktopImageId]));
    return { rows, images };
  }

  async function listStores() {
    return db.select().from(stores).orderBy(asc(stores.city), asc(stores.name));
  }

  return {
    findSiteConfig,
    findSiteData,
    listMegaMenu,
    listHeroItems,
    listHomeSections,
    listActiveBanners,
    listStores,
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
