// Traffic no shopper makes: one address flooding the search with words nobody searched before, and a
// scanner asking for thousands of URLs nobody made. What the other shoppers notice of the first, and
// what the second leaves in the server's memory.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { median } from './lib';

/** Resident memory (VmRSS) of a process now, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** One GET through node:http (no connection pool to share with the flood), answered with its status. */
function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const WORDS = [
  'ring',
  'necklace',
  'gold',
  'pearl',
  'kundan',
  'earrings',
  'bangle',
  'choker',
  'ruby',
  'jhumka',
];
const randomWord = () => Math.random().toString(36).slice(2, 9).replace(/\d/g, 'k');

export interface Latency {
  p50: number;
  p99: number;
  count: number;
  errors: number;
}

/** Requests `paths` in turn, one at a time, for `seconds`: the latency a shopper sees. */
async function sample(
  base: string,
  paths: { path: string; headers?: Record<string, string> }[],
  seconds: number,
) {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const { path, headers } = paths[i % paths.length]!;
    const started = performance.now();
    const status = await get(`${base}${path}`, headers).catch(() => 0);
    times.push(performance.now() - started);
    if (status !== 200) errors += 1;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: median(times),
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN,
    count: times.length,
    errors,
  } satisfies Latency;
}

export interface FloodResult {
  quiet: Latency;
  flooded: Latency;
  flood: { served: number; refused: number; other: number };
}

/**
 * Cached reads (and whatever else `paths` holds) measured alone, then while `flooders` connections from
 * one address send distinct, uncached searches without pause.
 */
export async function searchFlood(
  base: string,
  paths: { path: string; headers?: Record<string, string> }[],
  seconds: number,
  flooders = 20,
): Promise<FloodResult> {
  await sample(base, paths, 1);
  const quiet = await sample(base, paths, seconds);
  const flood = { served: 0, refused: 0, other: 0 };
  let stop = false;
  const loops = Array.from({ length: flooders }, async (_, n) => {
    for (let i = 0; !stop; i++) {
      const query = `${WORDS[(n + i) % WORDS.length]} ${randomWord()}`;
      const status = await get(
        `${base}/api/products/search?query=${encodeURIComponent(query)}&limit=20`,
      ).catch(() => 0);
      if (status === 200) flood.served += 1;
      else if (status === 429) flood.refused += 1;
      else flood.other += 1;
    }
  });
  const flooded = await sample(base, paths, seconds);
  stop = true;
  await Promise.all(loops);
  return { quiet, flooded, flood };
}

/** `n` URLs nobody made, of the kinds a scanner tries: pages, page queries, API queries, images. */
export function distinctUrls(n: number): string[] {
  const kinds = [
    (i: number) => `/search?q=${WORDS[i % WORDS.length]}+${randomWord()}`,
    (i: number) => `/shop?utm_source=${randomWord()}&page=${(i % 3) + 1}`,
    (_: number) => `/product/${randomWord()}-${randomWord()}`,
    (_: number) => `/products/${randomWord()}?id=${randomWord()}`,
    (i: number) => `/api/products?limit=20&search=${WORDS[i % WORDS.length]}${randomWord()}`,
    (i: number) => `/api/products?limit=20&page=${(i % 4) + 1}&x=${randomWord()}`,
    (i: number) => `/api/products/search?query=${WORDS[i % WORDS.length]}+${randomWord()}&limit=20`,
    (_: number) => `/media/products/${randomWord()}.svg`,
    (_: number) => `/${randomWord()}/${randomWord()}.php?id=1%27%20or%201=1`,
  ];
  return Array.from({ length: n }, (_, i) => kinds[i % kinds.length]!(i));
}

export interface StormResult {
  statuses: Record<string, number>;
  rssMiB: number;
  peakMiB: number;
  seconds: number;
}

/**
 * Requests every URL, `concurrency` at a time, each from its own address (X-Forwarded-For, for a server
 * with TRUST_PROXY) and accepting br and gzip (so compressed copies are made too), then reads the
 * server's resident memory.
 */
export async function urlStorm(
  base: string,
  pid: number,
  urls: string[],
  concurrency = 8,
): Promise<StormResult> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const i = next++;
        const status = await get(`${base}${urls[i]}`, {
          'accept-encoding': 'br, gzip',
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        }).catch(() => 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return {
    statuses,
    rssMiB: rssMiB(pid),
    peakMiB: Math.round((peakKb / 1024) * 10) / 10,
    seconds: (performance.now() - started) / 1000,
  };
}
