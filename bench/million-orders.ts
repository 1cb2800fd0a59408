// The store at a million orders (issue 22): MILLION_ORDERS orders (1,000,000 by default,
// BENCH_MILLION_ORDERS to scale it down) over 365 Indian days, for a fifth as many shoppers drawn skewed
// (the busiest has thousands of orders, most a few), with their lines, payment attempts, refunds, the tax
// invoice of every paid order and the credit note of every processed refund, written in bulk SQL
// (dashboard.ts's store, one transaction). Then the real services answer what the shopper, the order desk
// and the owner ask of it, BENCH_MILLION_RUNS times each (default 20; the GSTR-1 export
// BENCH_MILLION_EXPORT_RUNS, default 3): median and p95 beside the goal (≤ 50 ms; the month's five GSTR-1
// tables ≤ 5 s), and EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) of the slowest statement of each.
// `BENCH_ONLY=millions npm run bench`.
import { availableParallelism, loadavg } from 'node:os';
import {
  AdminOrdersQuerySchema,
  type DashboardDays,
  GSTR1_TABLES,
  OrdersQuerySchema,
  orderNumber,
} from '@svarna/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { rowsOf } from '../apps/api/src/db/client';
import { createAdminDashboardService } from '../apps/api/src/modules/admin/admin-dashboard-service';
import { createAdminOrderService } from '../apps/api/src/modules/admin/admin-order-service';
import { createGstr1Service } from '../apps/api/src/modules/gst-returns/gstr1-service';
import { SHIPPING_DESCRIPTION, SHIPPING_SAC } from '../apps/api/src/modules/invoices/gst';
import { sellerOf } from '../apps/api/src/modules/invoices/invoice-issuer';
import { INVOICE_PREFIX } from '../apps/api/src/modules/invoices/invoice-number';
import { createOrderService } from '../apps/api/src/modules/orders/order-service';
import { DASHBOARD_WINDOWS, type Env, inline, open, seedStore, type Timing, timeRuns } from './dashboard';

export const MILLION_ORDERS = Number(process.env.BENCH_MILLION_ORDERS ?? 1_000_000);
export const MILLION_RUNS = Number(process.env.BENCH_MILLION_RUNS ?? 20);
export const EXPORT_RUNS = Number(process.env.BENCH_MILLION_EXPORT_RUNS ?? 3);
export const SPAN_DAYS = 365;
/** Statements EXPLAIN takes (not a transaction's begin or end). */
const EXPLAINABLE = /^\s*(select|with|insert|update|delete)\b/i;
/** a refund still requested or failed is one of the last week's: the desk retries the failed ones */
const OPEN_REFUND_DAYS = 7;
/**
 * PGlite wrote 200,000 orders in 135 s here (PostgreSQL a million in 219 s): a million would take about
 * 11 minutes, so above this many the section runs on PostgreSQL only.
 */
export const PGLITE_MILLION_LIMIT = 200_000;
/** every read's goal, median, ms */
export const READ_GOAL_MS = 50;
/** the month's five GSTR-1 tables, one after another as the desk downloads them, median, ms */
export const EXPORT_GOAL_MS = 5000;
const IST_OFFSET_MS = 330 * 60_000;

const shoppersFor = (orders: number) => Math.max(100, Math.round(orders / 5));

/** The Indian financial year ('2026-27') of an instant column, as SQL. */
const financialYearSql = (column: string) => {
  const ist = `((${column} at time zone 'UTC') + interval '330 minutes')`;
  const start = `(extract(year from ${ist})::int - case when extract(month from ${ist}) < 4 then 1 else 0 end)`;
  return `(${start}::text || '-' || lpad(((${start} + 1) % 100)::text, 2, '0'))`;
};

/**
 * The tax documents the paying and refunding transactions would have issued, run after the store's
 * statements in their transaction: an invoice for every order with paidAt, numbered in each financial
 * year by the moment of payment; a credit note for every processed order refund, numbered by when it was
 * processed, reversing the order's lines and shipping (a part refund, the COD advance, shared by value);
 * the counters at the last serials.
 */
function documentStatements(env: Env): string[] {
  const seller = sellerOf(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  const text = (s: string) => `'${s.replaceAll("'", "''")}'`;
  // the taxable part of a tax-inclusive amount at a rate, rounded half up (gst.ts's taxableOf)
  const taxable = (amount: string, rate: string) =>
    `floor((2 * (${amount})::bigint * 10000 + 10000 + ${rate}) / (2 * (10000 + ${rate})))::int`;
  return [
    `create temp table bench_invoices on commit drop as
      select id as order_id, paid_at as issued_at, fy,
        row_number() over (partition by fy order by paid_at, id)::int as serial
      from (select id, paid_at, ${financialYearSql('paid_at')} as fy from bench_orders where paid_at is not null) p`,
    `insert into invoices (order_id, number, financial_year, serial, seller_name, seller_address, seller_gstin,
        seller_state, issued_at)
      select order_id, '${INVOICE_PREFIX}/' || substr(fy, 3) || '/' || lpad(serial::text, 6, '0'), fy, serial,
        ${text(seller.name)}, ${text(seller.address)}, ${text(seller.gstin)}, ${text(seller.state)}, issued_at
      from bench_invoices order by issued_at`,
    `insert into invoice_counters (financial_year, last_serial)
      select fy, max(serial) from bench_invoices group by fy
      on conflict (financial_year) do update set last_serial = excluded.last_serial`,
    `create temp table bench_notes on commit drop as
      select r.id as refund_id, r.order_id, r.amount_paise as amount, r.updated_at as issued_at,
        o.total_paise as order_total, (o.shipping_address->>'state') = i.seller_state as intra,
        i.number as invoice_number, i.issued_at as invoice_issued_at, ${financialYearSql('r.updated_at')} as fy
      from refunds r join invoices i using (order_id) join orders o on o.id = r.order_id
      where r.status = 'processed' and r.kind = 'order'`,
    `create temp table bench_note_lines on commit drop as
      with goods as (
        select n.refund_id, l.position, 'goods' as kind, l.name as description, l.hsn_code, l.quantity,
          l.gst_rate_basis_points as rate, n.intra,
          ((n.amount::bigint * l.unit_price_paise * l.quantity) / n.order_total)::int as share
        from bench_notes n join order_items l on l.order_id = n.order_id
      ),
      shipping as (
        select n.refund_id, 1000 as position, 'shipping' as kind, ${text(SHIPPING_DESCRIPTION)} as description,
          '${SHIPPING_SAC}' as hsn_code, 1 as quantity, 300 as rate, n.intra,
          n.amount - coalesce(g.shares, 0)::int as share
        from bench_notes n left join (select refund_id, sum(share) as shares from goods group by refund_id) g
          using (refund_id)
      ),
      shares as (select * from goods union all select * from shipping where share > 0)
      select shares.*, share - ${taxable('share', 'rate')} as tax from shares`,
    `create temp table bench_credit_notes on commit drop as
      select n.*, row_number() over (partition by fy order by issued_at, refund_id)::int as serial
      from bench_notes n`,
    `insert into credit_notes (refund_id, order_id, number, financial_year, serial, invoice_number,
        invoice_issued_at, amount_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, lines, issued_at)
      select n.refund_id, n.order_id, 'CN/' || substr(n.fy, 3) || '/' || lpad(n.serial::text, 6, '0'), n.fy,
        n.serial, n.invoice_number, n.invoice_issued_at, n.amount, l.taxable, l.cgst, l.sgst, l.igst, l.lines,
        n.issued_at
      from bench_credit_notes n join (
        select refund_id,
          sum(share - tax)::int as taxable,
          sum(case when intra then tax / 2 else 0 end)::int as cgst,
          sum(case when intra then tax - tax / 2 else 0 end)::int as sgst,
          sum(case when intra then 0 else tax end)::int as igst,
          jsonb_agg(jsonb_build_object('kind', kind, 'description', description, 'hsnCode', hsn_code,
            'quantity', quantity, 'gstRateBasisPoints', rate, 'taxablePaise', share - tax,
            'cgstPaise', case when intra then tax / 2 else 0 end,
            'sgstPaise', case when intra then tax - tax / 2 else 0 end,
            'igstPaise', case when intra then 0 else tax end, 'totalPaise', share) order by position) as lines
        from bench_note_lines group by refund_id
      ) l using (refund_id)
      order by n.issued_at`,
    `insert into credit_note_counters (financial_year, last_serial)
      select fy, max(serial) from bench_credit_notes group by fy
      on conflict (financial_year) do update set last_serial = excluded.last_serial`,
  ];
}

/** Writes the store of `orders` orders ending at `now`, with its tax documents. */
export function seedMillionStore(env: Env, orders: number, now: Date) {
  return seedStore(
    env,
    {
      orders,
      spanDays: SPAN_DAYS,
      shoppers: shoppersFor(orders),
      skewed: true,
      openRefundDays: OPEN_REFUND_DAYS,
    },
    now,
    documentStatements(env),
  );
}

/** The Indian month before the one `now` falls in, as '2026-10': the month a GSTR-1 is filed for. */
export function lastMonth(now: Date): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const first = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

export interface MillionCase {
  name: string;
  goalMs: number;
  timing: Timing;
  /** the statement of the case that took longest under EXPLAIN (ANALYZE, BUFFERS), and its plan */
  slowest: { statement: string; ms: number; plan: string[] };
  statements: number;
  /** why the first call failed, when it did (then nothing is timed) */
  error?: string;
}

export interface MillionResult {
  cases: MillionCase[];
  /** what the cases asked for: the shoppers, order number, phones and month */
  asked: Record<string, string | number>;
}

/** Times what the shopper, the desk and the owner read of the seeded store, as of `now`. */
export async function timeMillionStore(
  env: Env,
  now: Date,
  runs: number,
  exportRuns: number,
): Promise<MillionResult> {
  let capture: { query: string; params: unknown[] }[] | null = null;
  // only statements that have a plan: a group of reads (readTogether) also logs its `begin read only`
  // and its end, which EXPLAIN cannot take
  const database = await open(env, {
    logQuery: (query, params) => {
      if (EXPLAINABLE.test(query)) capture?.push({ query, params });
    },
  });
  try {
    // as the app builds them: the shopper's services on its database, the desk's on the desk's
    const { db, deskDb } = database;
    const clock = { now: () => now };
    const shopper = createOrderService({
      db,
      clock,
      // the order list reads no pincode and places nothing
      pincodes: undefined as never,
      expiryMinutes: 30,
    });
    const desk = createAdminOrderService({
      db: deskDb,
      clock,
      // the list and search pay and notify nobody
      provider: undefined as never,
      notifications: undefined as never,
      logError: () => {},
    });
    const dashboard = createAdminDashboardService({ db: deskDb, clock });

    // who and what to ask for (set-up reads, not measured): the busiest shopper and one with three orders,
    // an order placed mid-way, the phones as the desk would type them (ten digits)
    const [busy] = rowsOf<{ id: number; phone: string; orders: number }>(
      await db.execute(sql`select u.id, u.phone, count(*)::int as orders from orders o
        join users u on u.id = o.user_id group by u.id order by count(*) desc, u.id limit 1`),
    );
    const [few] = rowsOf<{ id: number; phone: string; orders: number }>(
      await db.execute(sql`select u.id, u.phone, count(*)::int as orders from orders o
        join users u on u.id = o.user_id where u.phone like '+917%'
        group by u.id having count(*) = 3 order by u.id desc limit 1`),
    );
    const [middle] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from orders order by created_at
        offset (select count(*) / 2 from orders) limit 1`),
    );
    if (!busy || !few || !middle) throw new Error('the bench store has no shoppers or orders');
    const month = lastMonth(now);
    const asked = {
      busyShopperOrders: busy.orders,
      fewShopperOrders: few.orders,
      orderNumber: orderNumber(middle.id),
      busyPhone: busy.phone.slice(3),
      fewPhone: few.phone.slice(3),
      month,
    };

    const myOrders = OrdersQuerySchema.parse({ page: '1', limit: '3', hidePending: 'true' });
    const deskQuery = (query: Record<string, string>) => AdminOrdersQuerySchema.parse(query);
    const cases: { name: string; goalMs: number; runs: number; run: () => Promise<unknown> }[] = [
      {
        name: `shopper's orders, first page (${busy.orders} orders)`,
        goalMs: READ_GOAL_MS,
        runs,
        run: () => shopper.listOrders(busy.id, myOrders.page, myOrders.limit, myOrders.hidePending),
      },
      {
        name: `shopper's orders, first page (${few.orders} orders)`,
        goalMs: READ_GOAL_MS,
        runs,
        run: () => shopper.listOrders(few.id, myOrders.page, myOrders.limit, myOrders.hidePending),
      },
      {
        name: "desk's orders, first page",
        goalMs: READ_GOAL_MS,
        runs,
        run: () => desk.listOrders(deskQuery({})),
      },
      {
        name: "desk's orders, status=confirmed",
        goalMs: READ_GOAL_MS,
        runs,
        run: () => desk.listOrders(deskQuery({ status: 'confirmed' })),
      },
      {
        name: "desk's orders, payment=cod_to_collect, page 3",
        goalMs: READ_GOAL_MS,
        runs,
        run: () => desk.listOrders(deskQuery({ payment: 'cod_to_collect', page: '3' })),
      },
      {
        name: 'desk search: order number',
        goalMs: READ_GOAL_MS,
        runs,
        run: () => desk.listOrders(deskQuery({ q: asked.orderNumber })),
      },
      {
        name: `desk search: phone (${busy.orders} orders)`,
        goalMs: READ_GOAL_MS,
        runs,
        run: () => desk.listOrders(deskQuery({ q: asked.busyPhone })),
      },
      {
        name: `desk search: phone (${few.orders} orders)`,
        goalMs: READ_GOAL_MS,
        runs,
        run: () => desk.listOrders(deskQuery({ q: asked.fewPhone })),
      },
      ...DASHBOARD_WINDOWS.map((days: DashboardDays) => ({
        name: `owner's dashboard, days=${days}`,
        goalMs: READ_GOAL_MS,
        runs,
        run: () => dashboard.dashboard(days),
      })),
      {
        name: `GSTR-1 ${month}, all five tables`,
        goalMs: EXPORT_GOAL_MS,
        runs: exportRuns,
        // the desk's first download of the month: a new service each run, so the month is read once
        // (its tables are kept while its documents stay the same) and the other four tables come from it
        run: async () => {
          const gstr1 = createGstr1Service({ db: deskDb });
          for (const table of GSTR1_TABLES) await gstr1.csv(month, table);
        },
      },
    ];

    const results: MillionCase[] = [];
    for (const c of cases) {
      // the first call reads the tables into the caches and plans; not measured. A call that fails (the
      // 10 s statement timeout of PostgreSQL: the request would answer 503) is reported, not timed.
      const failed = (e: unknown) => String((e as { cause?: unknown }).cause ?? e).slice(0, 200);
      capture = [];
      let error = await c.run().then(() => undefined, failed);
      const statements: { query: string; params: unknown[] }[] = capture;
      capture = null;
      let timing: Timing = { median: Number.NaN, p95: Number.NaN };
      if (!error)
        await timeRuns(c.runs, c.run).then(
          (t) => {
            timing = t;
          },
          (e) => {
            error = failed(e);
          },
        );
      let slowest: MillionCase['slowest'] = { statement: '', ms: -1, plan: [] };
      const seen = new Set<string>();
      for (const { query, params } of statements) {
        const text = inline(query, params);
        if (seen.has(text)) continue; // the GSTR-1 tables read the same month five times
        seen.add(text);
        const explain = (options: string) =>
          db.execute(sql.raw(`explain (${options}) ${text}`)).then((result) => {
            const plan = rowsOf<Record<string, string>>(result).map((r) => Object.values(r)[0]!);
            const ms = Number(
              /Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.POSITIVE_INFINITY,
            );
            return { statement: text.replace(/\s+/g, ' '), ms, plan };
          });
        // Timing off: timing every node of a nested loop made statements here several times slower than
        // they run; the rows, loops and buffers of every node stay. Past the timeout: the plan alone.
        const plan = await explain('analyze, buffers, timing off').catch(() => explain('costs'));
        if (plan.ms > slowest.ms) slowest = plan;
      }
      results.push({ name: c.name, goalMs: c.goalMs, timing, slowest, statements: statements.length, error });
    }
    return { cases: results, asked };
  } finally {
    await database.close();
  }
}

/** The bench's report of one database. */
export function printMillionStore(
  label: string,
  orders: number,
  seeded: Awaited<ReturnType<typeof seedMillionStore>>,
  r: MillionResult,
  runs: number,
  exportRuns: number,
) {
  const c = seeded.counts;
  console.info(
    `\n== A million orders on ${label}: ${orders.toLocaleString('en-US')} orders over ${SPAN_DAYS} Indian days for ${shoppersFor(orders).toLocaleString('en-US')} shoppers (${c.items} lines, ${c.attempts} payment attempts, ${c.refunds} refunds, ${c.invoices} invoices, ${c.creditNotes} credit notes; orders table ${c.ordersMiB} MiB), written in ${seeded.seconds.toFixed(1)} s; ${runs} runs each (the export ${exportRuns}), ms`,
  );
  console.info(
    `asked for: ${JSON.stringify(r.asked)}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  console.info(
    `${'read'.padEnd(50)}${'median'.padStart(9)}${'p95'.padStart(9)}${'goal'.padStart(9)}  met?  slowest statement (EXPLAIN ANALYZE)`,
  );
  const took = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'past the timeout');
  for (const x of r.cases)
    console.info(
      `${x.name.padEnd(50)}${x.timing.median.toFixed(1).padStart(9)}${x.timing.p95.toFixed(1).padStart(9)}${`≤ ${x.goalMs}`.padStart(9)}  ${x.timing.median <= x.goalMs ? 'yes ' : 'NO  '}  ${x.error ? `failed: ${x.error}` : `${took(x.slowest.ms)} of ${x.statements} statements`}`,
    );
  for (const x of r.cases) {
    console.info(`\n-- ${x.name}: slowest statement, ${took(x.slowest.ms)}`);
    console.info(`> ${x.slowest.statement.slice(0, 600)}`);
    for (const line of x.slowest.plan) console.info(`  ${line}`);
  }
}
