import { z } from 'zod';

/** Every 4xx/5xx body. `details` names the offending fields on a 400. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        /** for a stock refusal: how many of that line are left */
        available: z.number().int().optional(),
      }),
    )
    .optional(),
  /** for a total that differs from the server's: the server's figures, in rupees */
  pricing: z
    .object({ subtotal: z.number(), shipping: z.number(), discount: z.number(), total: z.number() })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** One resized copy of an uploaded photo: a browser picks the smallest that fills its slot. */
export const RenditionSchema = z.object({
  url: z.string(),
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Rendition = z.infer<typeof RenditionSchema>;

/**
 * An image stored under /media with its intrinsic size, so pages reserve space and never shift. An
 * uploaded photo lists its renditions (`srcset` on the storefront); a seeded drawing has none.
 */
export const ImageSchema = z.object({
  _id: z.string(),
  filePath: z.string(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  renditions: z.array(RenditionSchema).optional(),
});
export type Image = z.infer<typeof ImageSchema>;

export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const IdParamSchema = z.object({ id: z.string().regex(/^[0-9]{1,9}$/, 'id must be a numeric id') });
export const SlugParamSchema = z.object({
  slug: z
    .string()
    .min(1, 'slug is required')
    .max(200, 'slug is too long')
    .regex(/^[\p{L}\p{N} _.'&-]+$/u, 'slug may contain letters, digits, spaces and hyphens only'),
});

/** Query-string integer with a clear message naming the parameter. */
export const queryInt = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export const queryBoolean = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((v) => v === 'true');
