import { z } from 'zod';
import { ImageSchema, PaginationSchema, queryBoolean, queryInt } from './common';

export const CategoryRefSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string() });
export const BrandRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export const CollectionRefSchema = z.object({ _id: z.string(), slug: z.string(), title: z.string() });

export const CategorySchema = CategoryRefSchema.extend({
  name: z.string(),
  description: z.string(),
  image: ImageSchema.nullable(),
  parentId: z.string().nullable(),
  subcategories: z.array(CategoryRefSchema),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CategorySchema),
});

export const BrandSchema = BrandRefSchema.extend({ description: z.string() });
export const BrandListResponseSchema = z.object({ success: z.literal(true), data: z.array(BrandSchema) });

export const VariantAttributeSchema = z.object({
  attribute_id: z.object({ _id: z.string(), name: z.string() }),
  attribute_value_id: z.object({ _id: z.string(), value: z.string() }),
});

export const SpecificationSectionSchema = z.object({
  section: z.string(),
  specs: z.array(z.object({ _id: z.string(), key: z.string(), value: z.string() })),
});
export type SpecificationSection = z.infer<typeof SpecificationSectionSchema>;

/** Prices are whole rupees at the API boundary; the database keeps paise. */
export const VariantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  inventory: z.number().int(),
  price: z.number(),
  salePrice: z.number().nullable(),
  description: z.string(),
  features: z.array(z.string()),
  /** what differs from the product's specifications for this variant: each replaces the product's spec of
   *  the same section and key, or is added to that section */
  specifications: z.array(SpecificationSectionSchema),
  photos: z.array(ImageSchema),
  attributes: z.array(VariantAttributeSchema),
});
export type Variant = z.infer<typeof VariantSchema>;

export const ProductAttributeSchema = z.object({
  attributeId: z.object({ _id: z.string(), name: z.string() }),
  attributeValues: z.array(z.object({ _id: z.string(), value: z.string() })),
});

export const StockStatusSchema = z.enum(['in_stock', 'low_stock', 'out_of_stock']);
export type StockStatus = z.infer<typeof StockStatusSchema>;

/**
 * A product as listings show it: one name per field. The price it sells at is not a field of its own:
 * contracts' `sellingPrice(salePrice, basePrice)` computes it, for the API and the storefront alike.
 */
export const ProductSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  /** the maximum retail price (MRP), rupees */
  basePrice: z.number(),
  /** the sale price, rupees, at most basePrice; null: not on sale */
  salePrice: z.number().nullable(),
  /** whole-percent saving of the selling price against basePrice */
  discount: z.number().int(),
  stock: z.number().int(),
  stockStatus: StockStatusSchema,
  rating: z.number(),
  soldCount: z.number().int(),
  featuredImage: ImageSchema.nullable(),
  basePhotos: z.array(ImageSchema),
  category: CategoryRefSchema.nullable(),
  categories: z.array(CategoryRefSchema),
  brandId: BrandRefSchema.nullable(),
  collections: z.array(CollectionRefSchema),
  hasVariants: z.boolean(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductSchema = ProductSummarySchema.extend({
  description: z.string(),
  longDescription: z.string(),
  addImages: z.array(ImageSchema),
  subcategory: CategoryRefSchema.nullable(),
  variants: z.array(VariantSchema),
  attributes: z.array(ProductAttributeSchema),
  specifications: z.array(SpecificationSectionSchema),
  features: z.array(z.string()),
  fbtIds: z.array(ProductSummarySchema),
  status: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

export const PRODUCT_SORTS = [
  '-createdAt',
  'createdAt',
  '-price',
  'price',
  '-rating',
  'collectionOrder',
] as const;
export const ProductSortSchema = z.enum(PRODUCT_SORTS, {
  error: `sort must be one of ${PRODUCT_SORTS.join(', ')}`,
});
export type ProductSort = z.infer<typeof ProductSortSchema>;

export const POPULATE_FIELDS = [
  'brandId',
  'categories',
  'featuredImage',
  'basePhotos',
  'collections',
] as const;

const idFilter = (name: string) => z.string().regex(/^[0-9]{1,9}$/, `${name} must be a numeric id`);

export const ProductListQuerySchema = z
  .object({
    // Unpublished products are never listed to anyone: `status=false` is refused, not answered.
    status: queryBoolean('status')
      .default(true)
      .refine((published) => published, 'status must be true: unpublished products are not listed'),
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    /** one id, or several separated by commas ("Bangles and Bracelets" is two categories) */
    categoryId: z
      .string()
      .regex(
        /^[0-9]{1,9}(,[0-9]{1,9}){0,9}$/,
        'categoryId must be a numeric id or up to 10 comma-separated ids',
      )
      .optional(),
    brandId: idFilter('brandId').optional(),
    collectionId: idFilter('collectionId').optional(),
    inStock: queryBoolean('inStock').optional(),
    sort: ProductSortSchema.default('-createdAt'),
    page: queryInt('page', 1, 10_000).default(1),
    limit: queryInt('limit', 1, 500).default(500),
    populate: z
      .string()
      .optional()
      .refine(
        (v) => !v || v.split(',').every((f) => (POPULATE_FIELDS as readonly string[]).includes(f.trim())),
        { message: `populate may list only ${POPULATE_FIELDS.join(', ')}` },
      ),
  })
  .strict();
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductSummarySchema),
  total: z.number().int(),
  pagination: PaginationSchema,
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductResponseSchema = z.object({ success: z.literal(true), product: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;
