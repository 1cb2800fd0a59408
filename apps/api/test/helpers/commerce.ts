import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { testConfig } from '../../src/config';
import * as s from '../../src/db/schema';
import { paymentSecrets } from '../../src/providers/payments';
import { checkoutSignature } from '../../src/providers/payments/razorpay-protocol';
import type { SignedIn } from './sign-in';
import type { TestApp } from './test-app';

/** A delivery address India Post places in Delhi. */
export const DELHI_ADDRESS = {
  name: 'Asha Rao',
  email: 'asha@gmail.com',
  line1: '12 Janpath',
  line2: '',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  country: 'India',
  phone: '9876543210',
};

export interface TestProduct {
  productId: number;
  variantId: number | null;
  name: string;
  /** unit price in paise, as the server prices it */
  pricePaise: number;
}

/** A published product without variants (the n-th one), its stock set to `stock`. */
export async function plainProduct(t: TestApp, stock: number, nth = 0): Promise<TestProduct> {
  const rows = await t.db
    .select()
    .from(s.products)
    .where(
      and(
        eq(s.products.status, true),
        notExists(
          t.db.select().from(s.productVariants).where(eq(s.productVariants.productId, s.products.id)),
        ),
      ),
    )
    .orderBy(asc(s.products.id));
  const product = rows[nth];
  if (!product) throw new Error('the seed has no such product without variants');
  await t.db.update(s.products).set({ stock }).where(eq(s.products.id, product.id));
  return {
    productId: product.id,
    variantId: null,
    name: product.name,
    pricePaise: product.salePricePaise ?? product.basePricePaise,
  };
}

/** The first variant of a published product with variants (the n-th one), its inventory set to `stock`. */
export async function variantProduct(t: TestApp, stock: number, nth = 0): Promise<TestProduct> {
  const rows = await t.db
    .select({ variant: s.productVariants, name: s.products.name })
    .from(s.productVariants)
    .innerJoin(s.products, eq(s.products.id, s.productVariants.productId))
    .where(and(eq(s.products.status, true), gt(s.productVariants.pricePaise, 0)))
    .orderBy(asc(s.productVariants.productId), asc(s.productVariants.id));
  const seen = new Set<number>();
  const firsts = rows.filter((r) => !seen.has(r.variant.productId) && seen.add(r.variant.productId));
  const row = firsts[nth];
  if (!row) throw new Error('the seed has no such product with variants');
  await t.db
    .update(s.productVariants)
    .set({ inventory: stock })
    .where(eq(s.productVariants.id, row.variant.id));
  return {
    productId: row.variant.productId,
    variantId: row.variant.id,
    name: row.name,
    pricePaise: row.variant.salePricePaise ?? row.variant.pricePaise,
  };
}

export async function stockOf(t: TestApp, product: TestProduct): Promise<number> {
  if (product.variantId !== null) {
    const [v] = await t.db
      .select()
      .from(s.productVariants)
      .where(eq(s.productVariants.id, product.variantId));
    return v!.inventory;
  }
  const [p] = await t.db.select().from(s.products).where(eq(s.products.id, product.productId));
  return p!.stock;
}

export const shippingRupees = (method: 'razorpay' | 'cod') => (method === 'cod' ? 200 : 100);

/** A request body for POST /api/orders/place with the right total. */
export function orderBody(
  lines: { product: TestProduct; quantity: number }[],
  method: 'razorpay' | 'cod' = 'razorpay',
) {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
  return {
    items: lines.map((l) => ({
      product: String(l.product.productId),
      quantity: l.quantity,
      price: l.product.pricePaise / 100,
      variant: l.product.variantId === null ? 'default' : String(l.product.variantId),
    })),
    shippingAddress: DELHI_ADDRESS,
    paymentMethod: method,
    total: subtotalPaise / 100 + shippingRupees(method),
  };
}

export async function placeOrder(t: TestApp, shopper: SignedIn, body: ReturnType<typeof orderBody>) {
  return t.app.inject({ method: 'POST', url: '/api/orders/place', headers: shopper.auth, payload: body });
}

export async function countOrders(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(s.orders);
  return row!.n;
}

export async function eventsOf(t: TestApp, orderId: string) {
  return t.db
    .select()
    .from(s.orderEvents)
    .where(eq(s.orderEvents.orderId, orderId))
    .orderBy(asc(s.orderEvents.id));
}

/** Starts a payment attempt and answers the provider's order id. */
export async function startPayment(
  t: TestApp,
  shopper: SignedIn,
  orderId: string,
  kind: 'full' | 'cod_token',
  amount: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-razorpay-order',
    headers: shopper.auth,
    payload: { orderId, paymentType: kind, amount, currency: 'INR' },
  });
  if (res.statusCode !== 200)
    throw new Error(`create-razorpay-order answered ${res.statusCode}: ${res.body}`);
  return res.json().order.id as string;
}

/**
 * The checkout handler's fields for a payment, signed as Razorpay signs them, with the payment made in the
 * sandbox (captured, or only authorised) before any webhook about it is delivered: the store reads it from
 * the provider when it verifies.
 */
export async function handlerFields(
  t: TestApp,
  providerOrderId: string,
  { status = 'captured' }: { status?: 'captured' | 'authorized' } = {},
) {
  const paymentId = `pay_${Math.random().toString(36).slice(2, 16)}`;
  const [order] = await t.db.select().from(s.sandboxOrders).where(eq(s.sandboxOrders.id, providerOrderId));
  if (!order) throw new Error(`no sandbox order ${providerOrderId}`);
  await t.db.insert(s.sandboxPayments).values({
    id: paymentId,
    orderId: providerOrderId,
    amountPaise: order.amountPaise,
    status,
    createdAt: t.clock.now(),
  });
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(TEST_KEY_SECRET, providerOrderId, paymentId),
  };
}

/** The development secrets the sandbox uses when none are configured. */
export const { keySecret: TEST_KEY_SECRET, webhookSecret: TEST_WEBHOOK_SECRET } = paymentSecrets(
  testConfig(),
);
