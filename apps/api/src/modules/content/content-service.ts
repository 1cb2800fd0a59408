import {
  type Banner,
  type HeroResponse,
  HOME_SECTIONS,
  type HomeSection,
  type MegaMenuCategory,
  type SiteConfig,
} from '@svarna/contracts';
import type { banners } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { MediaRow } from '../catalog/catalog-repository';
import { rupees, toImage } from '../catalog/product-mapper';
import type { ContentRepository } from './content-repository';
import { DEFAULT_PROMO_CARD, DEFAULT_TRENDING_TABS, homePageOf, toPromoCard } from './home-defaults';

const fileRef = (m: { filePath: string; width: number; height: number } | undefined) =>
  m ? { filePath: m.filePath, width: m.width, height: m.height } : { filePath: '', width: 1, height: 1 };

export function createContentService(repo: ContentRepository) {
  async function getSiteConfig(): Promise<SiteConfig> {
    const found = await repo.findSiteConfig();
    if (!found) throw notFound('Site configuration not found');
    const { row, images } = found;
    const d = row.data;
    return {
      theme: { fontFamily: d.fontFamily, primaryColor: d.primaryColor },
      header: [
        {
          siteTitle: d.siteTitle,
          favicon: fileRef(images.get(row.faviconImageId)),
          websiteLogo: fileRef(images.get(row.logoImageId)),
          topBar: d.topBar,
        },
      ],
      footer: [
        {
          logo: fileRef(images.get(row.footerLogoImageId)),
          about: d.about,
          copyright: d.copyright,
          developerCredit: d.developerCredit,
          socialLinks: d.socialLinks,
          supportPhone: d.supportPhone,
          supportWhatsapp: d.supportWhatsapp,
          supportEmail: d.supportEmail,
        },
      ],
      offers: { bankOffer: d.bankOffer?.trim() || null },
    };
  }

  async function getMegaMenu(): Promise<MegaMenuCategory[]> {
    const { rows, subcategories } = await repo.listMegaMenu();
    return rows.map((r) => ({
      _id: String(r.id),
      name: r.name,
      slug: r.slug,
      featured: r.image
        ? [{ imageSrc: r.image.filePath, imageAlt: r.imageAlt, href: `/category/${r.slug}` }]
        : [],
      subcategories: subcategories
        .filter((s) => s.parentId === r.id)
        .map((s) => ({ _id: String(s.id), name: s.name, slug: s.slug })),
    }));
  }

  async function getHero(): Promise<HeroResponse> {
    const [items, sections, site] = await Promise.all([
      repo.listHeroItems(),
      repo.listHomeSections(),
      repo.findSiteData(),
    ]);
    const home = site ? homePageOf(site) : null;
    return {
      success: true,
      data: items.map(({ hero, slug, basePricePaise, salePricePaise, image }) => ({
        _id: String(hero.id),
        title: hero.title,
        slug,
        category: hero.categoryLabel,
        categoryLinkText: hero.categoryLinkText ?? `All ${hero.categoryLabel}`,
        brandTag: hero.brandTag,
        emiText: hero.emiText,
        highlights: hero.highlights,
        descriptionText: hero.descriptionText,
        image: toImage(image),
        basePrice: rupees(basePricePaise),
        salePrice: salePricePaise === null ? null : rupees(salePricePaise),
      })),
      homepage: {
        sectionOrder: homeSectionOrder(sections.map((s) => s.section)),
        trendingTabs: home?.trendingTabs ?? DEFAULT_TRENDING_TABS,
        promoCard: home ? toPromoCard(home.promoCard) : toPromoCard(DEFAULT_PROMO_CARD),
      },
    };
  }

  async function getActiveBanners(): Promise<Banner[]> {
    const { rows, images } = await repo.listActiveBanners();
    return rows.flatMap((b) => toBanner(b, images) ?? []);
  }

  return { getSiteConfig, getMegaMenu, getHero, getActiveBanners };
}

/** The owner's order first, then every default section the owner left out. */
type BannerRow = typeof banners.$inferSelect;

/** A banner as shoppers get it, with both its pictures; none when a picture is missing. */
export function toBanner(b: BannerRow, images: ReadonlyMap<number, MediaRow>): Banner | null {
  const mobile = images.get(b.mobileImageId);
  const desktop = images.get(b.desktopImageId);
  if (!mobile || !desktop) return null;
  return {
    _id: String(b.id),
    placement: b.placement,
    title: b.title,
    subtitle: b.subtitle,
    description: b.description,
    buttonText: b.buttonText,
    buttonLink: b.buttonLink,
    originalPrice: b.originalPricePaise === null ? null : rupees(b.originalPricePaise),
    discountedPrice: b.discountedPricePaise === null ? null : rupees(b.discountedPricePaise),
    mobileImage: toImage(mobile),
    desktopImage: toImage(desktop),
    gradientOverlay: b.gradientOverlay,
    textPosition: b.textPosition,
    isActive: b.isActive,
  };
}

export function homeSectionOrder(saved: HomeSection[]): HomeSection[] {
  return [...saved, ...HOME_SECTIONS.filter((s) => !saved.includes(s))];
}

export type ContentService = ReturnType<typeof createContentService>;
