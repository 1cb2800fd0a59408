import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../src/db/client';

/** Polls a condition until it holds or the deadline passes (for processes and sockets, not for time). */
export async function until(condition: () => boolean | Promise<boolean>, deadlineMs: number, what: string) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > deadlineMs)
      throw new Error(`gave up after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface Answer {
  step: string;
  status: number;
  body: Record<string, unknown> | null;
  /** when the request was sent, ms on performance.now() */
  sentAt: number;
  ms: number;
}

/** A real HTTP request, timed; a request that hangs is aborted after `hangMs` and fails the test. */
export async function send(
  base: string,
  step: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
  hangMs = 20_000,
): Promise<Answer> {
  const sentAt = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(hangMs),
  });
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { step, status: res.status, body, sentAt, ms: performance.now() - sentAt };
}

/** `workers` loops running `round` until stopped; every answer is kept. */
export function traffic(workers: number, round: (answers: Answer[]) => Promise<void>) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) await round(answers);
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The answer a request gets while the database is away: 503 in the error envelope. */
export const UNAVAILABLE = {
  success: false,
  code: 'DB_UNAVAILABLE',
  message: 'The store is briefly unavailable. Please try again in a moment.',
};

/**
 * Every order whole: its items add up to its totals, its first event is there, its stock is taken, and
 * it is paid exactly when a payment attempt is paid, it is processing and it has its invoice.
 * Answers what is wrong (nothing, when all is well) and the counts.
 */
export async function checkOrdersWhole(db: DbOrTx, productId: number, initialStock: number) {
  const count = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ id: string }>(await db.execute(query)).map((r) => r.id);
  const problems = {
    itemsOrTotals: await count(sql`
      select o.id from orders o left join order_items i on i.order_id = o.id group by o.id
      having count(i.id) = 0 or sum(i.unit_price_paise * i.quantity) <> o.subtotal_paise
        or o.total_paise <> o.subtotal_paise + o.shipping_paise - o.discount_paise`),
    noEvent: await count(sql`
      select o.id from orders o where not exists (select 1 from order_events e where e.order_id = o.id)`),
    payment: await count(sql`
      select o.id from orders o where
        (o.payment_status = 'paid') <> exists (select 1 from payment_attempts a where a.order_id = o.id and a.status = 'paid')
        or (o.payment_status = 'paid') <> exists (select 1 from invoices v where v.order_id = o.id)
        or (o.payment_status = 'paid') <> (o.status = 'processing')`),
  };
  const [row] = rowsOf<{ stock: number; held: number; orders: number; paid: number }>(
    await db.execute(sql`
      select (select stock from products where id = ${productId}) as stock,
        (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
          where i.product_id = ${productId} and o.stock_released_at is null) as held,
        (select count(*)::int from orders) as orders,
        (select count(*)::int from orders where payment_status = 'paid') as paid`),
  );
  return {
    ...problems,
    stockMatches: row!.stock === initialStock - row!.held,
    orders: row!.orders,
    paid: row!.paid,
    stock: row!.stock,
  };
}

/** The ids of the orders in the database, for checking that every order a client saw placed is there. */
export async function orderIds(db: DbOrTx): Promise<Set<string>> {
  return new Set(rowsOf<{ id: string }>(await db.execute(sql`select id from orders`)).map((r) => r.id));
}
