// The owner's dashboard (GET /api/admin/dashboard) at DASHBOARD_ORDERS orders (100,000 by default,
// BENCH_DASHBOARD_ORDERS to change): a store's worth of orders over 60 Indian days is written in bulk
// (INSERT ... SELECT generate_series, one transaction), then the real service answers days=1, 7 and 30
// BENCH_DASHBOARD_RUNS times each (default 20): median and p95 of the whole answer (its queries run at
// once, as the route runs them) and of each repository query alone, then EXPLAIN ANALYZE of the slowest
// query's statements and the scans every statement uses. `BENCH_ONLY=dashboard npm run bench`.
import { DASHBOARD_SERIES_DAYS, type DashboardDays } from '@svarna/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { BULK_POSTGRES_TIMEOUTS } from '../apps/api/src/db/postgres-pool';
import { istMidnight } from '../apps/api/src/lib/indian-day';
import { createAdminDashboardRepository } from '../apps/api/src/modules/admin/admin-dashboard-repository';
import { createAdminDashboardService } from '../apps/api/src/modules/admin/admin-dashboard-service';
import { seedDatabase } from '../apps/api/src/seed';
import { median } from './lib';

export const DASHBOARD_ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
export const DASHBOARD_RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 20);
export const DASHBOARD_WINDOWS = [1, 7, 30] as const satisfies readonly DashboardDays[];
const SHOPPERS = 20_000;
const SPAN_DAYS = 60;
const BEST_SELLERS = 5;

/** The nearest-rank percentile (p95: the 19th of 20 runs); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** What a bench store holds: how many orders over how many Indian days, and for how many shoppers. */
export interface StoreShape {
  orders: number;
  spanDays: number;
  shoppers: number;
  /**
   * Shoppers drawn skewed (shopper k's share falls as 1/√k: the first has thousands of orders, most a
   * few), instead of every shopper alike.
   */
  skewed?: boolean;
  /**
   * Only the refunds of the last this many days are still requested or failed; older ones were
   * processed (the desk retries a failed refund). Unset: a tenth stay open whatever their age.
   */
  openRefundDays?: number;
}

/** The state of each order's address: the seller's and its neighbours' more often, then the rest. */
const STATES = [
  'Maharashtra',
  'Maharashtra',
  'Maharashtra',
  'Karnataka',
  'Delhi',
  'Tamil Nadu',
  'Gujarat',
  'Telangana',
  'Uttar Pradesh',
  'West Bengal',
];

/** Shopper n's phone in E.164 as the users table keeps it (n from 1), as SQL over `n`. */
const shopperPhoneSql = (n: string) => `'+917' || lpad((${n})::text, 9, '0')`;

/**
 * The statements that write `shape.orders` orders spread over the `spanDays` days before `now`, in one
 * transaction (temporary tables dropped at commit; random() seeded, so every run writes the same store):
 * `shoppers` shoppers, each order's address theirs (their phone, one of ten states); 1 to 3 lines each
 * from the published catalogue, popular pieces more often; 30% cash on delivery (advance paid, the rest
 * collected once delivered); the fate of each order: 4% never paid (cancelled at expiry), 1% failed, 5.5%
 * cancelled after paying (90% refunded, 10% with the refund requested or failed: of the last
 * `openRefundDays` only, when given), the rest paid and
 * moving through processing, confirmed, shipped and delivered by age; orders of the last half hour partly
 * still awaiting payment. Every paid order has its paid payment attempt; every order its first event.
 * The temporary tables bench_plan (per order: g, id, shopper from 0) and bench_orders stay for
 * statements run after these in the same transaction (bench/million-orders.ts adds tax documents).
 * Triggers are off meanwhile: the caller writes the order summaries afresh after (seedStore).
 */
export function seedStatements(shape: StoreShape, now: Date, firstShopper: number): string[] {
  const { orders, spanDays, shoppers } = shape;
  const at = `'${now.toISOString()}'::timestamptz`;
  const states = `(array[${STATES.map((s) => `'${s}'`).join(', ')}])`;
  // a hash of the order's number, not random(), so the other draws stay as they were
  const shopper = shape.skewed
    ? `least(${shoppers - 1}, floor(${shoppers} * power((hashint4(g)::bigint + 2147483648) / 4294967296.0, 2))::int)`
    : `(g * 7919) % ${shoppers}`;
  return [
    // the triggers that keep the order summaries (migration 0014) and check foreign keys are off while
    // the bulk rows go in; seedStore writes the summaries afresh once they are all there
    'set local session_replication_role = replica',
    'select setseed(0.2026)',
    `create temp table bench_products on commit drop as
      select row_number() over (order by id) as n, id, name, slug,
        coalesce(sale_price_paise, base_price_paise) as price, base_price_paise as base
      from products where status`,
    `create temp table bench_plan on commit drop as
      select g, 'b' || lpad(to_hex(g), 23, '0') as id,
        ${at} - random() * interval '${spanDays} days' as created_at,
        random() as r_method, random() as r_fate, random() as r_stage, random() as r_paid,
        1 + floor(random() * random() * 3)::int as lines, ${shopper} as shopper
      from generate_series(1, ${orders}) g`,
    `create temp table bench_lines on commit drop as
      select l.g, l.position, p.id as product_id, p.name, p.slug, p.price, p.base, l.quantity
      from (
        select distinct on (g, pick) g, position, pick, quantity from (
          select g, i - 1 as position,
            1 + floor(power(random(), 2) * (select count(*) from bench_products))::int as pick,
            case when random() < 0.15 then 2 else 1 end as quantity
          from bench_plan cross join lateral generate_series(1, lines) i
        ) drawn
        order by g, pick, position
      ) l join bench_products p on p.n = l.pick`,
    `create temp table bench_orders on commit drop as
      with sized as (
        select p.*, s.subtotal, case when p.r_method < 0.3 then 'cod' else 'razorpay' end as method,
          extract(epoch from ${at} - p.created_at) / 3600 as age_h
        from bench_plan p join (select g, sum(price * quantity) as subtotal from bench_lines group by g) s using (g)
      ),
      fated as (
        select sized.*, case
            when age_h < 0.5 and r_fate < 0.3 then 'awaiting'
            when r_fate < 0.04 then case when age_h < 0.5 then 'awaiting' else 'expired' end
            when r_fate < 0.05 then 'failed'
            when r_fate < 0.105 then 'cancelled_paid'
            else 'paid' end as fate,
          subtotal + case when method = 'cod' then 20000 else 10000 end as total
        from sized
      ),
      timed as (
        select fated.*,
          case when fate in ('paid', 'cancelled_paid')
            then least(${at}, created_at + (1 + 9 * r_paid) * interval '1 minute') end as paid_at,
          case when fate = 'paid' then case
              when age_h < 24 then case when r_stage < 0.5 then 'processing' else 'confirmed' end
              when age_h < 72 then case when r_stage < 0.1 then 'processing' when r_stage < 0.4 then 'confirmed' else 'shipped' end
              when age_h < 168 then case when r_stage < 0.3 then 'shipped' else 'delivered' end
              else 'delivered' end
            when fate = 'awaiting' then 'pending'
            when fate = 'failed' then 'failed'
            else 'cancelled' end as status
        from fated
      ),
      closed as (
        select timed.*,
          case when fate = 'cancelled_paid' then least(${at}, paid_at + r_stage * interval '2 days')
            when fate in ('expired', 'failed') then created_at + interval '30 minutes' end as closed_at,
          case when method = 'cod' and status = 'delivered' then least(${at}, created_at + interval '5 days') end
            as cod_collected_at,
          case when method = 'cod' then least(100000, total) else total end as charged
        from timed
      )
      select closed.*, fate = 'cancelled_paid' and r_paid >= 0.9${
        shape.openRefundDays === undefined
          ? ''
          : ` and closed_at > ${at} - interval '${shape.openRefundDays} days'`
      } as refund_open
      from closed`,
    `insert into users (phone, name, email, created_at, updated_at)
      select ${shopperPhoneSql('g')}, 'Bench Shopper ' || g, 'bench' || g || '@example.com',
        ${at} - interval '${spanDays + 30} days', ${at} - interval '${spanDays + 30} days'
      from generate_series(1, ${shoppers}) g`,
    `insert into orders (id, user_id, status, payment_method, subtotal_paise, shipping_paise, discount_paise,
        total_paise, token_amount_paise, token_payment_status, payment_status, shipping_address, billing_address,
        cod_collected_at, expires_at, stock_released_at, paid_at, created_at, updated_at)
      select id, ${firstShopper} + shopper, status, method, subtotal, total - subtotal, 0, total,
        case when method = 'cod' then charged end,
        case when method = 'cod' then case when paid_at is null then 'pending' else 'paid' end end,
        case fate when 'paid' then 'paid'
          when 'cancelled_paid' then case when refund_open then 'refund_due' else 'refunded' end
          else 'unpaid' end,
        address, address, cod_collected_at, created_at + interval '30 minutes', closed_at, paid_at, created_at,
        greatest(created_at, paid_at, closed_at, cod_collected_at)
      -- in the order they were placed, as a store writes them (a day's orders share pages)
      from (select bench_orders.*, jsonb_build_object('name', 'Bench Shopper ' || (shopper + 1),
          'email', 'bench' || (shopper + 1) || '@example.com', 'line1', '12 Janpath', 'line2', '',
          'city', 'Bench City', 'state', ${states}[1 + abs(hashint4(g + 1)) % ${STATES.length}],
          'pincode', '110001', 'country', 'India', 'phone', ${shopperPhoneSql('shopper + 1')}) as address
        from bench_orders) o
      order by created_at`,
    `insert into order_items (order_id, product_id, name, slug, unit_price_paise, base_price_paise, quantity, position)
      select o.id, l.product_id, l.name, l.slug, l.price, l.base, l.quantity, l.position
      from bench_lines l join bench_plan o using (g)
      order by o.created_at, l.position`,
    `insert into order_events (order_id, status, note, actor, created_at)
      select id, 'pending', 'Order placed', 'customer', created_at from bench_orders order by created_at`,
    `insert into payment_attempts (order_id, provider, provider_order_id, kind, amount_paise, status,
        provider_payment_id, created_at, paid_at)
      select id, 'sandbox', 'order_bench' || g, case when method = 'cod' then 'cod_token' else 'full' end, charged,
        case when paid_at is null then 'created' else 'paid' end,
        case when paid_at is null then null else 'pay_bench' || g end, created_at, paid_at
      from bench_orders where paid_at is not null or fate = 'awaiting'
      order by created_at`,
    `insert into refunds (order_id, provider, provider_payment_id, provider_refund_id, amount_paise, status,
        failure_reason, actor, created_at, updated_at)
      select id, 'sandbox', 'pay_bench' || g,
        case when not refund_open then 'rfnd_bench' || g end, charged,
        case when not refund_open then 'processed' when r_stage < 0.6 then 'requested' else 'failed' end,
        case when refund_open and r_stage >= 0.6 then 'The bank declined the refund' end,
        'admin:1', closed_at, least(${at}, closed_at + interval '1 hour')
      from bench_orders where fate = 'cancelled_paid'
      order by closed_at`,
  ];
}

export type Env = Record<string, string>;
export const open = (env: Env, options: Parameters<typeof openDatabase>[1] = {}) =>
  openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { inMemory: false, ...options });

/**
 * Writes the demo catalogue and the store's orders ending at `now` (`more`: statements run after them in
 * the same transaction); answers the rows written and the time.
 */
export async function seedStore(env: Env, shape: StoreShape, now: Date, more: string[] = []) {
  const started = performance.now();
  const database = await open(env, { postgresTimeouts: BULK_POSTGRES_TIMEOUTS });
  try {
    await seedDatabase(database.db);
    const [{ next }] = rowsOf<{ next: number }>(
      await database.db.execute(sql`select coalesce(max(id), 0)::int + 1 as next from users`),
    ) as [{ next: number }];
    await database.db.transaction(async (tx) => {
      for (const statement of [
        ...seedStatements(shape, now, next),
        ...more,
        'set local session_replication_role = origin',
        'select order_summaries_rebuild()',
      ])
        await tx.execute(sql.raw(statement));
    });
    // statistics and the visibility map, as PostgreSQL's autovacuum (and PGlite's open) would leave them
    await database.db.execute(sql`vacuum analyze`);
    const [counts] = rowsOf<Record<string, number>>(
      await database.db.execute(sql`select
        (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
        (select count(*)::int from payment_attempts) as attempts, (select count(*)::int from refunds) as refunds,
        (select count(*)::int from invoices) as invoices, (select count(*)::int from credit_notes) as "creditNotes",
        (select (pg_total_relation_size('orders') / 1048576)::int) as "ordersMiB"`),
    );
    return { counts: counts!, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** The dashboard's store: `orders` orders over SPAN_DAYS Indian days, SHOPPERS shoppers alike. */
export const seedDashboardStore = (env: Env, orders: number, now: Date) =>
  seedStore(env, { orders, spanDays: SPAN_DAYS, shoppers: SHOPPERS }, now);

export interface Timing {
  median: number;
  p95: number;
}
export const timingOf = (times: number[]): Timing => ({ median: median(times), p95: percentile(times, 95) });

export async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return timingOf(times);
}

/** A statement with its parameters written in as literals, for EXPLAIN. */
export function inline(query: string, params: unknown[]) {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replaceAll("'", "''")}'`;
  };
  return query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

export interface DashboardResult {
  /** the whole dashboard per window: its queries at once, as the route answers */
  whole: Record<DashboardDays, Timing>;
  /** each repository query alone, per window (the ones without a window are the same in each) */
  queries: Record<string, Record<DashboardDays, Timing>>;
  slowest: { query: string; days: DashboardDays; median: number };
  /** per statement of every query: the scans its plan uses and its execution time (days=30) */
  plans: { query: string; statement: string; scans: string[]; ms: number; plan: string[] }[];
}

/** Times the dashboard on a seeded store, as of `now`. */
export async function timeDashboard(env: Env, now: Date, runs: number): Promise<DashboardResult> {
  let capture: { query: string; params: unknown[] }[] | null = null;
  const database = await open(env, { logQuery: (query, params) => capture?.push({ query, params }) });
  try {
    const clock = { now: () => now };
    const service = createAdminDashboardService({ db: database.deskDb, clock });
    const repo = createAdminDashboardRepository(database.deskDb);
    const queries = Object.entries(repo) as [string, (...args: unknown[]) => Promise<unknown>][];
    const seriesFrom = istMidnight(now, DASHBOARD_SERIES_DAYS - 1);
    const call = (name: string, run: (...args: unknown[]) => Promise<unknown>, days: DashboardDays) =>
      // as the service calls them: the window's, the daily series' (30 days), or none (extra ones ignored)
      name === 'daily' ? run(seriesFrom, now) : run(istMidnight(now, days - 1), now, BEST_SELLERS);

    // first calls read the tables into the caches and plan; not measured
    for (const days of DASHBOARD_WINDOWS) await service.dashboard(days);

    const whole = {} as Record<DashboardDays, Timing>;
    for (const days of DASHBOARD_WINDOWS) whole[days] = await timeRuns(runs, () => service.dashboard(days));
    const timed: DashboardResult['queries'] = {};
    for (const [name, run] of queries) {
      timed[name] = {} as Record<DashboardDays, Timing>;
      for (const days of DASHBOARD_WINDOWS)
        timed[name]![days] = await timeRuns(runs, () => call(name, run, days));
    }
    let slowest: DashboardResult['slowest'] = { query: '', days: 30, median: -1 };
    for (const [query, byDays] of Object.entries(timed))
      for (const days of DASHBOARD_WINDOWS)
        if (byDays[days].median > slowest.median) slowest = { query, days, median: byDays[days].median };

    const plans: DashboardResult['plans'] = [];
    for (const [name, run] of queries) {
      capture = [];
      await call(name, run, name === slowest.query ? slowest.days : 30);
      const statements: { query: string; params: unknown[] }[] = capture;
      capture = null;
      for (const { query, params } of statements) {
        const text = inline(query, params);
        const result = await database.db.execute(sql.raw(`explain (analyze, costs off) ${text}`));
        const plan = rowsOf<Record<string, string>>(result).map((r) => Object.values(r)[0]!);
        const scans = [
          ...new Set(
            plan.flatMap((line) => {
              const m =
                /((?:Parallel )?(?:Seq|Index Only|Index|Bitmap Heap|Bitmap Index) Scan)(?: using (\S+))? on (\S+)/.exec(
                  line,
                );
              return m ? [`${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]}`] : [];
            }),
          ),
        ];
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
        plans.push({ query: name, statement: text.replace(/\s+/g, ' '), scans, ms, plan });
      }
    }
    return { whole, queries: timed, slowest, plans };
  } finally {
    await database.close();
  }
}

/** The bench's report of one database. */
export function printDashboard(
  label: string,
  orders: number,
  seeded: Awaited<ReturnType<typeof seedDashboardStore>>,
  r: DashboardResult,
  runs: number,
) {
  const ms = (t: Timing) => `${t.median.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(7)}`;
  const c = seeded.counts;
  console.info(
    `\n== Owner's dashboard on ${label}: ${orders.toLocaleString('en-US')} orders over ${SPAN_DAYS} Indian days (${c.items} lines, ${c.attempts} payment attempts, ${c.refunds} refunds; orders table ${c.ordersMiB} MiB), written in ${seeded.seconds.toFixed(1)} s; ${runs} runs each, ms`,
  );
  console.info(
    `${'query'.padEnd(26)}${DASHBOARD_WINDOWS.map((d) => `days=${d} median     p95`.padStart(23)).join('')}`,
  );
  console.info(
    `${'whole dashboard (at once)'.padEnd(26)}${DASHBOARD_WINDOWS.map((d) => ms(r.whole[d]).padStart(23)).join('')}`,
  );
  for (const [name, byDays] of Object.entries(r.queries))
    console.info(
      `${`  ${name}`.padEnd(26)}${DASHBOARD_WINDOWS.map((d) => ms(byDays[d]).padStart(23)).join('')}`,
    );
  console.info(`statements and their scans (EXPLAIN ANALYZE, days=30 unless said):`);
  for (const p of r.plans)
    console.info(
      `  ${p.query.padEnd(16)}${`${p.ms.toFixed(1)} ms`.padStart(10)}  ${p.scans.join('; ') || 'no table scan'}`,
    );
  console.info(
    `\nslowest: ${r.slowest.query} (days=${r.slowest.days}, median ${r.slowest.median.toFixed(1)} ms); EXPLAIN ANALYZE of its statements:`,
  );
  for (const p of r.plans.filter((p) => p.query === r.slowest.query)) {
    console.info(`> ${p.statement.slice(0, 400)}`);
    for (const line of p.plan) console.info(`  ${line}`);
  }
}
