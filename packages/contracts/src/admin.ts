import { z } from 'zod';
import { PaginationSchema, queryInt } from './common';
import { toE164 } from './identity';
import { FORWARD_STATUSES, ORDER_STATUSES, OrderSchema } from './orders';

/** The order desk (`/api/admin/*`): for users with the admin role only. */

/**
 * What a refund gives back: 'order', the order's own payment when it is cancelled (a GST credit note
 * reverses its invoice); 'duplicate_payment', a second payment made for an order already paid (only that
 * money goes back: no credit note, the order untouched).
 */
export const REFUND_KINDS = ['order', 'duplicate_payment'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * The desk's money filters, each the exact list behind a dashboard card: cash on delivery still to collect
 * at the door; a refund open (an order refund due, or any refund requested or failed, second payments
 * included); a refund failed; refunded (an order refund processed, within `days` when given).
 */
export const ADMIN_ORDER_PAYMENT_FILTERS = [
  'cod_to_collect',
  'refund_open',
  'refund_failed',
  'refunded',
] as const;
export type AdminOrderPaymentFilter = (typeof ADMIN_ORDER_PAYMENT_FILTERS)[number];

/** The windows the refunded filter takes, as the dashboard's: today in India, or that many Indian days. */
export const ADMIN_ORDER_REFUND_DAYS = ['1', '7', '30'] as const;

export const AdminOrdersQuerySchema = z
  .object({
    status: z
      .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })
      .optional(),
    payment: z
      .enum(ADMIN_ORDER_PAYMENT_FILTERS, {
        error: `payment must be one of ${ADMIN_ORDER_PAYMENT_FILTERS.join(', ')}`,
      })
      .optional(),
    /** with payment=refunded: refunds processed today (1) or in the last 7 or 30 Indian days, today included */
    days: z
      .enum(ADMIN_ORDER_REFUND_DAYS, { error: 'days must be 1, 7 or 30' })
      .transform((d) => Number(d) as 1 | 7 | 30)
      .optional(),
    /** an order number (the id's last characters, any case), a whole order id, or a phone number */
    q: z
      .string()
      .trim()
      .max(40, 'q is too long (40 characters at most)')
      .refine((q) => q === '' || /^[0-9a-f]+$/i.test(q) || toE164(q) !== null, {
        error: 'q must be an order number, an order id or a phone number',
      })
      .optional(),
    page: queryInt('page', 1, 10_000).default(1),
    limit: queryInt('limit', 1, 100).default(20),
  })
  .strict()
  .refine((query) => query.days === undefined || query.payment === 'refunded', {
    path: ['days'],
    error: 'days applies to payment=refunded only',
  });

export const AdminOrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string(),
  /** system, customer, payment, webhook, or admin:{userId} */
  actor: z.string(),
  /** the admin's name when the actor is an admin */
  actorName: z.string().nullable(),
  at: z.string(),
});

export const AdminRefundSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFUND_KINDS),
  amount: z.number(),
  status: z.enum(['requested', 'processed', 'failed']),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});

export const AdminOrderSchema = OrderSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), phone: z.string(), email: z.string() }),
  codCollectedAt: z.string().nullable(),
  history: z.array(AdminOrderEventSchema),
  refunds: z.array(AdminRefundSchema),
  /** the GST invoice's number, once the order is paid */
  invoiceNumber: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderResponseSchema = z.object({ success: z.literal(true), order: AdminOrderSchema });
export const AdminOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(AdminOrderSchema),
  pagination: PaginationSchema,
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

const note = z.string().trim().max(500, 'note is too long (500 characters at most)').optional();

export const AdminStatusMoveSchema = z
  .object({
    status: z.enum(FORWARD_STATUSES, { error: `status must be one of ${FORWARD_STATUSES.join(', ')}` }),
    /** required when moving to shipped: the courier's tracking page */
    trackingUrl: z
      .string()
      .trim()
      .max(500, 'trackingUrl is too long')
      .pipe(z.url({ protocol: /^https?$/, error: 'trackingUrl must be an http(s) address' }))
      .optional(),
    note,
  })
  .strict();
export type AdminStatusMove = z.input<typeof AdminStatusMoveSchema>;

export const AdminCancelSchema = z
  .object({ reason: z.string().trim().min(1, 'reason is required').max(500, 'reason is too long') })
  .strict();
export const AdminCodCollectedSchema = z.object({ note }).strict();

/** A product's or a variant's id in a desk path: a positive whole number that fits the database's ids. */
export const AdminIdParamSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,8}$/, 'id must be a numeric id'),
});

export const AdminStockSchema = z
  .object({
    stock: z
      .number({ error: 'stock must be a number' })
      .int('stock must be a whole number')
      .min(0, 'stock must not be negative')
      .max(1_000_000, 'stock must be at most 1000000'),
    reason: z.string().trim().max(200, 'reason is too long (200 characters at most)').optional(),
  })
  .strict();

export const AdminStockChangeSchema = z.object({
  id: z.number().int(),
  variantId: z.string().nullable(),
  previous: z.number().int(),
  next: z.number().int(),
  reason: z.string(),
  actor: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
});

/** A product's stock as the desk sees it: its own stock, each variant's inventory, and the changes made. */
export const AdminProductStockSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  stock: z.number().int(),
  variants: z.array(
    z.object({
      _id: z.string(),
      sku: z.string(),
      label: z.string(),
      inventory: z.number().int(),
    }),
  ),
  changes: z.array(AdminStockChangeSchema),
});
export const AdminProductStockResponseSchema = z.object({
  success: z.literal(true),
  product: AdminProductStockSchema,
});
export type AdminProductStock = z.infer<typeof AdminProductStockSchema>;
