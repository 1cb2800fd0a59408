import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';
import { media } from './media';

export interface SiteConfigData {
  siteTitle: string;
  fontFamily: string;
  primaryColor: string;
  topBar: { enabled: boolean; text: string };
  about: string;
  copyright: string;
  developerCredit: string;
  socialLinks: { label: string; href: string }[];
  supportPhone: string;
  supportWhatsapp: string;
  supportEmail: string;
  /** the bank-card offer the cart shows, in the owner's words; unset or empty: no offer runs */
  bankOffer?: string | null;
  /** the home page's trending tabs and featured card as the desk set them; unset: the defaults */
  home?: HomePageData;
}

export interface HomePageData {
  /** bumped by every save of the home page from the desk (apart from the settings' version) */
  version: number;
  trendingTabs: { label: string; slug: string }[];
  promoCard: {
    productSlug: string;
    title: string | null;
    subtitle: string | null;
    description: string | null;
    buttonText: string | null;
    linkText: string | null;
    linkPath: string | null;
    /** paise */
    originalPricePaise: number | null;
    salePricePaise: number | null;
  } | null;
}

/** A single row (id = 1) holding the site's branding. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: integer().primaryKey().default(1),
    data: jsonb().$type<SiteConfigData>().notNull(),
    logoImageId: integer()
      .notNull()
      .references(() => media.id),
    faviconImageId: integer()
      .notNull()
      .references(() => media.id),
    footerLogoImageId: integer()
      .notNull()
      .references(() => media.id),
    version: integer().notNull().default(1),
  },
  (t) => [check('site_config_single_row', sql`${t.id} = 1`)],
);

export const megaMenuItems = pgTable('mega_menu_items', {
  id: serial().primaryKey(),
  categoryId: integer()
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  imageId: integer()
    .notNull()
    .references(() => media.id),
  imageAlt: text().notNull(),
  position: integer().notNull().default(0),
});

export interface HeroHighlight {
  label: string;
  subLabel: string;
  description: string;
}

export const heroItems = pgTable('hero_items', {
  id: serial().primaryKey(),
  productId: integer()
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  categoryLabel: text().notNull(),
  categoryLinkText: text(),
  brandTag: text().notNull().default(''),
  emiText: text().notNull().default(''),
  highlights: jsonb().$type<HeroHighlight[]>().notNull().default([]),
  descriptionText: text().notNull().default(''),
  imageId: integer()
    .notNull()
    .references(() => media.id),
  position: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const bannerPlacement = pgEnum('banner_placement', ['betterLife', 'highlight']);
export const textPosition = pgEnum('text_position', ['left', 'right', 'center']);

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  placement: bannerPlacement().notNull(),
  title: text().notNull(),
  subtitle: text().notNull().default(''),
  description: text().notNull().default(''),
  buttonText: text().notNull().default('Shop Now'),
  /** a product slug: the button goes to /product/{buttonLink} */
  buttonLink: text().notNull(),
  originalPricePaise: integer(),
  discountedPricePaise: integer(),
  mobileImageId: integer()
    .notNull()
    .references(() => media.id),
  desktopImageId: integer()
    .notNull()
    .references(() => media.id),
  gradientOverlay: text().notNull().default(''),
  textPosition: textPosition().notNull().default('left'),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

export const homeSection = pgEnum('home_section', [
  'hero',
  'betterLifeBanner',
  'trendingProductSection',
  'trendingProducts',
  'highlightBanner',
]);

export const homeSections = pgTable('home_sections', {
  section: homeSection().primaryKey(),
  position: integer().notNull(),
});

export const stores = pgTable('stores', {
  id: serial().primaryKey(),
  name: text().notNull(),
  address: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  pincode: text().notNull(),
  phone: text().notNull(),
  timings: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
});
