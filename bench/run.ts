// `npm run bench`: our server against a bare node:http server sending the same bytes, side by side.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, peakRssMiB, startProcess } from './lib';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

if (!existsSync(join(root, 'apps/api/dist/server.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'svarna-bench-'));
const api = await startProcess(
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
  },
);
const apiBase = `http://127.0.0.1:${api.match[1]}`;

try {
  const list = (await (await fetch(`${apiBase}/api/products?limit=20`)).json()) as {
    products: { slug: string }[];
  };
  const slug = list.products[0]!.slug;
  const paths = { list: '/api/products?limit=20', product: `/api/products/slug/${slug}` };

  const fixtures: Record<string, { body: string; type: string }> = {};
  for (const path of Object.values(paths)) {
    const res = await fetch(`${apiBase}${path}`);
    fixtures[path] = { body: await res.text(), type: res.headers.get('content-type') ?? 'application/json' };
  }
  const fixtureFile = join(dataDir, 'fixtures.json');
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const bare = await startProcess(
    'node',
    ['--import', 'tsx', join(root, 'bench/bare-server.ts'), fixtureFile],
    /listening (\d+)/,
  );
  const bareBase = `http://127.0.0.1:${bare.match[1]}`;

  console.info(
    `\nAPI throughput, ${seconds}s per run, 10 connections (ours vs bare node:http, same bytes)\n`,
  );
  console.info('route                         ours req/s   bare req/s   ratio   ours p99   bare p99');
  for (const [name, path] of Object.entries(paths)) {
    await load(`${apiBase}${path}`, 1); // warm up
    await load(`${bareBase}${path}`, 1);
    const ours = await load(`${apiBase}${path}`, seconds);
    const base = await load(`${bareBase}${path}`, seconds);
    const ratio = ours.rps / base.rps;
    console.info(
      `${`${name} ${path}`.slice(0, 28).padEnd(29)} ${ours.rps.toFixed(0).padStart(10)} ${base.rps.toFixed(0).padStart(12)} ${ratio.toFixed(2).padStart(7)} ${`${ours.p99} ms`.padStart(10)} ${`${base.p99} ms`.padStart(10)}${ours.errors ? `  (${ours.errors} errors)` : ''}`,
    );
  }
  console.info(
    `\npeak resident memory: our server ${peakRssMiB(api.child.pid!)} MiB, bare server ${peakRssMiB(bare.child.pid!)} MiB`,
  );
  bare.child.kill();
} finally {
  api.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
