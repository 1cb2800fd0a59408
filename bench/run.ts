// `npm run bench`: API throughput against a bare node:http server sending the same bytes (side by side),
// search latency, listing and search on a 10,000-product catalogue against the demo one, the home
// page's initial JavaScript, Lighthouse (mobile), and orders placed per second with the oversell count
// on PGlite and PostgreSQL. BENCH_ONLY=api,search,scale,bundle,lighthouse,orders picks sections; BENCH_SECONDS sets the length of each load run (default 5).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeInitialJs } from './bundle-size';
import { buildCatalogue } from './large-catalogue';
import { load, peakRssMiB, startProcess } from './lib';
import { lighthouseScores } from './lighthouse';
import {
  createPostgresDatabase,
  orderRace,
  orderThroughput,
  prepareOrderDatabase,
  RACE_BUYERS,
  RACE_ROUNDS,
  RACE_STOCK,
  signInShopper,
} from './orders';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = new Set((process.env.BENCH_ONLY ?? 'api,search,scale,bundle,lighthouse,orders').split(','));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(10);

if (
  !existsSync(join(root, 'apps/api/dist/server.js')) ||
  !existsSync(join(root, 'apps/web/dist/.vite/manifest.json'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

async function startApi(dataDir: string, env: Record<string, string> = {}) {
  const server = await startProcess(
    'node',
    [join(root, 'apps/api/dist/server.js')],
    /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DEMO: 'true',
      ...env,
    },
  );
  const base = `http://127.0.0.1:${server.match[1]}`;
  return { ...server, base, url: (path: string) => `${base}${path}` };
}

/** Distinct searches, each sent once, so none is answered from the cache. */
const COLD_SEARCHES = [
  'moisanite',
  'nekclace',
  'bangel',
  'chokar',
  'jhumki',
  'pendent',
  'ruby ring',
  'rose gold',
  'perl',
  'kundan',
  'solitare',
  'tennis',
  'temple',
  'emrald',
  'studs',
  'layered',
  'halo',
  'infinity',
  'evil eye',
  'bracelett',
];

async function firstHitTimes(url: (path: string) => string, paths: readonly string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    await (await fetch(url(path))).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!.toFixed(1), worst: times.at(-1)!.toFixed(1) };
}

const tmp = mkdtempSync(join(tmpdir(), 'svarna-bench-'));
await buildCatalogue(join(tmp, 'demo'), 0);
const api = await startApi(join(tmp, 'demo'));
const cleanups: (() => void)[] = [() => api.child.kill()];

try {
  const list = (await (await fetch(api.url('/api/products?limit=20'))).json()) as {
    products: { slug: string }[];
  };
  const slug = list.products[0]!.slug;

  if (only.has('api')) {
    const paths = {
      'products?limit=20': '/api/products?limit=20',
      'product by slug': `/api/products/slug/${slug}`,
    };
    const fixtures: Record<string, { body: string; type: string }> = {};
    for (const path of Object.values(paths)) {
      const res = await fetch(api.url(path));
      fixtures[path] = {
        body: await res.text(),
        type: res.headers.get('content-type') ?? 'application/json',
      };
    }
    const fixtureFile = join(tmp, 'fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));
    const bare = await startProcess(
      'node',
      ['--import', 'tsx', join(root, 'bench/bare-server.ts'), fixtureFile],
      /listening (\d+)/,
    );
    cleanups.push(() => bare.child.kill());
    const bareBase = `http://127.0.0.1:${bare.match[1]}`;

    console.info(
      `\n== API throughput: ours vs bare node:http sending the same bytes (10 connections, ${seconds}s each)`,
    );
    console.info('route                   ours req/s  bare req/s   ratio  ours p99  bare p99');
    for (const [name, path] of Object.entries(paths)) {
      await load(api.url(path), 1);
      await load(`${bareBase}${path}`, 1);
      const ours = await load(api.url(path), seconds);
      const base = await load(`${bareBase}${path}`, seconds);
      console.info(
        `${name.padEnd(22)}${fmt(ours.rps)}  ${fmt(base.rps)}  ${(ours.rps / base.rps).toFixed(2).padStart(6)}  ${`${ours.p99} ms`.padStart(8)}  ${`${base.p99} ms`.padStart(8)}${ours.errors ? `  (${ours.errors} errors)` : ''}`,
      );
    }
    console.info(
      `peak resident memory: our server ${peakRssMiB(api.child.pid!)} MiB, bare server ${peakRssMiB(bare.child.pid!)} MiB`,
    );
  }

  const searchPath = '/api/products/search?query=nekclace&limit=10';
  if (only.has('search')) {
    await load(api.url(searchPath), 1);
    const s = await load(api.url(searchPath), seconds);
    console.info(
      `\n== Search 'nekclace' (typo), 10 connections: ${s.rps.toFixed(0)} req/s, p99 ${s.p99} ms${s.errors ? ` (${s.errors} errors)` : ''}`,
    );
  }

  if (only.has('scale')) {
    const largeDir = join(tmp, 'large');
    const total = await buildCatalogue(largeDir, 10_000);
    const large = await startApi(largeDir);
    cleanups.push(() => large.child.kill());
    console.info(
      `\n== Catalogue size: ${total} products against the demo catalogue (10 connections, ${seconds}s each)`,
    );
    console.info('route                        demo req/s  large req/s  large/demo  demo p99  large p99');
    const routes = {
      'listing (cached read)': '/api/products?limit=20&sort=price',
      'search (cached)': searchPath,
      'category listing': '/api/products/category/rings/products?limit=20',
    };
    for (const [name, path] of Object.entries(routes)) {
      await load(api.url(path), 1);
      await load(large.url(path), 1);
      const small = await load(api.url(path), seconds);
      const big = await load(large.url(path), seconds);
      console.info(
        `${name.padEnd(27)}${fmt(small.rps)}  ${fmt(big.rps)}  ${(big.rps / small.rps).toFixed(2).padStart(10)}  ${`${small.p99} ms`.padStart(8)}  ${`${big.p99} ms`.padStart(9)}`,
      );
    }
    const pages = Array.from({ length: 20 }, (_, i) => `/api/products?limit=20&sort=-rating&page=${i + 2}`);
    const searches = COLD_SEARCHES.map((q) => `/api/products/search?query=${encodeURIComponent(q)}&limit=10`);
    for (const [name, paths] of [
      ['listing page', pages],
      ['search', searches],
    ] as const) {
      const demo = await firstHitTimes(api.url, paths);
      const big = await firstHitTimes(large.url, paths);
      console.info(
        `first (uncached) ${name}: demo median ${demo.median} ms, worst ${demo.worst} ms; large median ${big.median} ms, worst ${big.worst} ms`,
      );
    }
    console.info(`peak resident memory with the large catalogue: ${peakRssMiB(large.child.pid!)} MiB`);
  }

  if (only.has('bundle')) {
    const js = homeInitialJs(join(root, 'apps/web/dist'));
    console.info(
      `\n== Home page initial JavaScript: ${js.gzipKiB.toFixed(1)} KiB gzip (${js.rawKiB.toFixed(1)} KiB raw, ${js.files} files; budget 150 KiB)`,
    );
  }

  if (only.has('lighthouse')) {
    if (!existsSync(chromium)) {
      console.info(`\n== Lighthouse: no Chromium at ${chromium}; not run`);
    } else {
      const pages = { home: '/', shop: '/shop', product: `/product/${slug}` };
      const scores = await lighthouseScores(
        Object.values(pages).map((p) => api.url(p)),
        chromium,
      );
      console.info('\n== Lighthouse (mobile, simulated throttling)');
      console.info('page        performance  accessibility  best-practices  seo');
      for (const [name, path] of Object.entries(pages)) {
        const s = scores.get(api.url(path))!;
        console.info(
          `${name.padEnd(12)}${String(s.performance).padStart(11)}  ${String(s.accessibility).padStart(13)}  ${String(s['best-practices']).padStart(14)}  ${String(s.seo).padStart(4)}`,
        );
      }
    }
  }
  if (only.has('orders')) {
    const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    console.info(
      `\n== Orders: placed per second (10 at a time, ${seconds}s), and ${RACE_ROUNDS} races of ${RACE_BUYERS} buyers for ${RACE_STOCK} pieces`,
    );
    console.info('database     orders/s   races: orders made (want 10 each)   stock left   oversold');
    for (const kind of ['pglite', ...(postgresUrl ? ['postgres'] : [])] as const) {
      const pgDatabase = kind === 'postgres' ? await createPostgresDatabase(postgresUrl!) : null;
      const env: Record<string, string> = pgDatabase
        ? { DATABASE_URL: pgDatabase.url }
        : { DATA_DIR: join(tmp, 'orders') };
      const products = await prepareOrderDatabase(env);
      const server = await startApi(env.DATA_DIR ?? join(tmp, 'unused'), env);
      try {
        const token = await signInShopper(server.base, '9812300001');
        const rate = await orderThroughput(server.base, token, products.plenty, seconds);
        const races = [];
        for (const productId of products.race) races.push(await orderRace(server.base, token, productId));
        const oversold = races.reduce((n, r) => n + Math.max(0, r.made - RACE_STOCK), 0);
        console.info(
          `${kind.padEnd(10)}${fmt(rate.perSecond, 1)}   ${races
            .map((r) => r.made)
            .join(' ')
            .padEnd(34)}${races
            .map((r) => r.left)
            .join(' ')
            .padStart(
              11,
            )}${String(oversold).padStart(11)}${rate.failed ? `  (${rate.failed} failed placements)` : ''}`,
        );
      } finally {
        server.child.kill();
        await pgDatabase?.drop();
      }
    }
  }
} finally {
  for (const cleanup of cleanups) cleanup();
  rmSync(tmp, { recursive: true, force: true });
}
