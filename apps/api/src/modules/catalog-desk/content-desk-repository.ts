import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  banners,
  heroItems,
  homeSections,
  media,
  products,
  type SiteConfigData,
  siteConfig,
} from '../../db/schema';

export type HeroRow = typeof heroItems.$inferSelect;
export type HeroValues = Omit<typeof heroItems.$inferInsert, 'id'>;
export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id'>;
type HomeSection = (typeof homeSections.$inferSelect)['section'];

/** The desk's home page queries: hero slides, banners, section order and the site's settings. */
export function createContentDeskRepository(db: DbOrTx) {
  /** Every slide, shown or not, in order, with the product it sells. */
  async function listHeroes() {
    return db
      .select({ hero: heroItems, productSlug: products.slug, productName: products.name })
      .from(heroItems)
      .innerJoin(products, eq(products.id, heroItems.productId))
      .orderBy(asc(heroItems.position), asc(heroItems.id));
  }

  async function findHero(id: number) {
    const [row] = await db.select().from(heroItems).where(eq(heroItems.id, id)).for('update');
    return row ?? null;
  }

  async function nextHeroPosition(): Promise<number> {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${heroItems.position}) + 1, 0)::int` })
      .from(heroItems);
    return Number(row?.next ?? 0);
  }

  async function insertHero(values: HeroValues): Promise<HeroRow> {
    const [row] = await db.insert(heroItems).values(values).returning();
    return row!;
  }

  async function updateHero(id: number, values: Partial<HeroValues>): Promise<HeroRow> {
    const [row] = await db.update(heroItems).set(values).where(eq(heroItems.id, id)).returning();
    return row!;
  }

  async function removeHero(id: number) {
    await db.delete(heroItems).where(eq(heroItems.id, id));
  }

  async function listBanners(): Promise<BannerRow[]> {
    return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  }

  async function findBanner(id: number): Promise<BannerRow | null> {
    const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
    return row ?? null;
  }

  async function nextBannerPosition(): Promise<number> {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${banners.position}) + 1, 0)::int` })
      .from(banners);
    return Number(row?.next ?? 0);
  }

  async function insertBanner(values: BannerValues): Promise<BannerRow> {
    const [row] = await db.insert(banners).values(values).returning();
    return row!;
  }

  async function updateBanner(id: number, values: Partial<BannerValues>): Promise<BannerRow> {
    const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
    return row!;
  }

  async function removeBanner(id: number) {
    await db.delete(banners).where(eq(banners.id, id));
  }

  /** The words the desk gave a photo, read out in its place wherever it shows. */
  async function setMediaAlt(id: number, alt: string) {
    await db.update(media).set({ alt }).where(eq(media.id, id));
  }

  async function listHomeSections(): Promise<HomeSection[]> {
    const rows = await db.select().from(homeSections).orderBy(asc(homeSections.position));
    return rows.map((r) => r.section);
  }

  async function setHomeSections(order: HomeSection[]) {
    await db.delete(homeSections);
    await db.insert(homeSections).values(order.map((section, position) => ({ section, position })));
  }

  /** The settings row, held until the caller's transaction ends when `forUpdate`. */
  async function findSiteConfig(forUpdate = false) {
    const query = db
      .select({ data: siteConfig.data, version: siteConfig.version })
      .from(siteConfig)
      .where(eq(siteConfig.id, 1));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** New settings data; the settings' version is bumped only when `bumpVersion` (the home page has its own). */
  async function saveSiteData(data: SiteConfigData, bumpVersion: boolean) {
    const [row] = await db
      .update(siteConfig)
      .set(bumpVersion ? { data, version: sql`${siteConfig.version} + 1` } : { data })
      .where(eq(siteConfig.id, 1))
      .returning({ data: siteConfig.data, version: siteConfig.version });
    return row!;
  }

  return {
    listHeroes,
    findHero,
    nextHeroPosition,
    insertHero,
    updateHero,
    removeHero,
    listBanners,
    findBanner,
    nextBannerPosition,
    insertBanner,
    updateBanner,
    removeBanner,
    setMediaAlt,
    listHomeSections,
    setHomeSections,
    findSiteConfig,
    saveSiteData,
  };
}

export type ContentDeskRepository = ReturnType<typeof createContentDeskRepository>;
