import { ORDER_STATUSES, type OrderAddress, REFUND_KINDS } from '@svarna/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog';
import { users } from './identity';

const at = () => timestamp({ withTimezone: true });

/** A cart belongs to a signed-in shopper or to a guest's `temp_` id, never both. */
export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    tempCartId: text(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('carts_user_idx').on(t.userId),
    uniqueIndex('carts_temp_idx').on(t.tempCartId),
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.tempCartId} is null)`),
  ],
);

/** One line per product and variant (variant 0 stands for 'default' in the uniqueness rule). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.cartId, t.productId, sql`coalesce(${t.variantId}, 0)`),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** A shopper's saved address; at most one default per shopper (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text({ enum: ['Home', 'Office', 'Other'] }).notNull(),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    line1: text().notNull(),
    line2: text().notNull().default(''),
    city: text().notNull(),
    state: text().notNull(),
    pincode: text().notNull(),
    country: text().notNull().default('India'),
    phone: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * An order as placed: money in paise, priced by the server, the address copied in. The id is a random
 * 24-hex string (the order number shown is its last characters, upper-case); it is also Razorpay's receipt.
 */
export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text({ enum: ['razorpay', 'cod'] }).notNull(),
    subtotalPaise: integer().notNull(),
    shippingPaise: integer().notNull(),
    discountPaise: integer().notNull().default(0),
    totalPaise: integer().notNull(),
    /** the COD advance; null for prepaid orders */
    tokenAmountPaise: integer(),
    tokenPaymentStatus: text({ enum: ['pending', 'paid'] }),
    /** unpaid, paid (in full or the advance), refund_due (money taken for an order that cannot ship), refunded */
    paymentStatus: text({ enum: ['unpaid', 'paid', 'refund_due', 'refunded'] })
      .notNull()
      .default('unpaid'),
    shippingAddress: jsonb().$type<OrderAddress>().notNull(),
    billingAddress: jsonb().$type<OrderAddress>().notNull(),
    coupon: text(),
    trackingUrl: text(),
    /** cash on delivery: when the rest was collected at the door */
    codCollectedAt: at(),
    /** an unpaid order past this time is expired by the job and its stock given back */
    expiresAt: at().notNull(),
    /** set once, when the stock taken at placement went back (expiry or cancellation) */
    stockReleasedAt: at(),
    paidAt: at(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    /** guest tracking looks an order up by its number: the id's last 8 characters */
    index('orders_number_idx').on(sql`right(${t.id}, 8)`),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentStatus} = 'unpaid'`),
    // The dashboard's figures at 100,000 orders and more (bench/dashboard.ts): each reads a narrow index
    // instead of the whole table. The covered columns are in the key (drizzle's builder has no INCLUDE).
    index('orders_created_at_idx').on(t.createdAt, t.status),
    index('orders_paid_at_idx')
      .on(t.paidAt, t.status, t.totalPaise, t.id)
      .where(sql`${t.paidAt} is not null`),
    index('orders_to_fulfil_idx')
      .on(t.status)
      .where(sql`${t.paymentStatus} = 'paid' and ${t.status} in ('processing', 'confirmed')`),
    index('orders_cod_to_collect_idx')
      .on(t.status, t.totalPaise, t.tokenAmountPaise)
      .where(sql`${t.paymentMethod} = 'cod' and ${t.paymentStatus} = 'paid' and ${t.codCollectedAt} is null`),
    index('orders_refund_due_idx').on(t.id).where(sql`${t.paymentStatus} = 'refund_due'`),
    // A million orders (bench/million-orders.ts, decision 20): the desk's search by the phone an order was
    // sent to, and its count of the orders still moving (order_status_counts counts the settled ones).
    index('orders_shipping_phone_idx').on(sql`(${t.shippingAddress} ->> 'phone')`),
    index('orders_open_status_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'processing', 'confirmed', 'shipped')`),
    check(
      'orders_total_matches',
      sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise} - ${t.discountPaise}`,
    ),
    check(
      'orders_money_non_negative',
      sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.discountPaise} >= 0`,
    ),
  ],
);

/** A line copied at placement: what was bought, at what price, whatever later happens to the catalogue. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    name: text().notNull(),
    slug: text().notNull(),
    imagePath: text(),
    variantValues: jsonb().$type<{ name: string; value: string }[]>().notNull().default([]),
    unitPricePaise: integer().notNull(),
    basePricePaise: integer().notNull(),
    /** copied from the product at placement, for the tax invoice */
    hsnCode: text().notNull().default('7113'),
    gstRateBasisPoints: integer().notNull().default(300),
    quantity: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * What each product sold per Indian day of payment: the lines of orders paid (paidAt set) and not
 * cancelled, as the dashboard's best sellers add them up (`lines` counts them; a row goes with its last
 * line; name and slug are the greatest of its lines'). Kept by triggers on orders (migrations 0014, 0015) as
 * the transaction that pays, cancels or deletes an order commits; order_summaries_rebuild() writes it afresh.
 * Order lines are written with their order, before it is paid, and never changed after.
 */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    day: date({ mode: 'string' }).notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lines: integer().notNull(),
    units: integer().notNull(),
    salesPaise: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    /** how many of the lines have that name and that slug: a cancel reads the day again only at 0 */
    nameLines: integer().notNull(),
    slugLines: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * The paid orders (paidAt set, whatever became of them) per Indian day of payment: how many, and their
 * totals, as the dashboard's daily series and sales add them up. Kept by a trigger on orders (migrations
 * 0014, 0015) as the transaction that pays (or deletes) an order commits; order_summaries_rebuild() writes it afresh.
 */
export const paidDays = pgTable('paid_days', {
  day: date({ mode: 'string' }).primaryKey(),
  orders: integer().notNull(),
  totalPaise: bigint({ mode: 'number' }).notNull(),
});

/**
 * How many orders are in each settled status (delivered, cancelled, failed), kept by a trigger on orders
 * (migration 0014): the desk's count of every order adds the few still moving, read by their index.
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text({ enum: ORDER_STATUSES }).primaryKey(),
  orders: integer().notNull(),
});

/** Every change of an order's status or payment, with when and who (system, customer, payment, admin:{id}). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    note: text().notNull().default(''),
    actor: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** One payment attempt: a Razorpay (or sandbox) order made for our order, for the full amount or the COD advance. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['razorpay', 'sandbox'] }).notNull(),
    providerOrderId: text().notNull().unique(),
    kind: text({ enum: ['full', 'cod_token'] }).notNull(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text({ enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    providerPaymentId: text(),
    failureReason: text(),
    createdAt: at().notNull(),
    paidAt: at(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
);

/** Webhook deliveries already handled, by Razorpay's x-razorpay-event-id. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  event: text().notNull(),
  receivedAt: at().notNull(),
});

/** The sandbox provider's own records: what Razorpay would keep on its side. */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text().primaryKey(),
  amountPaise: integer().notNull(),
  currency: text().notNull(),
  receipt: text().notNull(),
  status: text({ enum: ['created', 'attempted', 'paid'] }).notNull(),
  createdAt: at().notNull(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => sandboxOrders.id, { onDelete: 'cascade' }),
    amountPaise: integer().notNull(),
    status: text({ enum: ['authorized', 'captured', 'failed', 'refunded'] }).notNull(),
    errorDescription: text(),
    createdAt: at().notNull(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text().primaryKey(),
  paymentId: text()
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
  amountPaise: integer().notNull(),
  createdAt: at().notNull(),
});

/**
 * A refund made through the payment provider (or recorded by the sandbox): 'order' when a paid order is
 * cancelled (its credit note reverses the invoice), 'duplicate_payment' when a second payment arrived for
 * an order already paid (only that excess money goes back: no credit note, the order's status untouched).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['razorpay', 'sandbox'] }).notNull(),
    providerPaymentId: text().notNull(),
    providerRefundId: text(),
    amountPaise: integer().notNull(),
    kind: text({ enum: REFUND_KINDS }).notNull().default('order'),
    /** requested: the provider call is under way or failed and can be retried; processed: the provider took it */
    status: text({ enum: ['requested', 'processed', 'failed'] }).notNull(),
    failureReason: text(),
    actor: text().notNull(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_payment_idx').on(t.providerPaymentId),
    // the dashboard's money cards (decision 20): refunds still to give back, and order refunds processed
    index('refunds_open_idx')
      .on(t.status, t.amountPaise, t.orderId)
      .where(sql`${t.status} in ('requested', 'failed')`),
    index('refunds_processed_idx')
      .on(t.updatedAt, t.amountPaise, t.orderId)
      .where(sql`${t.kind} = 'order' and ${t.status} = 'processed'`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_kind_known', sql`${t.kind} in ('order', 'duplicate_payment')`),
  ],
);

/** Every stock level set by hand from the order desk: what it was, what it became, who and when. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    previous: integer().notNull(),
    next: integer().notNull(),
    reason: text().notNull().default(''),
    actor: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('stock_changes_product_idx').on(t.productId, t.createdAt)],
);

/**
 * A GST tax invoice, issued once per paid order. The number is serial within an Indian financial year
 * (April to March); the seller's details are copied at issue so a later change of settings cannot alter it.
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: text()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** e.g. SVJ/2026-27/000042 */
    number: text().notNull().unique(),
    /** e.g. 2026-27 */
    financialYear: text().notNull(),
    serial: integer().notNull(),
    sellerName: text().notNull(),
    sellerAddress: text().notNull(),
    sellerGstin: text().notNull(),
    sellerState: text().notNull(),
    issuedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_serial_idx').on(t.financialYear, t.serial),
    /** GSTR-1 reads a month of invoices by when they were issued */
    index('invoices_issued_at_idx').on(t.issuedAt),
  ],
);

/** The last invoice serial handed out in each financial year; bumped in the paying transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text().primaryKey(),
  lastSerial: integer().notNull(),
});

/** One line of a credit note: the invoice line's amounts reversed (all positive paise, read as credits). */
export interface CreditNoteLine {
  kind: 'goods' | 'shipping';
  description: string;
  hsnCode: string;
  quantity: number;
  gstRateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * A GST credit note, issued once per processed refund of an invoiced order: it reverses the invoice's
 * lines and tax (wholly, or in proportion for a partial refund). Serial within an Indian financial year.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial().primaryKey(),
    refundId: integer()
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** e.g. CN/26-27/000001 (at most 16 characters, as GST allows) */
    number: text().notNull().unique(),
    /** e.g. 2026-27 */
    financialYear: text().notNull(),
    serial: integer().notNull(),
    invoiceNumber: text().notNull(),
    invoiceIssuedAt: at().notNull(),
    amountPaise: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    lines: jsonb().$type<CreditNoteLine[]>().notNull(),
    issuedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_serial_idx').on(t.financialYear, t.serial),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_at_idx').on(t.issuedAt),
  ],
);

/** The last credit-note serial handed out in each financial year; bumped when a refund is processed. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text().primaryKey(),
  lastSerial: integer().notNull(),
});

/**
 * The answer to a request sent with an Idempotency-Key, per route and caller, kept 24 hours: a retry of
 * the same request answers this instead of doing the work again. No status yet: the first request is
 * still running (or died; it is taken over once `updatedAt` is a minute old).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    route: text().notNull(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** sha256 of the request body, so the same key with another body is refused */
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.route, t.ownerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
