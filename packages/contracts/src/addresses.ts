import { z } from 'zod';
import { INDIAN_STATES } from './discovery';
import { PhoneSchema } from './identity';

export const ADDRESS_LABELS = ['Home', 'Office', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long (${max} characters at most)`);

export const PincodeSchema = z.string({ error: PINCODE_MESSAGE }).regex(/^[1-9][0-9]{5}$/, PINCODE_MESSAGE);

/**
 * What a shopper sends for an address. The server also checks that India Post knows the pincode, that
 * it is serviceable and that it lies in the chosen state.
 */
export const AddressInputSchema = z
  .object({
    label: z.enum(ADDRESS_LABELS, { error: 'label must be Home, Office or Other' }).default('Home'),
    line1: requiredText('line1', 200),
    line2: z
      .string({ error: 'line2 must be text' })
      .trim()
      .max(200, 'line2 is too long (200 characters at most)')
      .default(''),
    city: requiredText('city', 100),
    state: z.enum(INDIAN_STATES, { error: 'state must be one of the 36 states and union territories' }),
    pincode: PincodeSchema,
    country: z.literal('India', { error: 'country must be India' }).default('India'),
    phone: PhoneSchema,
    name: z
      .string({ error: 'name must be text' })
      .trim()
      .max(100, 'name is too long (100 characters at most)')
      .optional(),
    email: z
      .string({ error: 'email must be text' })
      .trim()
      .max(254, 'email is too long')
      .refine((email) => email === '' || z.email().safeParse(email).success, 'Please enter a valid email')
      .transform((email) => email.toLowerCase())
      .optional(),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
  })
  .strict();
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  _id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  name: z.string(),
  email: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  addresses: z.array(AddressSchema),
});
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

export const AddressIdParamSchema = z.object({
  id: z.string().regex(/^[0-9]{1,9}$/, 'id must be a numeric id'),
});
