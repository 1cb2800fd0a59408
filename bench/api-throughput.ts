// Our API against a bare node:http server sending the same response: the same body and the same
// response headers (security headers, ETag, request id, cache-control), so only the work of producing
// the response is compared, not the size of what goes over the wire.

import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { load, type Measured, startProcess } from './lib';

const root = new URL('..', import.meta.url).pathname;

/** Headers node:http writes itself (or that depend on the connection), left out of the fixture. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export interface Fixture {
  body: string;
  /** every response header our server sent, in order, but those node:http adds itself */
  headers: [string, string][];
}

/** The status line's headers and body exactly as our server sends them to a plain client. */
export function captureResponse(url: string): Promise<Fixture> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!OWN_HEADERS.has(name.toLowerCase())) headers.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({ body: Buffer.concat(chunks).toString(), headers });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Starts bench/bare-server.ts answering each path with our server's captured response. */
export async function startBareServer(oursUrl: (path: string) => string, paths: string[], dir: string) {
  const fixtures: Record<string, Fixture> = {};
  for (const path of paths) fixtures[path] = await captureResponse(oursUrl(path));
  const fixtureFile = join(dir, 'fixtures.json');
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const bare = await startProcess(
    'node',
    ['--import', 'tsx', join(root, 'bench/bare-server.ts'), fixtureFile],
    /listening (\d+)/,
  );
  const base = `http://127.0.0.1:${bare.match[1]}`;
  return { ...bare, url: (path: string) => `${base}${path}` };
}

export interface Comparison {
  ours: Measured;
  bare: Measured;
  /** our requests per second over the bare server's, all rounds together */
  ratio: number;
  /** the ratio of each round, to show how steady the machine was */
  rounds: number[];
}

/**
 * Loads both servers in turn, `rounds` times for `seconds` each (after a second's warm-up of each),
 * so a burst of other work on the machine falls on both sides rather than on one.
 */
export async function compareWithBare(
  oursUrl: string,
  bareUrl: string,
  seconds: number,
  rounds = 3,
): Promise<Comparison> {
  await load(oursUrl, 1);
  await load(bareUrl, 1);
  const ours: Measured[] = [];
  const bare: Measured[] = [];
  for (let i = 0; i < rounds; i++) {
    ours.push(await load(oursUrl, seconds));
    bare.push(await load(bareUrl, seconds));
  }
  const total = (ms: Measured[]): Measured => ({
    rps: ms.reduce((n, m) => n + m.rps, 0) / ms.length,
    p99: Math.max(...ms.map((m) => m.p99)),
    errors: ms.reduce((n, m) => n + m.errors, 0),
  });
  const o = total(ours);
  const b = total(bare);
  return { ours: o, bare: b, ratio: o.rps / b.rps, rounds: ours.map((m, i) => m.rps / bare[i]!.rps) };
}
