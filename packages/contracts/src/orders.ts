import { z } from 'zod';
import { PincodeSchema } from './addresses';
import { QuantitySchema, VariantRefSchema } from './cart';
import { queryBoolean } from './common';
import { INDIAN_STATES } from './discovery';
import { PhoneSchema } from './identity';
import { ORDER_ID_PATTERN, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-rules';

export type {
  ForwardStatus,
  OrderReference,
  OrderStanding,
  OrderStatus,
  PathStatus,
  PaymentMethod,
  PaymentStatus,
} from './order-rules';
export {
  CANCELLABLE_STATUSES,
  COD_ADVANCE_PAISE,
  COD_ADVANCE_RUPEES,
  canCancel,
  canMove,
  codAdvancePaise,
  DEFAULT_PAYMENT_METHOD,
  FORWARD_STATUSES,
  nextStatuses,
  ORDER_ID_PATTERN,
  ORDER_NUMBER_LENGTH,
  ORDER_PATH,
  ORDER_STATUSES,
  orderNumber,
  orderReference,
  PAID_STATUS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_ARRIVES,
  SHIPPING_RUPEES,
  SHORT_ORDER_NUMBER_LENGTH,
  shippingRupees,
} from './order-rules';

export const OrderIdParamSchema = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN, 'orderId must be an order id'),
});
const OrderIdSchema = z
  .string({ error: 'orderId is required' })
  .regex(ORDER_ID_PATTERN, 'orderId must be an order id');

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long (${max} characters at most)`);

export const OrderAddressInputSchema = z.object({
  /** a saved address's id, when the shopper picked one (informational; the fields below are what ships) */
  _id: z.string().max(40).optional(),
  label: z.string().max(20).optional(),
  name: text('shippingAddress.name', 100),
  email: z
    .string({ error: 'shippingAddress.email is required' })
    .trim()
    .max(254)
    .pipe(z.email('shippingAddress.email must be a valid email')),
  line1: text('shippingAddress.line1', 200),
  line2: z.string().trim().max(200).default(''),
  city: text('shippingAddress.city', 100),
  state: z.enum(INDIAN_STATES, {
    error: 'shippingAddress.state must be one of the 36 states and union territories',
  }),
  pincode: PincodeSchema,
  country: z.literal('India', { error: 'shippingAddress.country must be India' }).default('India'),
  phone: PhoneSchema,
  isDefault: z.boolean().optional(),
});

export const PlaceOrderRequestSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            product: z
              .string({ error: 'product is required' })
              .regex(/^[0-9]{1,9}$/, 'product must be a numeric id'),
            quantity: QuantitySchema('quantity'),
            /** what the page showed; ignored: the server prices every line */
            price: z.number().optional(),
            variant: VariantRefSchema,
          })
          .strict(),
      )
      .min(1, 'items must hold at least one line')
      .max(50, 'items may hold at most 50 lines'),
    shippingAddress: OrderAddressInputSchema,
    billingAddress: OrderAddressInputSchema.optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'paymentMethod must be razorpay or cod' }),
    /** the total the shopper saw, in rupees; a different server total is a 409 */
    total: z.number({ error: 'total must be a number' }).nonnegative('total must not be negative'),
  })
  .strict();
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

export const OrderAddressSchema = z.object({
  name: z.string(),
  email: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

const OrderImageSchema = z.object({ filePath: z.string(), url: z.string() }).nullable();

export const OrderItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    slug: z.string(),
    featuredImage: OrderImageSchema,
    salePrice: z.number(),
    basePrice: z.number(),
    shortDescription: z.string(),
  }),
  quantity: z.number().int(),
  /** unit price paid, rupees */
  price: z.number(),
  variant: z
    .object({ _id: z.string(), attributes: z.array(z.object({ name: z.string(), value: z.string() })) })
    .nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** an unpaid order is released at this time */
  expiresAt: z.string(),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
  /**
   * the GST inside the total, rupees, at each piece's own rate as its tax invoice counts it (shipping at the
   * highest of them)
   */
  gst: z.number(),
  /** the COD advance (rupees), null for prepaid */
  tokenAmount: z.number().nullable(),
  tokenPaymentStatus: z.enum(['pending', 'paid']).nullable(),
  /** what is left to pay on delivery, rupees */
  amountDue: z.number(),
  coupon: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  items: z.array(OrderItemSchema),
  shippingAddress: OrderAddressSchema,
  billingAddress: OrderAddressSchema,
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string() })),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ success: z.literal(true), order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/** A shopper cancelling her own order: why, if she wants to say (optional, at most 500 characters). */
export const CancelOrderRequestSchema = z
  .object({ reason: z.string().trim().max(500, 'reason is too long').optional() })
  .strict();
export type CancelOrderRequest = z.input<typeof CancelOrderRequestSchema>;

export const OrdersQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(10_000, 'page must be at most 10000')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(50, 'limit must be at most 50')
      .default(10),
    /** leave out orders still awaiting payment; the page count then counts only the orders shown */
    hidePending: queryBoolean('hidePending').default(false),
  })
  .strict();
export const OrdersListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(OrderSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type OrdersListResponse = z.infer<typeof OrdersListResponseSchema>;

export const CreatePaymentOrderRequestSchema = z
  .object({
    orderId: OrderIdSchema,
    paymentType: z.enum(['full', 'cod_token'], { error: 'paymentType must be full or cod_token' }),
    /** paise; must equal the server's amount for this order and payment type */
    amount: z
      .number({ error: 'amount must be a number' })
      .int('amount must be whole paise')
      .positive('amount must be positive'),
    currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
  })
  .strict();
export const CreatePaymentOrderResponseSchema = z.object({
  success: z.literal(true),
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
  /** the public key the checkout window opens with */
  key: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  /** the checkout script the storefront loads: Razorpay's, or the sandbox window's */
  checkoutScript: z.string(),
});
export type CreatePaymentOrderResponse = z.infer<typeof CreatePaymentOrderResponseSchema>;

const providerId = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(100, `${field} is too long`);
export const VerifyPaymentRequestSchema = z
  .object({
    razorpay_order_id: providerId('razorpay_order_id'),
    razorpay_payment_id: providerId('razorpay_payment_id'),
    razorpay_signature: z
      .string({ error: 'razorpay_signature is required' })
      .regex(/^[0-9a-f]{64}$/, 'razorpay_signature must be 64 hex characters'),
    orderId: OrderIdSchema,
  })
  .strict();

export const SandboxPaymentRequestSchema = z
  .object({
    razorpay_order_id: providerId('razorpay_order_id'),
    outcome: z.enum(['success', 'authorized', 'failure'], {
      error: 'outcome must be success, authorized or failure',
    }),
  })
  .strict();
export const SandboxPaymentResponseSchema = z.union([
  z.object({
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);
export type SandboxPaymentResponse = z.infer<typeof SandboxPaymentResponseSchema>;
