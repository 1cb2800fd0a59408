import { z } from 'zod';
import { ProductSummarySchema } from './catalog';
import { ImageSchema, PaginationSchema, queryInt } from './common';
import { StoreSchema } from './content';

export const COLLECTION_TYPES = ['festival', 'seasonal', 'promotion', 'others'] as const;
export const CollectionTypeSchema = z.enum(COLLECTION_TYPES);

export const CollectionSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  collectionType: CollectionTypeSchema,
  isActive: z.boolean(),
  /** active and today is within its start and end dates */
  isAvailable: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  productCount: z.number().int(),
  thumbnailImage: ImageSchema.nullable(),
  featuredImage: ImageSchema.nullable(),
  bannerImage: ImageSchema.nullable(),
  styling: z.object({ backgroundColor: z.string(), textColor: z.string() }),
  marketing: z.object({
    heroSubtitle: z.string(),
    callToAction: z.object({ text: z.string(), url: z.string(), style: z.string() }).nullable(),
  }),
  /** up to 5 previews: the card shows 4 and '+N' when there are more */
  products: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      name: z.string(),
      featuredImage: ImageSchema.nullable(),
    }),
  ),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  collections: z.array(CollectionSchema),
});
export const CollectionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  collection: CollectionSchema,
});

export const PageQuerySchema = z
  .object({
    page: queryInt('page', 1, 10_000).default(1),
    limit: queryInt('limit', 1, 100).default(20),
  })
  .strict();

export const CollectionProductsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
  total: z.number().int(),
});

export const ListingQuerySchema = z
  .object({
    page: queryInt('page', 1, 10_000).default(1),
    limit: queryInt('limit', 1, 500).default(100),
  })
  .strict();

export const CategoryProductsResponseSchema = z.object({
  success: z.literal(true),
  category: z.object({ _id: z.string(), title: z.string(), slug: z.string(), description: z.string() }),
  products: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
  total: z.number().int(),
});
export const SubcategoryProductsResponseSchema = z.object({
  success: z.literal(true),
  subcategory: z.object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    parent: z.object({ _id: z.string(), title: z.string(), slug: z.string() }).nullable(),
  }),
  products: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
  total: z.number().int(),
});

export const SEARCH_LIMIT_MAX = 50;
export const SearchQuerySchema = z
  .object({
    query: z.string().trim().max(100, 'query must be at most 100 characters').optional(),
    category: z.string().trim().max(100, 'category must be at most 100 characters').optional(),
    limit: queryInt('limit', 1, 1_000).default(10),
  })
  .strict();
/** A search result is a product summary: its price is `sellingPrice(salePrice, basePrice)`, as everywhere. */
export const SearchResultSchema = ProductSummarySchema;
/**
 * Response header of GET /products/search: how many products match in all (`formatSearchTotal`: past
 * `SEARCH_COUNT_CAP`, the cap and a plus, `1000+`). The body stays the list the contract names and holds
 * at most `limit` of them.
 */
export const SEARCH_TOTAL_HEADER = 'x-total-count';
export const SearchResponseSchema = z.array(SearchResultSchema);
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const PincodeQuerySchema = z
  .object({
    pin: z.string({ error: 'pin is required' }).regex(/^[1-9][0-9]{5}$/, 'pin must be a 6-digit pincode'),
  })
  .strict();
export const PincodeLookupResponseSchema = z.object({
  success: z.literal(true),
  pincode: z.string(),
  serviceable: z.boolean(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
});
export type PincodeLookup = z.infer<typeof PincodeLookupResponseSchema>;

export const StoreSearchQuerySchema = z
  .object({
    pin: z
      .string()
      .regex(/^[1-9][0-9]{5}$/, 'pin must be a 6-digit pincode')
      .optional(),
    limit: queryInt('limit', 1, 50).default(10),
  })
  .strict();
export const StoreWithDistanceSchema = StoreSchema.extend({ distance: z.number().nullable() });
export const StoreListResponseSchema = z.object({
  success: z.literal(true),
  stores: z.array(StoreWithDistanceSchema),
});
export type StoreWithDistance = z.infer<typeof StoreWithDistanceSchema>;

/** The 28 states and 8 union territories, in the spelling the address forms use. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];
