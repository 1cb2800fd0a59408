import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { manualClock } from '../../src/lib/clock';
import type { Payments } from '../../src/providers/payments';
import { seedDatabase } from '../../src/seed';
import { DELHI_ADDRESS, orderBody, placeOrder, startPayment, type TestProduct } from './commerce';
import type { SignedIn } from './sign-in';
import { createTestDatabase, type TestApp } from './test-app';

/** The phone the desk's tests sign the admin in with (ADMIN_PHONES). */
export const ADMIN_PHONE = '9000000001';

/** Makes the provider's next refund calls fail, as a provider that is down would. */
export interface RefundFaults {
  failNext: number;
}

/**
 * The real app over a fresh seeded database, with ADMIN_PHONES set and the payment provider wrapped so a
 * test can make refunds fail (the test app's own builder has no such seam).
 */
export async function createDeskApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const clock = manualClock();
  await seedDatabase(database.db);
  const faults: RefundFaults = { failNext: 0 };
  const wrapPayments = (payments: Payments): Payments => ({
    ...payments,
    async refund(paymentId, amountPaise) {
      if (faults.failNext > 0) {
        faults.failNext -= 1;
        throw new Error('Razorpay answered 502 to POST /v1/payments/refund: gateway unavailable');
      }
      return payments.refund(paymentId, amountPaise);
    },
  });
  const app = await buildApp({
    config: testConfig({ ADMIN_PHONES: ADMIN_PHONE, ...env }),
    database,
    webDist: false,
    logger: false,
    clock,
    wrapPayments,
  });
  await app.ready();
  const t: TestApp = {
    app,
    database,
    db: database.db,
    kind: process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  return { t, faults };
}

export interface DeskOrder {
  _id: string;
  orderNumber: string;
  total: number;
  status: string;
  paymentStatus: string;
}

/** Places an order of one piece of a fresh product, shipped to the given phone and email. */
export async function orderFor(
  t: TestApp,
  buyer: SignedIn,
  product: TestProduct,
  options: { method?: 'razorpay' | 'cod'; phone?: string; email?: string; quantity?: number } = {},
) {
  const body = orderBody([{ product, quantity: options.quantity ?? 1 }], options.method ?? 'razorpay');
  const res = await placeOrder(t, buyer, {
    ...body,
    shippingAddress: {
      ...DELHI_ADDRESS,
      phone: options.phone ?? DELHI_ADDRESS.phone,
      email: options.email ?? DELHI_ADDRESS.email,
    },
  });
  if (res.statusCode !== 200) throw new Error(`place answered ${res.statusCode}: ${res.body}`);
  return res.json().order as DeskOrder;
}

/** Pays an order through the sandbox (its webhook settles it): in full, or the COD advance. */
export async function payInSandbox(t: TestApp, buyer: SignedIn, order: DeskOrder, method = 'razorpay') {
  const kind = method === 'cod' ? 'cod_token' : 'full';
  const amount =
    kind === 'full' ? Math.round(order.total * 100) : Math.min(100_000, Math.round(order.total * 100));
  const providerOrderId = await startPayment(t, buyer, order._id, kind, amount);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payments',
    payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
  });
  if (res.statusCode !== 200) throw new Error(`sandbox pay answered ${res.statusCode}: ${res.body}`);
  return res.json().razorpay_payment_id as string;
}
