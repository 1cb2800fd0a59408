import { z } from 'zod';
import {
  GST_RATES_ON_GOODS,
  HSN_CODE_PATTERN,
  PHOTOS_PER_PRODUCT,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  VARIANTS_PER_PRODUCT,
} from './catalog-rules';
import { ImageSchema, PaginationSchema, queryInt } from './common';

export * from './catalog-rules';

/** The catalogue desk (`/api/admin/products`, `/api/admin/media`): admins only. */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is too long (${max} characters at most)`);

export const slugField = (field = 'slug') =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(SLUG_MAX_LENGTH, `${field} is too long (${SLUG_MAX_LENGTH} characters at most)`)
    .regex(SLUG_PATTERN, `${field} may contain lower-case letters, digits and single hyphens only`);

/** Rupees as the owner types them: positive, at most two decimals, under ₹1 crore. */
export const rupeesField = (field: string) =>
  z
    .number({ error: `${field} must be a number of rupees` })
    .positive(`${field} must be more than 0`)
    .max(10_000_000, `${field} must be at most 10000000 rupees`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: `${field} may have at most two decimals (paise)`,
    });

const inventoryField = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(1_000_000, `${field} must be at most 1000000`);

/** A media id from `POST /api/admin/media`. */
export const MediaIdSchema = z.string().regex(/^[1-9][0-9]{0,8}$/, 'photo must be a media id');

/** A photo on a product or variant: its media id and the words read out in its place (required). */
export const PhotoRefSchema = z.object({
  id: MediaIdSchema,
  alt: text('alt', 200).min(1, 'alt text is required: describe the photo for shoppers who cannot see it'),
});
export type PhotoRef = z.infer<typeof PhotoRefSchema>;

export const VariantOptionSchema = z.object({
  name: text('option name', 40).min(1, 'option name is required'),
  value: text('option value', 40).min(1, 'option value is required'),
});

export const AdminVariantInputSchema = z.object({
  /** an existing variant's id; none for a new variant */
  _id: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, '_id must be a variant id')
    .optional(),
  sku: text('sku', 64)
    .min(1, 'sku is required')
    .regex(/^[A-Za-z0-9._/-]+$/, 'sku may contain letters, digits, dots, slashes and hyphens only'),
  options: z.array(VariantOptionSchema).min(1, 'a variant needs at least one option').max(3),
  price: rupeesField('price'),
  salePrice: rupeesField('salePrice').nullable().default(null),
  inventory: inventoryField('inventory'),
  photos: z.array(PhotoRefSchema).max(PHOTOS_PER_PRODUCT).default([]),
});
export type AdminVariantInput = z.input<typeof AdminVariantInputSchema>;

export const AdminSpecSectionSchema = z.object({
  title: text('section title', 80).min(1, 'section title is required'),
  specs: z
    .array(
      z.object({
        key: text('key', 80).min(1, 'key is required'),
        value: text('value', 300).min(1, 'value is required'),
      }),
    )
    .max(40),
});

export const PRODUCT_STATUSES = ['published', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What the desk writes for a product (create and update). Money in rupees; stored in paise. */
export const AdminProductInputSchema = z
  .object({
    name: text('name', 200).min(1, 'name is required'),
    /** made from the name when left out on create */
    slug: slugField().optional(),
    shortDescription: text('shortDescription', 500).default(''),
    description: text('description', 10_000).default(''),
    features: z.array(text('feature', 200).min(1, 'a feature cannot be empty')).max(20).default([]),
    categorySlug: slugField('categorySlug'),
    subcategorySlug: slugField('subcategorySlug').nullable().default(null),
    collectionSlugs: z.array(slugField('collectionSlugs')).max(20).default([]),
    /** the MRP */
    basePrice: rupeesField('basePrice'),
    salePrice: rupeesField('salePrice').nullable().default(null),
    hsnCode: z.string().trim().regex(HSN_CODE_PATTERN, 'hsnCode must be 4, 6 or 8 digits'),
    gstRate: z
      .number({ error: 'gstRate must be a number' })
      .refine((rate) => (GST_RATES_ON_GOODS as readonly number[]).includes(rate), {
        error: `gstRate must be one of ${GST_RATES_ON_GOODS.join(', ')} (percent)`,
      }),
    lowStockThreshold: inventoryField('lowStockThreshold').default(5),
    /** a product without variants: its own stock */
    stock: inventoryField('stock').optional(),
    variants: z.array(AdminVariantInputSchema).max(VARIANTS_PER_PRODUCT).default([]),
    /** in order; the first is the featured photo */
    photos: z.array(PhotoRefSchema).max(PHOTOS_PER_PRODUCT).default([]),
    specifications: z.array(AdminSpecSectionSchema).max(20).default([]),
    /** frequently bought together: other products' slugs, in order */
    companions: z.array(slugField('companions')).max(8).default([]),
    status: z.enum(PRODUCT_STATUSES, { error: 'status must be published or hidden' }),
  })
  .strict();
export type AdminProductInput = z.input<typeof AdminProductInputSchema>;
export type AdminProductValues = z.output<typeof AdminProductInputSchema>;

/** An update carries the version the owner opened; an older one is a 409. */
export const AdminProductUpdateSchema = AdminProductInputSchema.extend({
  version: z.number({ error: 'version is required' }).int().positive(),
}).strict();

export const AdminCatalogChangeSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string(),
  actorName: z.string().nullable(),
  /** the fields that changed, as 'field' names */
  fields: z.array(z.string()),
  at: z.string(),
});

export const AdminVariantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  price: z.number(),
  salePrice: z.number().nullable(),
  inventory: z.number().int(),
  photos: z.array(ImageSchema),
});

export const AdminProductSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  name: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  categorySlug: z.string().nullable(),
  subcategorySlug: z.string().nullable(),
  collectionSlugs: z.array(z.string()),
  basePrice: z.number(),
  salePrice: z.number().nullable(),
  hsnCode: z.string(),
  gstRate: z.number(),
  lowStockThreshold: z.number().int(),
  stock: z.number().int(),
  variants: z.array(AdminVariantSchema),
  photos: z.array(ImageSchema),
  specifications: z.array(
    z.object({ title: z.string(), specs: z.array(z.object({ key: z.string(), value: z.string() })) }),
  ),
  companions: z.array(z.string()),
  status: z.enum(PRODUCT_STATUSES),
  /** a product ever ordered can only be hidden, never deleted */
  everOrdered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  changes: z.array(AdminCatalogChangeSchema),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductResponseSchema = z.object({ success: z.literal(true), product: AdminProductSchema });

export const ADMIN_PRODUCT_SORTS = ['updated', 'name', 'price-asc', 'price-desc', 'stock'] as const;
export const ADMIN_STOCK_FILTERS = ['out', 'low'] as const;

export const AdminProductListQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'q is too long (100 characters at most)').optional(),
    status: z.enum(PRODUCT_STATUSES, { error: 'status must be published or hidden' }).optional(),
    /** out: nothing to sell; low: at or under the product's lowStockThreshold */
    stock: z.enum(ADMIN_STOCK_FILTERS, { error: 'stock must be out or low' }).optional(),
    sort: z
      .enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
      .default('updated'),
    page: queryInt('page', 1, 10_000).default(1),
    limit: queryInt('limit', 1, 100).default(20),
  })
  .strict();
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;

export const AdminProductListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  basePrice: z.number(),
  salePrice: z.number().nullable(),
  stock: z.number().int(),
  variantCount: z.number().int(),
  /** the product's stock, or the sum of its variants' inventory when it has variants */
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  image: ImageSchema.nullable(),
  categoryName: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductListItem = z.infer<typeof AdminProductListItemSchema>;
export const AdminProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(AdminProductListItemSchema),
  pagination: PaginationSchema,
});

/**
 * `POST /api/admin/media` takes multipart/form-data: the photo in `file` (its bytes decide its type) and
 * optionally its alt text. The API reads the form from the stream; this schema documents it.
 */
export const AdminMediaUploadSchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description: 'the photo: JPEG, PNG, WebP or AVIF (not HEIC), 20 MB at most',
  }),
  alt: text('alt', 200).optional(),
});

/** `POST /api/admin/media`: the stored photo with its renditions. */
export const AdminMediaResponseSchema = z.object({ success: z.literal(true), media: ImageSchema });

export const AdminImportQuerySchema = z
  .object({ dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('true') })
  .strict();

/** What an import did, or on a dry run would do: the handles created, changed and refused. */
export const AdminImportReportSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.array(z.string()),
  /** each refusal names its row (1 is the header) and its column */
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type AdminImportReport = z.infer<typeof AdminImportReportSchema>;
