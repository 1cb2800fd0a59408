import { z } from 'zod';
import { ImageSchema } from './common';

const FileRefSchema = z.object({ filePath: z.string(), width: z.number().int(), height: z.number().int() });

export const SiteConfigSchema = z.object({
  theme: z.object({ fontFamily: z.string(), primaryColor: z.string() }),
  header: z.array(
    z.object({
      siteTitle: z.string(),
      favicon: FileRefSchema,
      websiteLogo: FileRefSchema,
      topBar: z.object({ enabled: z.boolean(), text: z.string() }),
    }),
  ),
  footer: z.array(
    z.object({
      logo: FileRefSchema,
      about: z.string(),
      copyright: z.string(),
      developerCredit: z.string(),
      socialLinks: z.array(z.object({ label: z.string(), href: z.string().url() })),
      supportPhone: z.string(),
      supportWhatsapp: z.string(),
      supportEmail: z.string(),
    }),
  ),
  /** Offers the store runs; the cart shows a bank offer only when one is set (null: none). */
  offers: z.object({ bankOffer: z.string().nullable() }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export const SiteConfigResponseSchema = z.object({ success: z.literal(true), data: SiteConfigSchema });

export const MegaMenuCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  featured: z.array(z.object({ imageSrc: z.string(), imageAlt: z.string(), href: z.string() })),
  subcategories: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
});
export type MegaMenuCategory = z.infer<typeof MegaMenuCategorySchema>;
export const MegaMenuResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ categories: z.array(MegaMenuCategorySchema) }),
});

export const HOME_SECTIONS = [
  'hero',
  'betterLifeBanner',
  'trendingProductSection',
  'trendingProducts',
  'highlightBanner',
] as const;
export const HomeSectionSchema = z.enum(HOME_SECTIONS);
export type HomeSection = z.infer<typeof HomeSectionSchema>;

export const HeroItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  categoryLinkText: z.string(),
  brandTag: z.string(),
  emiText: z.string(),
  highlights: z.array(z.object({ label: z.string(), subLabel: z.string(), description: z.string() })),
  descriptionText: z.string(),
  image: ImageSchema,
  /** the linked product's prices in rupees, named as on the product: the MRP, and the sale or null */
  basePrice: z.number(),
  salePrice: z.number().nullable(),
});
export type HeroItem = z.infer<typeof HeroItemSchema>;
/** A tab of the home page's 'Trending Now' section: a category's products. */
export const TrendingTabSchema = z.object({ label: z.string(), slug: z.string() });
export type TrendingTab = z.infer<typeof TrendingTabSchema>;

/**
 * The home page's featured product card: a product by slug and the owner's words over its own (null:
 * the product's). Prices in rupees; null: the product's price.
 */
export const PromoCardSchema = z.object({
  productSlug: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  buttonText: z.string().nullable(),
  linkText: z.string().nullable(),
  /** a path on the store; null: the product's category */
  linkPath: z.string().nullable(),
  originalPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
});
export type PromoCard = z.infer<typeof PromoCardSchema>;

export const HeroResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(HeroItemSchema),
  homepage: z.object({
    sectionOrder: z.array(HomeSectionSchema),
    /** the trending section's tabs, in order (absent from older servers: the storefront's own five) */
    trendingTabs: z.array(TrendingTabSchema).optional(),
    /** the featured product card; null: none shown */
    promoCard: PromoCardSchema.nullable().optional(),
  }),
});
export type HeroResponse = z.infer<typeof HeroResponseSchema>;

export const BannerSchema = z.object({
  _id: z.string(),
  /** which home slot shows it */
  placement: z.enum(['betterLife', 'highlight']),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: z.string(),
  buttonLink: z.string(),
  originalPrice: z.number().nullable(),
  discountedPrice: z.number().nullable(),
  mobileImage: ImageSchema,
  desktopImage: ImageSchema,
  gradientOverlay: z.string(),
  textPosition: z.enum(['left', 'right', 'center']),
  isActive: z.boolean(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListResponseSchema = z.object({ success: z.literal(true), data: z.array(BannerSchema) });

export const StoreSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  timings: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Store = z.infer<typeof StoreSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
