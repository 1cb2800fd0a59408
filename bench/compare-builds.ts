// Two builds of the API compared on CPU, interleaved so the machine's drift falls on both: each build's
// server started from its checkout (ROOT_A, ROOT_B: a checkout with apps/api/dist built, e.g. a worktree
// of an earlier commit), both on one fresh PostgreSQL database (TEST_DATABASE_URL), one shopper at a time,
// batches of BATCH journeys in the order A B, B A, ... for ROUNDS rounds after 60 journeys each to warm.
// Prints each build's API CPU a journey and per uncached request, and B/A: of the totals, and the
// geometric mean of the rounds' with its 95% interval. Many short rounds ride out a machine whose speed
// swings within seconds better than a few long ones. Run it twice with the builds swapped: the second
// server can measure a few percent apart from the first by position alone.
//   ROOT_A=/tmp/before ROOT_B=. node --import tsx bench/compare-builds.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { geometricMeanInterval, startBuiltApi } from './lib';
import { CACHED_STEPS, PostgresMeter, prepareMixedDatabase, stepCosts } from './mixed-load';
import { createPostgresDatabase } from './orders';

const roots = { A: process.env.ROOT_A ?? '', B: process.env.ROOT_B ?? '' };
if (!roots.A || !roots.B) throw new Error('ROOT_A and ROOT_B name the two checkouts to compare');
const rounds = Number(process.env.ROUNDS ?? 150);
const batch = Number(process.env.BATCH ?? 5);
const db = await createPostgresDatabase(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const tmp = mkdtempSync(join(tmpdir(), 'ab-'));
try {
  const env = { DATABASE_URL: db.url, TRUST_PROXY: 'true', DATA_DIR: join(tmp, 'unused') };
  const pieces = await prepareMixedDatabase({ DATABASE_URL: db.url });
  const servers = {
    A: await startBuiltApi(roots.A, env),
    B: await startBuiltApi(roots.B, env),
  };
  const postgres = await PostgresMeter.open(db.url);
  const api = (w: 'A' | 'B') => ({ base: servers[w].base, pid: servers[w].child.pid! });
  for (const w of ['A', 'B'] as const) await stepCosts(api(w), pieces, 60, postgres);
  const total = { A: [] as number[], B: [] as number[] };
  const uncached = { A: [] as number[], B: [] as number[] };
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
    for (const w of order) {
      const costs = await stepCosts(api(w), pieces, batch, postgres);
      total[w].push(costs.reduce((n, c) => n + c.apiMs, 0));
      const u = costs.filter((c) => !CACHED_STEPS.has(c.step));
      uncached[w].push(u.reduce((n, c) => n + c.apiMs, 0) / u.length);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ratios = total.A.map((a, i) => total.B[i]! / a);
  console.info(`A journey ${mean(total.A).toFixed(2)} ms, uncached ${mean(uncached.A).toFixed(3)} ms`);
  console.info(`B journey ${mean(total.B).toFixed(2)} ms, uncached ${mean(uncached.B).toFixed(3)} ms`);
  const geo = geometricMeanInterval(ratios);
  console.info(
    `B/A of the totals ${(mean(total.B) / mean(total.A)).toFixed(3)}; of the rounds (${rounds}, from ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}): geometric mean ${geo.mean.toFixed(3)}, 95% interval ${geo.low.toFixed(3)}–${geo.high.toFixed(3)}`,
  );
  await postgres.close();
  for (const s of Object.values(servers)) s.child.kill();
} finally {
  await db.drop();
}
