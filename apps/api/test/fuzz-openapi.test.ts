import { ErrorEnvelopeSchema } from '@svarna/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { buildCase, type FuzzCase } from './fuzz/cases';
import { databaseWatch, writeMark } from './fuzz/database-watch';
import { type Operation, operationsOf } from './fuzz/operations';
import { Random } from './fuzz/random';
import type { Hints } from './fuzz/schema-values';
import { ADMIN_PHONE, orderFor } from './helpers/admin-desk';
import { DELHI_ADDRESS, plainProduct } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A property-based fuzzer over the app's own OpenAPI document. Every operation gets requests built
 * from its schemas and then broken in one place (a path or query parameter, a header, a body field,
 * the JSON itself, the content type, the size, the nesting, the method), sent with no token, a
 * shopper's, an admin's or a broken one. Every answer must be below 500; every 4xx must be the store's
 * error envelope with a store code (no Fastify FST_* code), a 400 naming its field; and a refused
 * write must leave every table as it was. The app's statements are watched: a request that sent none
 * but reads cost nothing to check; after one that may have written, rows with a newer xmin and changed
 * row counts tell which tables it touched.
 *
 * Replay: the seed is printed, and a failure names it with the case's index, method, URL, headers and
 * body; `FUZZ_SEED=<seed> npx vitest run --project api-pglite test/fuzz-openapi.test.ts` sends the same
 * requests in the same order (`FUZZ_CASES` changes the count).
 *
 * Runs on PGlite only (the api-postgres project excludes it): input handling is the same code on both,
 * and both are the same PostgreSQL engine behind the same driver-level parameters, so a second run
 * would cost its time again and find nothing new. The database-specific paths (races, two processes,
 * faults) are tested elsewhere on PostgreSQL.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refusals that write by design, and only these tables: a wrong code counts against the code, and a
 * failed sign-in, a refused send or a refused cancel token counts against the per-account and per-IP
 * limits. Anything else a refused request writes is a failure.
 */
const WRITES_ON_REFUSAL: Record<string, string[]> = {
  'POST /api/users/verify-otp': ['otp_codes', 'rate_limit_hits'],
  'POST /api/users/verify-forgot-otp': ['otp_codes', 'rate_limit_hits'],
  'POST /api/orders/track/verify': ['otp_codes', 'rate_limit_hits'],
  'POST /api/orders/track/cancel': ['rate_limit_hits'],
  'POST /api/users/login': ['rate_limit_hits'],
};

/** Whether the app sent a statement that may write since the flag was last cleared. */
const statements = { wrote: false };
const isRead = (query: string) =>
  /^\s*(select|set|show)\b/i.test(query) &&
  !/\bfor\s+(no\s+key\s+)?(update|share)\b/i.test(query) &&
  !WRITING_FUNCTIONS.test(query);
/** the store's SQL functions that write, called by a select (migration 0017) */
const WRITING_FUNCTIONS = /\brate_limit_take\s*\(/i;

let t: TestApp;
let tokens: { customer: SignedIn; admin: SignedIn };
let operations: Operation[];
let hints: Hints;

/** Real ids, slugs and numbers of this store, so valid-looking cases get past the 404s to the rules. */
async function storeHints(customer: SignedIn): Promise<Hints> {
  const products = await t.db.select({ id: s.products.id, slug: s.products.slug }).from(s.products);
  const variants = await t.db.select({ id: s.productVariants.id }).from(s.productVariants);
  const categories = await t.db.select({ slug: s.categories.slug }).from(s.categories);
  const collections = await t.db.select({ slug: s.collections.slug }).from(s.collections);
  const order = await orderFor(t, customer, await plainProduct(t, 50));
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/address',
    headers: customer.auth,
    payload: DELHI_ADDRESS,
  });
  const addressId = String(address.json().address?._id ?? address.json()._id ?? '1');
  const productIds = products.map((p) => String(p.id));
  const variantIds = variants.map((v) => String(v.id));
  const slugs = [...products, ...categories, ...collections].map((r) => r.slug);
  return new Map<string, string[]>([
    ['id', [...productIds, ...variantIds, addressId]],
    ['productId', productIds],
    ['product', productIds],
    ['variantId', variantIds],
    ['variant', variantIds],
    ['slug', slugs],
    ['orderId', [order._id]],
    ['orderNumber', [order.orderNumber]],
    ['phone', [customer.phone, ADMIN_PHONE, DELHI_ADDRESS.phone]],
    ['userId', [String(customer.user._id)]],
    ['pin', ['110001', '400001', '560001']],
    ['pincode', ['110001', '400001']],
    ['q', [order.orderNumber, customer.phone, 'ring']],
    ['query', ['ring', 'gold choker', 'jhumka']],
    ['tempCartId', ['temp_fuzzcart0001', 'temp_fuzzcart0002']],
  ]);
}

const CUSTOMER_PHONE = '9123456780';

async function signInBoth() {
  return {
    customer: await signIn(t, { phone: CUSTOMER_PHONE }),
    admin: await signIn(t, { phone: ADMIN_PHONE }),
  };
}

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_PHONES: ADMIN_PHONE },
    logQuery: (query) => {
      if (!isRead(query)) statements.wrote = true;
    },
  });
  tokens = await signInBoth();
  operations = operationsOf(t.app.swagger(), t.app.routeInventory);
  hints = await storeHints(tokens.customer);
});
afterAll(() => t?.close());

/** What is wrong with an answer, or null. */
function problemWith(status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (!contentType.startsWith('application/json')) return `a ${status} that is not JSON (${contentType})`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `a ${status} whose body is not JSON`;
  }
  const envelope = ErrorEnvelopeSchema.safeParse(json);
  if (!envelope.success) return `a ${status} outside the error envelope`;
  if (envelope.data.code.startsWith('FST_'))
    return `a ${status} with Fastify's own code ${envelope.data.code}`;
  if (status === 400 && !envelope.data.details?.some((d) => d.field.length > 0)) {
    return 'a 400 that names no field (details[].field)';
  }
  return null;
}

const shown = (text: string | undefined) =>
  text === undefined ? '(none)' : text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;

function describeFailure(
  index: number,
  fuzzCase: FuzzCase,
  headers: Record<string, string>,
  problem: string,
  answer: string,
) {
  return [
    `case ${index} of seed ${SEED} (replay: FUZZ_SEED=${SEED}): ${problem}`,
    `  ${fuzzCase.method} ${shown(fuzzCase.url)}  [${fuzzCase.mutation}, ${fuzzCase.role}]`,
    `  headers: ${shown(JSON.stringify(headers))}`,
    `  body: ${shown(fuzzCase.payload)}`,
    `  answer: ${shown(answer)}`,
  ].join('\n');
}

/**
 * The order operations take turns in, eight rounds long: each operation once a round, except that an
 * operation with no input to break (no parameters, no body) comes every other round, and a password
 * sign-in, whose every well-formed attempt costs a deliberately slow hash (~100 ms), once in eight.
 */
function scheduleOf(all: Operation[]): Operation[] {
  const slow = (o: Operation) => o.method === 'POST' && o.path === '/api/users/login';
  const inputless = (o: Operation) => !o.pathParams.length && !o.query.length && !o.body && !o.headers.length;
  return [0, 1, 2, 3, 4, 5, 6, 7].flatMap((round) =>
    all.filter((o) => (round === 0 || !slow(o)) && (round % 2 === 0 || !inputless(o))),
  );
}

describe('the OpenAPI document, fuzzed', () => {
  it(`answers ${CASES} hostile requests below 500, in the envelope, and refusals write nothing`, async () => {
    console.info(`fuzz-openapi: seed ${SEED}, ${CASES} cases over ${operations.length} operations`);
    const failures: string[] = [];
    const started = performance.now();
    const cpu = process.cpuUsage();
    const watch = await databaseWatch(t.db);
    /** the database before the next write: taken again after any request that wrote */
    let before: { mark: number; counts: Map<string, number> } | null = null;
    const seen = new Set<string>();
    const schedule = scheduleOf(operations);
    for (let index = 0; index < CASES; index++) {
      const operation = schedule[index % schedule.length]!;
      const random = new Random((SEED ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
      const fuzzCase = buildCase(operation, random, hints);
      const headers = { ...fuzzCase.headers };
      if (fuzzCase.role === 'customer' || fuzzCase.role === 'admin') {
        headers.authorization = tokens[fuzzCase.role].auth.authorization;
      }
      const writes = MUTATING.has(fuzzCase.method);
      if (writes && !before) before = { mark: await writeMark(t.db), counts: await watch.rowCounts() };
      statements.wrote = false;
      const res = await t.app.inject({
        method: fuzzCase.method as 'GET',
        url: fuzzCase.url,
        headers,
        payload: fuzzCase.payload,
        remoteAddress: `10.0.${index % 7}.${1 + (index % 250)}`,
      });
      seen.add(`${operation.method} ${operation.path}`);
      let problem = problemWith(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (statements.wrote) {
        if (!problem && writes && before && res.statusCode >= 400) {
          const allowed = WRITES_ON_REFUSAL[`${operation.method} ${operation.path}`] ?? [];
          const changed = await watch.changedSince(before.mark, before.counts);
          const unexpected = changed.filter((table) => !allowed.includes(table));
          if (unexpected.length) problem = `a refused ${res.statusCode} changed ${unexpected.join(', ')}`;
        }
        before = null;
      }
      if (problem) failures.push(describeFailure(index, fuzzCase, headers, problem, res.body));
      // A sign-out ends the session the fuzzer's cases are signed with: sign both in again, an hour on
      // so that the codes the fuzzer sent to their phones are out of the send limit's window.
      if (res.statusCode === 200 && operation.path === '/api/users/logout' && fuzzCase.role !== 'none') {
        t.clock.advance(3_600_000);
        tokens = await signInBoth();
        before = null;
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { user, system } = process.cpuUsage(cpu);
    const cpuSeconds = ((user + system) / 1e6).toFixed(1);
    console.info(
      `fuzz-openapi: ${CASES} cases in ${seconds} s (${cpuSeconds} s of CPU), ${failures.length} failing`,
    );
    expect(seen.size).toBe(operations.length);
    expect(failures.slice(0, 8).join('\n\n'), `${failures.length} failing cases`).toBe('');
    // a test of answers, not of speed: 10,000 cases take about 60 s alone and passed 120 s on a machine
    // loaded by other work (load average 15), so its limit is generous
  }, 300_000);
});

describe('refusals the fuzzer found, kept as examples', () => {
  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('refuses a NUL character with a 400 naming the field, not a failed query', async () => {
    const res = await post(
      '/api/sandbox/payments',
      JSON.stringify({ razorpay_order_id: 'order_\u0000x', outcome: 'failure' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'razorpay_order_id', message: 'must not contain a NUL character' },
    ]);
    const query = await t.app.inject({ method: 'GET', url: '/api/products/search?query=ring%00' });
    expect(query.json().details?.[0]?.field).toBe('query');
  });

  it('reads a body of arrays nested 45,000 deep without overflowing the stack', async () => {
    const res = await post('/api/orders/track/verify', `${'['.repeat(45_000)}"\\u0000"${']'.repeat(45_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses an id past PostgreSQL integer range as a bad id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'9'.repeat(30)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('id');
  });

  it("answers Fastify's own refusals in the envelope, naming what to fix", async () => {
    const cases = [
      {
        res: await post('/api/users/send-otp', '{"phone":"9876543210"}', 'application/xml'),
        status: 415,
        field: 'content-type',
      },
      { res: await post('/api/users/send-otp', '{"phone":'), status: 400, field: 'body' },
      {
        res: await post('/api/users/send-otp', `{"phone":"${'9'.repeat(110_000)}"}`),
        status: 413,
        field: 'body',
      },
      {
        res: await t.app.inject({ method: 'GET', url: '/api/stores?=1' }),
        status: 400,
        field: 'querystring',
      },
    ];
    for (const { res, status, field } of cases) {
      expect(res.statusCode).toBe(status);
      expect(res.json().code).not.toMatch(/^FST_/);
      expect(res.json().details[0].field).toBe(field);
    }
  });
});

describe('the database watch the fuzzer relies on', () => {
  it('sees an insert, an update and a delete, and nothing when nothing was written', async () => {
    const watch = await databaseWatch(t.db);
    const snapshot = async () => ({ mark: await writeMark(t.db), counts: await watch.rowCounts() });
    let before = await snapshot();
    expect(await watch.changedSince(before.mark, before.counts)).toEqual([]);
    await t.db.insert(s.rateLimitHits).values({ bucket: 'fuzz:watch', createdAt: new Date() });
    expect(await watch.changedSince(before.mark, before.counts)).toEqual(['rate_limit_hits']);
    before = await snapshot();
    await t.db.update(s.stores).set({ timings: 'closed today' });
    await t.db.update(s.brands).set({ description: 'changed' });
    expect((await watch.changedSince(before.mark, before.counts)).sort()).toEqual(['brands', 'stores']);
    before = await snapshot();
    await t.db.delete(s.rateLimitHits).where(eq(s.rateLimitHits.bucket, 'fuzz:watch'));
    expect(await watch.changedSince(before.mark, before.counts)).toEqual(['rate_limit_hits']);
  });
});
