import { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from './cart-limits';
import { ProductSummarySchema } from './catalog';
import { ImageSchema } from './common';

export { CART_MAX_LINES, CART_MAX_QUANTITY };

/** A guest's cart id, kept in local storage: 'temp_' and a random string. */
export const TempCartIdSchema = z
  .string({ error: 'tempCartId must be a string' })
  .regex(/^temp_[A-Za-z0-9_-]{8,64}$/, "tempCartId must be 'temp_' followed by 8 to 64 letters or digits");

const numericId = (name: string) =>
  z.string({ error: `${name} is required` }).regex(/^[0-9]{1,9}$/, `${name} must be a numeric id`);

/** 'default' (or nothing) for a product bought without a variant. */
export const VariantRefSchema = z
  .union([z.literal('default'), numericId('variantId')])
  .nullish()
  .transform((v) => (v === 'default' || v == null ? null : v));

export const QuantitySchema = (name: string, min = 1) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(CART_MAX_QUANTITY, `${name} must be at most ${CART_MAX_QUANTITY}`);

export const AddToCartRequestSchema = z
  .object({
    productId: numericId('productId'),
    variantId: VariantRefSchema,
    qty: QuantitySchema('qty').default(1),
    /** required for guests; ignored for signed-in shoppers */
    tempCartId: TempCartIdSchema.optional(),
  })
  .strict();

export const CartLineInputSchema = z
  .object({
    productId: numericId('productId'),
    variantId: VariantRefSchema,
    quantity: QuantitySchema('quantity'),
  })
  .strict();

/** Replaces the whole cart (a shopper's, or a guest's by tempCartId). Lines past stock are capped. */
export const ReplaceCartRequestSchema = z
  .object({
    items: z.array(CartLineInputSchema).max(CART_MAX_LINES, `items may hold at most ${CART_MAX_LINES} lines`),
    tempCartId: TempCartIdSchema.optional(),
  })
  .strict();

/**
 * Sets one line's quantity; 0 removes it. Lowering always goes through; raising is held to the rules of an
 * add (a piece still sold, within stock). Only the line named changes.
 */
export const SetCartLineRequestSchema = z
  .object({
    productId: numericId('productId'),
    variantId: VariantRefSchema,
    quantity: QuantitySchema('quantity', 0),
    tempCartId: TempCartIdSchema.optional(),
  })
  .strict();

export const CartQuerySchema = z.object({ tempCartId: TempCartIdSchema.optional() }).strict();
export const MergeCartRequestSchema = z.object({ tempCartId: TempCartIdSchema }).strict();

/** A cart line as the server sees it now: current price (rupees) and what is left in stock. */
export const CartLineSchema = z.object({
  productId: z.string(),
  /** variant id, or 'default' */
  variant: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  basePrice: z.number(),
  stock: z.number().int(),
  featuredImage: ImageSchema.nullable(),
  variantAttributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** false: the piece was hidden from the store after it was added; it cannot be bought (stock 0) */
  available: z.boolean().optional(),
  /** the line's price (rupees) when it was added, when the store has changed it since; else null */
  priceWhenAdded: z.number().nullable().optional(),
  /** what the shopper should know of the line, in words (no longer available, or a new price); else null */
  notice: z.string().nullable().optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartResponseSchema = z.object({
  success: z.literal(true),
  cart: z.object({ items: z.array(CartLineSchema) }),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const WishlistQuerySchema = z.object({ userId: numericId('userId').optional() }).strict();
export const WishlistAddRequestSchema = z
  .object({ productId: numericId('productId'), userId: numericId('userId').optional() })
  .strict();
export const WishlistParamSchema = z.object({ productId: numericId('productId') });
export const WishlistResponseSchema = z.object({
  success: z.literal(true),
  wishlist: z.array(z.object({ productId: z.string(), addedAt: z.string(), product: ProductSummarySchema })),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;
