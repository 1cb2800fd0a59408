import { z } from 'zod';
import { AdminCatalogChangeSchema, rupeesField, slugField } from './admin-catalog';
import { ImageSchema } from './common';
import { HOME_SECTIONS, HomeSectionSchema, PromoCardSchema, TrendingTabSchema } from './content';
import { COLLECTION_TYPES } from './discovery';
import { toE164 } from './sign-in-rules';

/**
 * The desk's categories, collections, home page and settings: admins only. Money in rupees. A PUT
 * replaces the whole thing (a field left out takes its default; a slug left out stays), as the product
 * desk's does. Categories also answer GET /api/admin/categories/{id}; a PUT of a hero slide or banner
 * keeps its place in the order unless a position is given.
 *
 *   GET|POST   /api/admin/categories              AdminCategoryListResponse | AdminCategoryInput → AdminCategoryResponse
 *   PUT        /api/admin/categories/order        AdminOrderInput (siblings, one level) → AdminCategoryListResponse
 *   PUT|DELETE /api/admin/categories/{id}         AdminCategoryUpdate → AdminCategoryResponse | AdminDeletedResponse
 *   GET|POST   /api/admin/collections             AdminCollectionListResponse | AdminCollectionInput → AdminCollectionResponse
 *   GET|PUT|DELETE /api/admin/collections/{id}    AdminCollectionResponse | AdminCollectionUpdate | AdminDeletedResponse
 *   GET|POST   /api/admin/content/hero            AdminHeroListResponse | AdminHeroInput → AdminHeroResponse
 *   PUT        /api/admin/content/hero/order      AdminOrderInput → AdminHeroListResponse
 *   PUT|DELETE /api/admin/content/hero/{id}       AdminHeroInput → AdminHeroResponse | AdminDeletedResponse
 *   GET|POST   /api/admin/content/banners         AdminBannerListResponse | AdminBannerInput → AdminBannerResponse
 *   PUT        /api/admin/content/banners/order   AdminOrderInput → AdminBannerListResponse
 *   PUT|DELETE /api/admin/content/banners/{id}    AdminBannerInput → AdminBannerResponse | AdminDeletedResponse
 *   GET|PUT    /api/admin/content/home            AdminHomeResponse | AdminHomeInput → AdminHomeResponse
 *   GET|PUT    /api/admin/content/settings        AdminSettingsResponse | AdminSettingsInput → AdminSettingsResponse
 *
 * A stale `version` is a 409 ('changed by someone else since you opened it'); deleting a category that
 * still has products is a 409 too.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is too long (${max} characters at most)`);
const required = (field: string, max: number) => text(field, max).min(1, `${field} is required`);
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });
const idOf = (field: string) =>
  z.string({ error: `${field} must be an id` }).regex(/^[1-9][0-9]{0,8}$/, `${field} must be an id`);
const imageOf = (field: string) =>
  z
    .string({ error: `${field} must be a media id` })
    .regex(/^[1-9][0-9]{0,8}$/, `${field} must be a media id`);
const positionField = z
  .number({ error: 'position must be a number' })
  .int('position must be a whole number')
  .min(0, 'position must not be negative')
  .max(10_000, 'position must be at most 10000');
export const versionField = z
  .number({ error: 'version is required: send the version you opened' })
  .int('version must be a whole number')
  .positive('version must be at least 1');

/** `PUT …/order`: every id of one list, in the order the owner wants. */
export const AdminOrderInputSchema = z
  .object({
    ids: z
      .array(idOf('ids'), { error: 'ids must be a list of ids' })
      .min(1, 'ids must name at least one')
      .max(500, 'ids may name at most 500')
      .refine((ids) => new Set(ids).size === ids.length, { error: 'ids must not repeat an id' }),
  })
  .strict();
export type AdminOrderInput = z.input<typeof AdminOrderInputSchema>;

export const AdminDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ── Categories and subcategories ────────────────────────────────────────────────────────────────────

export const AdminCategoryInputSchema = z
  .object({
    name: required('name', 80),
    /** made from the name when left out on create; left out on update, it stays as it is */
    slug: slugField().optional(),
    description: text('description', 2_000).default(''),
    /** the category this one is a subcategory of; null: a top-level category (one in the menu) */
    parentId: idOf('parentId').nullable().default(null),
    /** a media id from `POST /api/admin/media` */
    image: imageOf('image').nullable().default(null),
    /** place among its siblings; left out: last on create, unchanged on update */
    position: positionField.optional(),
  })
  .strict();
export type AdminCategoryInput = z.input<typeof AdminCategoryInputSchema>;

export const AdminCategoryUpdateSchema = AdminCategoryInputSchema.extend({ version: versionField }).strict();
export type AdminCategoryUpdate = z.input<typeof AdminCategoryUpdateSchema>;

export const AdminCategorySchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parentId: z.string().nullable(),
  image: ImageSchema.nullable(),
  position: z.number().int(),
  /** products filed under it (as category or subcategory): a category with products cannot be deleted */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** Top-level categories first, each followed by its subcategories, both in the owner's order. */
export const AdminCategoryListResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(AdminCategorySchema),
});
export const AdminCategoryResponseSchema = z.object({
  success: z.literal(true),
  category: AdminCategorySchema,
  changes: z.array(AdminCatalogChangeSchema),
});

// ── Collections ─────────────────────────────────────────────────────────────────────────────────────

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a collection's window opens or closes: a bare day is a day in India (IST), a start from its first
 * moment and an end to its last; an ISO time with its offset is that moment.
 */
export function collectionWindowTime(value: string, edge: 'start' | 'end'): Date {
  if (!DAY_ONLY.test(value)) return new Date(value);
  return new Date(edge === 'start' ? `${value}T00:00:00.000+05:30` : `${value}T23:59:59.999+05:30`);
}

/** A day the calendar has: 2026-02-30 is refused, not read as 2 March. */
const realDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A day ('2025-10-20', in India) or an ISO time with its offset. */
const dateField = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) && realDay(v.slice(0, 10)), {
      error: `${field} must be a date (YYYY-MM-DD) or an ISO time`,
    })
    .refine(
      (v) => {
        const year = collectionWindowTime(v, 'start').getUTCFullYear();
        return Number.isNaN(year) || (year >= 2000 && year <= 2100);
      },
      { error: `${field} must fall between the years 2000 and 2100` },
    );
const colourField = (field: string) =>
  z
    .string({ error: `${field} must be a colour` })
    .trim()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, `${field} must be a colour such as #7a1f3d`);
const linkField = (field: string) =>
  text(field, 300)
    .min(1, `${field} is required`)
    .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
      error: `${field} must be a path on the store (/collections/diwali) or an https address`,
    });

export const COLLECTION_CTA_STYLES = ['primary', 'secondary'] as const;

const collectionInput = z
  .object({
    title: required('title', 120),
    /** made from the title when left out on create; left out on update, it stays as it is */
    slug: slugField().optional(),
    description: text('description', 5_000).default(''),
    shortDescription: text('shortDescription', 300).default(''),
    collectionType: z
      .enum(COLLECTION_TYPES, { error: `collectionType must be one of ${COLLECTION_TYPES.join(', ')}` })
      .default('others'),
    isActive: flag('isActive').default(true),
    /** the window shoppers see it in; null: open on that side */
    startDate: dateField('startDate').nullable().default(null),
    endDate: dateField('endDate').nullable().default(null),
    thumbnailImage: imageOf('thumbnailImage').nullable().default(null),
    featuredImage: imageOf('featuredImage').nullable().default(null),
    bannerImage: imageOf('bannerImage').nullable().default(null),
    styling: z
      .object({ backgroundColor: colourField('backgroundColor'), textColor: colourField('textColor') })
      .strict()
      .default({ backgroundColor: '#ffffff', textColor: '#1c1917' }),
    marketing: z
      .object({
        heroSubtitle: text('heroSubtitle', 200).default(''),
        callToAction: z
          .object({
            text: required('callToAction.text', 40),
            url: linkField('callToAction.url'),
            style: z
              .enum(COLLECTION_CTA_STYLES, { error: 'callToAction.style must be primary or secondary' })
              .default('primary'),
          })
          .strict()
          .nullable()
          .default(null),
      })
      .strict()
      .default({ heroSubtitle: '', callToAction: null }),
    /** the products in the owner's order ('Collection Order'): ids or slugs */
    products: z
      .array(
        z
          .string({ error: 'products must be product ids or slugs' })
          .trim()
          .min(1, 'products must be product ids or slugs')
          .max(200, 'products must be product ids or slugs'),
        { error: 'products must be a list of product ids or slugs' },
      )
      .max(1_000, 'products may list at most 1000')
      .default([]),
    /** place among the collections; left out: last on create, unchanged on update */
    position: positionField.optional(),
  })
  .strict();
const windowInOrder = (c: { startDate: string | null; endDate: string | null }) =>
  !c.startDate ||
  !c.endDate ||
  collectionWindowTime(c.startDate, 'start').getTime() <= collectionWindowTime(c.endDate, 'end').getTime();
const windowMessage = { error: 'endDate must be on or after startDate', path: ['endDate'] };

export const AdminCollectionInputSchema = collectionInput.refine(windowInOrder, windowMessage);
export type AdminCollectionInput = z.input<typeof AdminCollectionInputSchema>;

export const AdminCollectionUpdateSchema = collectionInput
  .extend({ version: versionField })
  .strict()
  .refine(windowInOrder, windowMessage);
export type AdminCollectionUpdate = z.input<typeof AdminCollectionUpdateSchema>;

export const AdminCollectionProductSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** false: hidden from shoppers, so the collection's page leaves it out */
  published: z.boolean(),
  featuredImage: ImageSchema.nullable(),
});

const collectionFields = {
  _id: z.string(),
  version: z.number().int(),
  slug: z.string(),
  title: z.string(),
  collectionType: z.enum(COLLECTION_TYPES),
  isActive: z.boolean(),
  /** active and today within its dates: what shoppers see */
  isAvailable: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  thumbnailImage: ImageSchema.nullable(),
  position: z.number().int(),
};

export const AdminCollectionListItemSchema = z.object({
  ...collectionFields,
  productCount: z.number().int(),
});
export type AdminCollectionListItem = z.infer<typeof AdminCollectionListItemSchema>;
export const AdminCollectionListResponseSchema = z.object({
  success: z.literal(true),
  collections: z.array(AdminCollectionListItemSchema),
});

export const AdminCollectionSchema = z.object({
  ...collectionFields,
  description: z.string(),
  shortDescription: z.string(),
  featuredImage: ImageSchema.nullable(),
  bannerImage: ImageSchema.nullable(),
  styling: z.object({ backgroundColor: z.string(), textColor: z.string() }),
  marketing: z.object({
    heroSubtitle: z.string(),
    callToAction: z
      .object({ text: z.string(), url: z.string(), style: z.enum(COLLECTION_CTA_STYLES) })
      .nullable(),
  }),
  /** in the owner's order */
  products: z.array(AdminCollectionProductSchema),
  createdAt: z.string(),
  changes: z.array(AdminCatalogChangeSchema),
});
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;
export const AdminCollectionResponseSchema = z.object({
  success: z.literal(true),
  collection: AdminCollectionSchema,
});

// ── Home page: hero slides ──────────────────────────────────────────────────────────────────────────

export const AdminHeroInputSchema = z
  .object({
    /** the product the slide sells (published); its price shows on the slide */
    productSlug: slugField('productSlug'),
    title: required('title', 120),
    /** the category line over the title ('Necklace') */
    categoryLabel: required('categoryLabel', 60),
    /** the link under it; null: 'All {categoryLabel}' */
    categoryLinkText: text('categoryLinkText', 60).nullable().default(null),
    brandTag: text('brandTag', 60).default(''),
    emiText: text('emiText', 120).default(''),
    highlights: z
      .array(
        z
          .object({
            label: required('highlights.label', 40),
            subLabel: text('highlights.subLabel', 40).default(''),
            description: text('highlights.description', 200).default(''),
          })
          .strict(),
        { error: 'highlights must be a list' },
      )
      .max(6, 'highlights may list at most 6')
      .default([]),
    descriptionText: text('descriptionText', 500).default(''),
    image: imageOf('image'),
    /** the words read out in the photo's place */
    imageAlt: text('imageAlt', 200).default(''),
    isActive: flag('isActive').default(true),
  })
  .strict();
export type AdminHeroInput = z.input<typeof AdminHeroInputSchema>;

export const AdminHeroSchema = z.object({
  _id: z.string(),
  productSlug: z.string(),
  productName: z.string(),
  title: z.string(),
  categoryLabel: z.string(),
  categoryLinkText: z.string().nullable(),
  brandTag: z.string(),
  emiText: z.string(),
  highlights: z.array(z.object({ label: z.string(), subLabel: z.string(), description: z.string() })),
  descriptionText: z.string(),
  image: ImageSchema,
  position: z.number().int(),
  isActive: z.boolean(),
});
export type AdminHero = z.infer<typeof AdminHeroSchema>;
export const AdminHeroListResponseSchema = z.object({
  success: z.literal(true),
  slides: z.array(AdminHeroSchema),
});
export const AdminHeroResponseSchema = z.object({ success: z.literal(true), slide: AdminHeroSchema });

// ── Home page: banners ──────────────────────────────────────────────────────────────────────────────

export const BANNER_PLACEMENTS = ['betterLife', 'highlight'] as const;
export const BANNER_TEXT_POSITIONS = ['left', 'right', 'center'] as const;

export const AdminBannerInputSchema = z
  .object({
    placement: z.enum(BANNER_PLACEMENTS, { error: 'placement must be betterLife or highlight' }),
    title: required('title', 120),
    subtitle: text('subtitle', 120).default(''),
    description: text('description', 500).default(''),
    buttonText: required('buttonText', 40).default('Shop Now'),
    /** the slug of a published product: the button goes to its page */
    buttonLink: slugField('buttonLink'),
    originalPrice: rupeesField('originalPrice').nullable().default(null),
    discountedPrice: rupeesField('discountedPrice').nullable().default(null),
    mobileImage: imageOf('mobileImage'),
    desktopImage: imageOf('desktopImage'),
    /** a CSS gradient laid over the photo so the words read, e.g. 'from-black/60 to-transparent' */
    gradientOverlay: text('gradientOverlay', 200).default(''),
    textPosition: z
      .enum(BANNER_TEXT_POSITIONS, { error: 'textPosition must be left, right or center' })
      .default('left'),
    isActive: flag('isActive').default(true),
    /** place among the banners; left out: last on create, unchanged on update */
    position: positionField.optional(),
  })
  .strict()
  .refine(
    (b) => b.originalPrice === null || b.discountedPrice === null || b.discountedPrice <= b.originalPrice,
    {
      error: 'discountedPrice must be at most originalPrice',
      path: ['discountedPrice'],
    },
  );
export type AdminBannerInput = z.input<typeof AdminBannerInputSchema>;

export const AdminBannerSchema = z.object({
  _id: z.string(),
  placement: z.enum(BANNER_PLACEMENTS),
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
  textPosition: z.enum(BANNER_TEXT_POSITIONS),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;
export const AdminBannerListResponseSchema = z.object({
  success: z.literal(true),
  banners: z.array(AdminBannerSchema),
});
export const AdminBannerResponseSchema = z.object({ success: z.literal(true), banner: AdminBannerSchema });

// ── Home page: section order, trending tabs, featured card ──────────────────────────────────────────

export const AdminTrendingTabInputSchema = z
  .object({
    label: required('trendingTabs.label', 40),
    /** a category's or subcategory's slug: the tab shows its products */
    slug: slugField('trendingTabs.slug'),
  })
  .strict();

export const AdminPromoCardInputSchema = z
  .object({
    /** a published product's slug */
    productSlug: slugField('promoCard.productSlug'),
    title: text('promoCard.title', 120).nullable().default(null),
    subtitle: text('promoCard.subtitle', 120).nullable().default(null),
    description: text('promoCard.description', 500).nullable().default(null),
    buttonText: text('promoCard.buttonText', 40).nullable().default(null),
    linkText: text('promoCard.linkText', 60).nullable().default(null),
    linkPath: text('promoCard.linkPath', 300)
      .regex(/^\/(?!\/)\S*$/, 'promoCard.linkPath must be a path on the store, such as /category/rings')
      .nullable()
      .default(null),
    originalPrice: rupeesField('promoCard.originalPrice').nullable().default(null),
    salePrice: rupeesField('promoCard.salePrice').nullable().default(null),
  })
  .strict()
  .refine((p) => p.originalPrice === null || p.salePrice === null || p.salePrice <= p.originalPrice, {
    error: 'promoCard.salePrice must be at most promoCard.originalPrice',
    path: ['salePrice'],
  });

export const AdminHomeInputSchema = z
  .object({
    /** every home section once, in the order shown */
    sections: z
      .array(z.enum(HOME_SECTIONS, { error: `sections may only hold ${HOME_SECTIONS.join(', ')}` }), {
        error: 'sections must be a list of home sections',
      })
      .refine(
        (list) =>
          list.length === HOME_SECTIONS.length && HOME_SECTIONS.every((section) => list.includes(section)),
        { error: `sections must list each of ${HOME_SECTIONS.join(', ')} once` },
      ),
    trendingTabs: z
      .array(AdminTrendingTabInputSchema, { error: 'trendingTabs must be a list' })
      .min(1, 'trendingTabs must have at least one tab')
      .max(8, 'trendingTabs may have at most 8 tabs')
      .refine((tabs) => new Set(tabs.map((t) => t.slug)).size === tabs.length, {
        error: 'trendingTabs must not show a category twice',
      }),
    /** null: no featured card */
    promoCard: AdminPromoCardInputSchema.nullable(),
    version: versionField,
  })
  .strict();
export type AdminHomeInput = z.input<typeof AdminHomeInputSchema>;

export const AdminHomeSchema = z.object({
  sections: z.array(HomeSectionSchema),
  trendingTabs: z.array(TrendingTabSchema),
  promoCard: PromoCardSchema.nullable(),
  /** the home page's own version (its sections, tabs and card), sent back on PUT */
  version: z.number().int(),
  changes: z.array(AdminCatalogChangeSchema),
});
export type AdminHome = z.infer<typeof AdminHomeSchema>;
export const AdminHomeResponseSchema = z.object({ success: z.literal(true), home: AdminHomeSchema });

// ── Settings ────────────────────────────────────────────────────────────────────────────────────────

/** A WhatsApp number: an Indian mobile typed any common way, or a wa.me link to one; kept as +91XXXXXXXXXX. */
export function whatsappNumber(value: string): string | null {
  const link = /^https:\/\/(?:wa\.me|api\.whatsapp\.com\/send\?phone=)\/?(\d+)$/i.exec(value.trim());
  return toE164(link?.[1] ?? value.trim());
}

/** An Indian phone: a mobile, or a landline with its STD code (10 digits after +91 or 0). */
const SUPPORT_PHONE = /^(?:\+91[\s-]?|0)?(?:\d[\s-]?){9}\d$/;

export const AdminSettingsInputSchema = z
  .object({
    topBar: z
      .object({
        enabled: flag('topBar.enabled'),
        text: text('topBar.text', 160),
      })
      .strict()
      .refine((bar) => !bar.enabled || bar.text.length > 0, {
        error: 'topBar.text is required while the top bar is shown',
        path: ['text'],
      }),
    supportPhone: text('supportPhone', 20)
      .min(1, 'supportPhone is required')
      .regex(SUPPORT_PHONE, 'supportPhone must be an Indian phone number, such as +91 98765 43210'),
    supportEmail: text('supportEmail', 254)
      .min(1, 'supportEmail is required')
      .pipe(z.email({ error: 'supportEmail must be an email address' })),
    /** an Indian mobile; stored and answered as +91XXXXXXXXXX */
    supportWhatsapp: z
      .string({ error: 'supportWhatsapp must be text' })
      .max(60, 'supportWhatsapp must be a 10-digit Indian mobile number')
      .transform((value, ctx) => {
        const phone = whatsappNumber(value);
        if (!phone) {
          ctx.addIssue({
            code: 'custom',
            message: 'supportWhatsapp must be a 10-digit Indian mobile number',
          });
          return z.NEVER;
        }
        return phone;
      }),
    /** the cart's bank-card offer in the owner's words; empty or null: no offer runs */
    bankOffer: text('bankOffer', 200).nullable().default(null),
    version: versionField,
  })
  .strict();
export type AdminSettingsInput = z.input<typeof AdminSettingsInputSchema>;

export const AdminSettingsSchema = z.object({
  topBar: z.object({ enabled: z.boolean(), text: z.string() }),
  supportPhone: z.string(),
  supportEmail: z.string(),
  supportWhatsapp: z.string(),
  bankOffer: z.string().nullable(),
  version: z.number().int(),
  changes: z.array(AdminCatalogChangeSchema),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;
export const AdminSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: AdminSettingsSchema,
});
