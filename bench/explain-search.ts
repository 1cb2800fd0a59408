// `node --import tsx bench/explain-search.ts`: search and listings at 100,000 products (EXPLAIN_CATALOGUE), on
// PGlite and, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a fresh database there too.
//  1. EXPLAIN ANALYZE of every statement behind the first search ('rose gold ring', 'nekclace', 'rose gold', 'moisanite') and the
//     first listing page (sort -rating, page 2), captured from the repositories as the API runs them.
//  2. Through the built server (apps/api/dist/server.js): the first (uncached) answer to 20 searches and
//     20 listing pages on the demo catalogue and on the large one, and the server's peak memory.
// EXPLAIN_ONLY=plans|timings runs one half; EXPLAIN_DATABASES=pglite|postgres one database. Run it under
// `flock /tmp/heavy.lock`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/catalog-repository';
import { createCatalogService } from '../apps/api/src/modules/catalog/catalog-service';
import { createSearchRepository } from '../apps/api/src/modules/search/search-repository';
import { createSearchService } from '../apps/api/src/modules/search/search-service';
import {
  buildCatalogue,
  type CatalogueTarget,
  COLD_LISTING_PAGES,
  COLD_SEARCHES,
  firstHitTimes,
} from './large-catalogue';
import { load, peakRssMiB, startBuiltApi } from './lib';
import { createPostgresDatabase } from './orders';

const root = new URL('..', import.meta.url).pathname;
const only = process.env.EXPLAIN_ONLY;
/** products in the large catalogue, as the bench's scale section builds it (BENCH_CATALOGUE) */
const CATALOGUE = Number(process.env.EXPLAIN_CATALOGUE ?? 100_000);
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const tmp = mkdtempSync(join(tmpdir(), 'svarna-explain-'));

const envOf = (target: CatalogueTarget): Record<string, string> =>
  target.startsWith('postgres') ? { DATABASE_URL: target } : { DATA_DIR: target };

/** A statement with its parameters written in as literals, so it can be replayed under EXPLAIN. */
function inline(query: string, params: unknown[]) {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replaceAll("'", "''")}'`;
  };
  return query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

async function explainAll(target: CatalogueTarget, label: string) {
  const captured: { query: string; params: unknown[] }[] = [];
  const database = await openDatabase(loadConfig({ ...envOf(target), LOG_LEVEL: 'silent' }), {
    inMemory: false,
    logQuery: (query, params) => captured.push({ query, params }),
  });
  try {
    const repo = createCatalogRepository(database.db);
    const catalog = createCatalogService(repo);
    const search = createSearchService(createSearchRepository(database.db), repo, catalog);
    const cases: [string, () => Promise<unknown>][] = [
      ["search 'rose gold ring'", () => search.searchProducts('rose gold ring', undefined, 10)],
      ["search 'nekclace'", () => search.searchProducts('nekclace', undefined, 10)],
      // the slowest two first searches at 100,000 products
      ["search 'rose gold'", () => search.searchProducts('rose gold', undefined, 10)],
      ["search 'moisanite'", () => search.searchProducts('moisanite', undefined, 10)],
      [
        'listing sort=-rating page=2 limit=20',
        () => catalog.listProducts({ status: true, sort: '-rating', page: 2, limit: 20 }),
      ],
      [
        'category listing rings page=1 limit=20',
        () => catalog.listCategoryProducts('rings', 1, 20, 'category'),
      ],
    ];
    for (const [name, run] of cases) {
      captured.length = 0;
      await run();
      const statements = captured.splice(0);
      console.info(`\n---- ${label}: ${name} (${statements.length} statements)`);
      await database.db
        .transaction(async (tx) => {
          for (const { query, params } of statements) {
            const text = inline(query, params);
            if (/^\s*(begin|commit|rollback)/i.test(text)) continue;
            if (/^\s*(set|select set_config)/i.test(text)) {
              await tx.execute(sql.raw(text));
              continue;
            }
            const plan = (await tx.execute(sql.raw(`explain (analyze, costs off) ${text}`))) as {
              rows: Record<string, string>[];
            };
            const lines = plan.rows.map((r) => Object.values(r)[0]!);
            const main = /from "?products"?\s+(p\b|where|order|inner|left)/i.test(text);
            console.info(`\n> ${text.replace(/\s+/g, ' ').slice(0, main ? 600 : 140)}`);
            for (const line of main ? lines : lines.filter((l) => /Execution Time/.test(l)))
              console.info(line);
          }
          tx.rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof Error && /rollback/i.test(err.message))) throw err;
        });
    }
  } finally {
    await database.close();
  }
}

async function startServer(target: CatalogueTarget) {
  const server = await startBuiltApi(root, {
    DATA_DIR: join(tmp, 'unused'),
    TRUST_PROXY: 'true',
    ...envOf(target),
  });
  const { base } = server;
  return { child: server.child, url: (path: string) => `${base}${path}` };
}

/** Warms the server's code and the database's caches on paths the measured ones do not repeat. */
async function warm(url: (path: string) => string) {
  for (const path of [
    '/api/products?limit=20&sort=price',
    '/api/products/search?query=nekclace&limit=10',
    '/api/products/category/rings/products?limit=20',
  ]) {
    await load(url(path), 1);
  }
}

async function timings(demo: CatalogueTarget, large: CatalogueTarget, label: string) {
  const servers = { demo: await startServer(demo), large: await startServer(large) };
  try {
    const rows: string[] = [];
    for (const s of Object.values(servers)) await warm(s.url);
    for (const [name, paths] of [
      ['search', COLD_SEARCHES],
      ['listing page', COLD_LISTING_PAGES],
    ] as const) {
      const small = await firstHitTimes(servers.demo.url, paths);
      const big = await firstHitTimes(servers.large.url, paths);
      rows.push(
        `${label}: first (uncached) ${name}: demo median ${small.median.toFixed(1)} ms, worst ${small.worst.toFixed(1)} ms; ` +
          `${CATALOGUE.toLocaleString('en-US')} median ${big.median.toFixed(1)} ms, worst ${big.worst.toFixed(1)} ms (${(big.median / small.median).toFixed(2)}×); ` +
          `slowest ${big.slowest.map((x) => `${x.path} ${x.ms.toFixed(1)} ms`).join(', ')}`,
      );
    }
    // Load as bench/run.ts does before it reads the peak: cached reads at 10 connections.
    for (const path of [
      '/api/products?limit=20&sort=price',
      '/api/products/category/rings/products?limit=20',
    ]) {
      await load(servers.large.url(path), 3);
    }
    rows.push(
      `${label}: server peak resident memory: demo ${peakRssMiB(servers.demo.child.pid!)} MiB, ${CATALOGUE.toLocaleString('en-US')} ${peakRssMiB(servers.large.child.pid!)} MiB`,
    );
    for (const row of rows) console.info(row);
  } finally {
    for (const s of Object.values(servers)) s.child.kill();
  }
}

try {
  const targets: {
    label: string;
    demo: CatalogueTarget;
    large: CatalogueTarget;
    drop?: () => Promise<void>;
  }[] = [{ label: 'PGlite', demo: join(tmp, 'demo'), large: join(tmp, 'large') }];
  if (postgresUrl) {
    const demo = await createPostgresDatabase(postgresUrl);
    const large = await createPostgresDatabase(postgresUrl);
    targets.push({
      label: 'PostgreSQL',
      demo: demo.url,
      large: large.url,
      drop: async () => {
        await demo.drop();
        await large.drop();
      },
    });
  }
  try {
    const databases = (process.env.EXPLAIN_DATABASES ?? 'pglite,postgres').split(',');
    for (const t of targets.filter((x) => databases.some((d) => x.label.toLowerCase().startsWith(d)))) {
      if (only !== 'plans') await buildCatalogue(t.demo, 0);
      const total = await buildCatalogue(t.large, CATALOGUE);
      console.info(`\n==== ${t.label}: ${total} products`);
      if (only !== 'timings') await explainAll(t.large, t.label);
      if (only !== 'plans') await timings(t.demo, t.large, t.label);
    }
  } finally {
    for (const t of targets) await t.drop?.();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
