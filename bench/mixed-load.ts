// A mixed shopper workload against two API processes on one PostgreSQL database, as behind a load balancer
// (each request to the next process in turn): browse, search, sign in by phone code, add to cart, place an
// order and pay it in the sandbox. Figures per step, orders paid per second, and where the CPU went.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/seed';
import { type Answer, keepAliveClient } from './keep-alive-client';

/**
 * Shoppers going through their journeys at once (each waits for its answer before the next request): the
 * load starts at the first and doubles while the rate of paid orders still grows by 5% or more.
 */
export const MIXED_SHOPPERS = [32, 64, 128] as const;
/**
 * The load before anything is measured. V8 compiles the request path's functions as they grow hot, and a
 * fresh process is far from done after a few hundred requests: one place-order request, repeated on its own,
 * cost 3.8-5.1 ms of API CPU in its first 800 runs and 1.6-2.6 ms after 4,000 (stop 32). A store's process
 * serves for days, so the figures are a warm one's: 20 s at the first load, about 4,000 requests a process.
 */
export const MIXED_WARMUP_SECONDS = 20;
export const MIXED_STEPS = [
  'listing',
  'product page',
  'search',
  'live stock',
  'send code',
  'read code (outbox)',
  'verify code',
  'add to cart',
  'place order',
  'start payment',
  'pay (sandbox)',
  'verify payment',
] as const;
export type MixedStep = (typeof MIXED_STEPS)[number];
const SEARCHES = ['necklace', 'ring', 'earrings', 'bangle', 'choker', 'pendant', 'bracelet', 'jhumka'];
const ADDRESS = {
  name: 'Bench Shopper',
  email: 'bench@gmail.com',
  line1: '12 Janpath',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  phone: '9876543210',
};

interface Piece {
  id: number;
  slug: string;
  pricePaise: number;
}

/** Seeds the demo catalogue with stock no run can sell out; answers the pieces without variants. */
export async function prepareMixedDatabase(env: Record<string, string>): Promise<Piece[]> {
  const database = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { inMemory: false });
  try {
    await seedDatabase(database.db);
    await database.db.execute(sql`update products set stock = 10000000, status = true
      where not exists (select 1 from product_variants v where v.product_id = products.id)`);
    return rowsOf<{ id: number; slug: string; price: number }>(
      await database.db.execute(sql`
        select id, slug, coalesce(sale_price_paise, base_price_paise) as price from products p
        where not exists (select 1 from product_variants v where v.product_id = p.id) order by id`),
    ).map((r) => ({ id: r.id, slug: r.slug, pricePaise: r.price }));
  } finally {
    await database.close();
  }
}

interface SendOptions {
  method?: string;
  body?: unknown;
  token?: string;
  ip: string;
}

/** Round robin over the processes, keep-alive connections, the shopper's address in X-Forwarded-For. */
export function client(bases: string[]) {
  const clients = bases.map((base) => keepAliveClient(base));
  let turn = 0;
  return {
    send(path: string, options: SendOptions): Promise<Answer> {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers = [
        `x-forwarded-for: ${options.ip}\r\n`,
        payload ? 'content-type: application/json\r\n' : '',
        options.token ? `authorization: Bearer ${options.token}\r\n` : '',
      ].join('');
      return clients[turn++ % clients.length]!.send(options.method ?? 'GET', path, headers, payload);
    },
    close: () => {
      for (const c of clients) c.close();
    },
  };
}

/** A request of a journey: answers the answer when it is a 2xx, else null (its body is parsed when read). */
export type Step = (name: MixedStep, path: string, options: SendOptions) => Promise<Answer | null>;

/**
 * One new shopper's journey, each request through `step` (which answers the answer of a 2xx, else null):
 * browse, search, sign in by code, add to cart, order and pay in the sandbox. True when the order is paid.
 */
export async function runJourney(pieces: Piece[], step: Step): Promise<boolean> {
  const n = shoppers++;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const phone = `9${String(700_000_000 + n).padStart(9, '0')}`;
  const piece = pieces[n % pieces.length]!;
  if (!(await step('listing', `/api/products?limit=20&page=${1 + (n % 3)}`, { ip }))) return false;
  if (!(await step('product page', `/api/products/slug/${piece.slug}`, { ip }))) return false;
  if (!(await step('search', `/api/products/search?query=${SEARCHES[n % SEARCHES.length]}&limit=10`, { ip })))
    return false;
  if (!(await step('live stock', `/api/products/${piece.id}`, { ip }))) return false;
  if (!(await step('send code', '/api/users/send-otp', { method: 'POST', body: { phone }, ip })))
    return false;
  const outbox = await step('read code (outbox)', `/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`, {
    ip,
  });
  const code = /#(\d{6})\s*$/.exec(
    (outbox?.body.messages as { body: string }[] | undefined)?.[0]?.body ?? '',
  )?.[1];
  if (!code) return false;
  const session = await step('verify code', '/api/users/verify-otp', {
    method: 'POST',
    body: { phone, otp: code, name: 'Bench Shopper', finalEmail: `m${phone}@gmail.com` },
    ip,
  });
  const token = session?.body.accessToken as string | undefined;
  if (!token) return false;
  const cart = { productId: String(piece.id), variantId: null, qty: 1 };
  if (!(await step('add to cart', '/api/cart/add', { method: 'POST', body: cart, token, ip }))) return false;
  const rupees = piece.pricePaise / 100;
  const placed = await step('place order', '/api/orders/place', {
    method: 'POST',
    body: {
      items: [{ product: String(piece.id), quantity: 1, price: rupees, variant: 'default' }],
      shippingAddress: ADDRESS,
      paymentMethod: 'razorpay',
      total: rupees + 100,
    },
    token,
    ip,
  });
  const orderId = (placed?.body.order as { _id: string } | undefined)?._id;
  if (!orderId) return false;
  const amount = piece.pricePaise + 10_000;
  const started = await step('start payment', '/api/orders/create-razorpay-order', {
    method: 'POST',
    body: { orderId, paymentType: 'full', amount, currency: 'INR' },
    token,
    ip,
  });
  const providerOrderId = (started?.body.order as { id: string } | undefined)?.id;
  if (!providerOrderId) return false;
  const payment = await step('pay (sandbox)', '/api/sandbox/payments', {
    method: 'POST',
    body: { razorpay_order_id: providerOrderId, outcome: 'success' },
    ip,
  });
  // the sandbox answers with the Checkout handler's fields, signed as Razorpay signs them
  const paid = payment?.body;
  if (!paid?.razorpay_signature) return false;
  const verified = await step('verify payment', '/api/orders/verify-payment', {
    method: 'POST',
    body: {
      orderId,
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    },
    token,
    ip,
  });
  return (verified?.body.order as { paymentStatus?: string } | undefined)?.paymentStatus === 'paid';
}

export interface StepFigures {
  step: MixedStep;
  count: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface MixedLoadResult {
  shoppers: number;
  seconds: number;
  journeys: number;
  requests: number;
  ordersPaid: number;
  errors: number;
  steps: StepFigures[];
  /** a few of the errors, to say what went wrong */
  samples: string[];
  /** CPU used over the run, in per cent of one core */
  cpu: Record<string, number>;
  /** the machine's busy share of all its cores over the run, per cent */
  machineBusy: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Every journey's shopper is new, across runs (a warm-up, then the measured run): phone and address. */
let shoppers = 0;

/**
 * The CPU time a process has run, all its threads, in clock ticks (10 ms) but to the nanosecond: the
 * scheduler's own count (/proc/<pid>/task/<tid>/schedstat). /proc/<pid>/stat's ticks are sampled, so a
 * step of half a millisecond gets a whole tick one time in twenty, and 150 such steps vary by a third.
 */
function ticksOf(pid: number | string): number {
  try {
    let nanoseconds = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const schedstat = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8');
      nanoseconds += Number(schedstat.slice(0, schedstat.indexOf(' ')));
    }
    return nanoseconds / 10_000_000;
  } catch {
    return 0;
  }
}

/**
 * The CPU of one database's PostgreSQL processes: its client backends and the server's own background
 * processes, not other databases' backends (other work on the machine). Ticks per process are read from
 * /proc; the list of processes is read again by `refresh` (a pool opens connections as load grows).
 */
export class PostgresMeter {
  private pids: number[] = [];
  private constructor(private readonly client: pg.Client) {}

  static async open(databaseUrl: string): Promise<PostgresMeter> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const meter = new PostgresMeter(client);
    await meter.refresh();
    return meter;
  }

  async refresh(): Promise<void> {
    const { rows } = await this.client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where pid <> pg_backend_pid() and (datname = current_database() or backend_type <> 'client backend')`,
    );
    this.pids = rows.map((r) => r.pid);
  }

  /** Ticks of each process now. */
  snapshot(): Map<number, number> {
    return new Map(this.pids.map((pid) => [pid, ticksOf(pid)]));
  }

  /** Ticks since the snapshot, of the processes alive now (one that started since counts from zero). */
  since(before: Map<number, number>): number {
    let total = 0;
    for (const pid of this.pids) {
      const now = ticksOf(pid);
      if (now > 0) total += now - (before.get(pid) ?? 0);
    }
    return total;
  }

  close = () => this.client.end();
}

function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  return { total: values.reduce((a, b) => a + b, 0), idle: values[3]! + values[4]! };
}

/**
 * Runs `shoppers` journeys at once against the processes for `seconds`: every journey a new shopper
 * (own phone and address), so the sign-in limits see many shoppers, as in production.
 */
export async function mixedLoad(
  processes: { base: string; pid: number }[],
  pieces: Piece[],
  seconds: number,
  postgres: PostgresMeter,
  shoppers: number,
): Promise<MixedLoadResult> {
  const http = client(processes.map((p) => p.base));
  const times = new Map<MixedStep, number[]>(MIXED_STEPS.map((s) => [s, []]));
  const errors = new Map<MixedStep, number>();
  const samples: string[] = [];
  let journeys = 0;
  let ordersPaid = 0;

  async function step(name: MixedStep, path: string, options: Parameters<typeof http.send>[1]) {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await http.send(path, options);
    } catch (error) {
      answer = { status: 0, body: { error: String(error) } };
    }
    times.get(name)!.push(performance.now() - started);
    if (answer.status < 200 || answer.status >= 300) {
      errors.set(name, (errors.get(name) ?? 0) + 1);
      if (samples.length < 5)
        samples.push(`${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return null;
    }
    return answer;
  }

  async function journey() {
    if (await runJourney(pieces, step)) {
      ordersPaid += 1;
      journeys += 1;
    }
  }

  const cpuBefore = {
    processes: processes.map((p) => ticksOf(p.pid)),
    postgres: postgres.snapshot(),
    self: process.cpuUsage(),
    machine: machineTicks(),
  };
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (performance.now() < deadline) await journey();
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const self = process.cpuUsage(cpuBefore.self);
  await postgres.refresh();
  const machine = machineTicks();
  http.close();

  const percentOfCore = (ticks: number) => ticks / elapsed; // 100 ticks a second is one core
  const cpu: Record<string, number> = {};
  processes.forEach((p, i) => {
    cpu[`API process ${i + 1}`] = percentOfCore(ticksOf(p.pid) - cpuBefore.processes[i]!);
  });
  cpu.PostgreSQL = percentOfCore(postgres.since(cpuBefore.postgres));
  cpu['load generator (this process)'] = (self.user + self.system) / 1000 / elapsed / 10;
  const machineTotal = machine.total - cpuBefore.machine.total;
  const machineBusy =
    machineTotal > 0 ? (100 * (machineTotal - (machine.idle - cpuBefore.machine.idle))) / machineTotal : 0;

  const steps = MIXED_STEPS.map((name) => {
    const t = times.get(name)!;
    return {
      step: name,
      count: t.length,
      p50: percentile(t, 50),
      p99: percentile(t, 99),
      errors: errors.get(name) ?? 0,
    };
  });
  return {
    shoppers,
    seconds: elapsed,
    journeys,
    requests: steps.reduce((n, s) => n + s.count, 0),
    ordersPaid,
    errors: steps.reduce((n, s) => n + s.errors, 0),
    steps,
    samples,
    cpu,
    machineBusy,
  };
}

/** The largest consumer of CPU, and whether the machine's cores were all busy. */
export function bottleneck(result: Pick<MixedLoadResult, 'cpu' | 'machineBusy'>, cores: number): string {
  const [name, share] = Object.entries(result.cpu).sort((a, b) => b[1] - a[1])[0] ?? ['nothing', 0];
  const apis = Object.entries(result.cpu)
    .filter(([k]) => k.startsWith('API'))
    .reduce((n, [, v]) => n + v, 0);
  const ours = Object.values(result.cpu).reduce((n, v) => n + v, 0);
  const others = Math.max(0, result.machineBusy * cores - ours);
  if (result.machineBusy >= 90)
    return `CPU: the machine's ${cores} cores were ${result.machineBusy.toFixed(0)}% busy; the API processes together took ${apis.toFixed(0)}% of a core, the largest single share ${name} (${share.toFixed(0)}%)${others >= 25 ? `; other work on the machine took ${others.toFixed(0)}% of a core, so this ceiling is low` : ''}`;
  return `not CPU (machine ${result.machineBusy.toFixed(0)}% busy): waiting, on locks, connections or the load generator's own pace`;
}

export interface StepCost {
  step: MixedStep;
  /** API process CPU per request of this step, ms (the sandbox's webhook to the store counts in its step) */
  apiMs: number;
  /** PostgreSQL's CPU per request of this step, ms */
  postgresMs: number;
}

/**
 * CPU per request of each step, with one shopper at a time on one process (nothing else competing, so
 * what is counted is the work, not waiting): the scheduler's CPU time of the API process and of PostgreSQL
 * around every request, summed over `journeys` journeys.
 */
export async function stepCosts(
  api: { base: string; pid: number },
  pieces: Piece[],
  journeys: number,
  postgres: PostgresMeter,
): Promise<StepCost[]> {
  const http = client([api.base]);
  const api_ = new Map<MixedStep, number>();
  const pg_ = new Map<MixedStep, number>();
  const counts = new Map<MixedStep, number>();
  const warm: Step = async (_name, path, options) => {
    const answer = await http.send(path, options).catch(() => null);
    return answer && answer.status >= 200 && answer.status < 300 ? answer : null;
  };
  for (let i = 0; i < Math.ceil(journeys / 3); i++) await runJourney(pieces, warm);
  await postgres.refresh();
  const step: Step = async (name, path, options) => {
    const pgBefore = postgres.snapshot();
    const before = ticksOf(api.pid);
    const answer = await http.send(path, options).catch(() => null);
    // the sandbox's webhook reaches the store after its answer: let it land inside this step
    if (name === 'pay (sandbox)') await new Promise((resolve) => setTimeout(resolve, 20));
    api_.set(name, (api_.get(name) ?? 0) + ticksOf(api.pid) - before);
    pg_.set(name, (pg_.get(name) ?? 0) + postgres.since(pgBefore));
    counts.set(name, (counts.get(name) ?? 0) + 1);
    return answer && answer.status >= 200 && answer.status < 300 ? answer : null;
  };
  for (let i = 0; i < journeys; i++) await runJourney(pieces, step);
  http.close();
  return MIXED_STEPS.map((name) => {
    const n = Math.max(1, counts.get(name) ?? 0);
    return {
      step: name,
      apiMs: ((api_.get(name) ?? 0) * 10) / n,
      postgresMs: ((pg_.get(name) ?? 0) * 10) / n,
    };
  });
}

/** Journeys one at a time for the CPU per step (about 40 ms each). */
export const COST_JOURNEYS = 150;

/** The steps' CPU, and the mean over every uncached request (the catalogue's reads are cached). */
export function printStepCosts(costs: StepCost[]): { apiPerUncached: number; postgresPerJourney: number } {
  console.info(
    `\nCPU per request, one shopper at a time on one process (${COST_JOURNEYS} journeys; the scheduler's CPU time)`,
  );
  console.info('step                   API ms  PostgreSQL ms');
  for (const c of costs)
    console.info(
      `${c.step.padEnd(20)}${c.apiMs.toFixed(2).padStart(9)}${c.postgresMs.toFixed(2).padStart(15)}`,
    );
  const uncached = costs.filter((c) => !CACHED_STEPS.has(c.step));
  const apiPerUncached = uncached.reduce((n, c) => n + c.apiMs, 0) / uncached.length;
  const postgresPerJourney = costs.reduce((n, c) => n + c.postgresMs, 0);
  const apiPerJourney = costs.reduce((n, c) => n + c.apiMs, 0);
  console.info(
    `a journey: API ${apiPerJourney.toFixed(1)} ms, PostgreSQL ${postgresPerJourney.toFixed(1)} ms; API per uncached request ${apiPerUncached.toFixed(2)} ms (goal ≤ 0.8), PostgreSQL per journey goal ≤ 8`,
  );
  return { apiPerUncached, postgresPerJourney };
}

/** Steps the API answers from its response cache once warm. */
export const CACHED_STEPS = new Set<MixedStep>(['listing', 'product page', 'search']);
