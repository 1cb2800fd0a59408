import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

export async function load(url: string, seconds: number, connections = 10): Promise<Measured> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Peak resident set size (VmHWM) of a process, in MiB. */
export function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * Starts the built API (apps/api/dist/server.js) with the settings production uses, on a free port;
 * `env` adds the database and data folder. Resolves with the process and its base URL once it listens.
 */
export async function startBuiltApi(root: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const server = await startProcess(
    'node',
    // as `npm start` runs it (scripts/start.mjs)
    [...SERVER_NODE_FLAGS, ...nodeArgs, join(root, 'apps/api/dist/server.js')],
    /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DEMO: 'true',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
  );
  return { child: server.child, base: `http://127.0.0.1:${server.match[1]}` };
}

/** Starts a child process and resolves once it prints a line matching `ready`. */
export function startProcess(
  cmd: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      // Once ready, drain the child's logs without keeping them, so the load generator in this
      // process spends nothing on them.
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.stdout?.resume();
      child.stderr?.resume();
      output = '';
      resolve({ child, match });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${cmd} exited with ${code}: ${output.slice(-2000)}`)));
  });
}

export type DbKind = 'pglite' | 'postgres';
export const DB_LABEL: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export interface Goal {
  text: string;
  met: (value: number) => boolean;
}
export const atMost = (limit: number, unit = ''): Goal => ({
  text: `≤ ${limit}${unit}`,
  met: (v) => v <= limit,
});
export const atLeast = (limit: number, unit = ''): Goal => ({
  text: `≥ ${limit}${unit}`,
  met: (v) => v >= limit,
});

/** One line of the closing summary: a measured figure per database, judged against its goal. */
export interface Figure {
  figure: string;
  /** 'none' for a figure no database takes part in (the web build's size) */
  values: Partial<Record<DbKind | 'none', number>>;
  unit?: string;
  digits?: number;
  goal?: Goal;
  /** why a database's column is empty, e.g. 'not run' */
  missing?: Partial<Record<DbKind, string>>;
  /** databases whose value the goal judges (default: every measured one) */
  judged?: DbKind[];
}

/** Middle value (the lower of the two middles for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * The geometric mean of ratios and its 95% interval (normal approximation on their logarithms): how far
 * apart two interleaved builds are, and whether the machine's noise could explain it. NaN for none; the
 * interval is the mean itself for one ratio.
 */
export function geometricMeanInterval(ratios: readonly number[]): {
  mean: number;
  low: number;
  high: number;
} {
  const logs = ratios.map(Math.log);
  const n = logs.length;
  if (n === 0) return { mean: Number.NaN, low: Number.NaN, high: Number.NaN };
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}

export function maxOf(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

/**
 * met? is 'yes' when every judged database that was measured meets the goal, 'NO' when one misses it
 * (a failed measurement counts as a miss), '—' when there is no goal or nothing was measured.
 */
export function judge(f: Figure): string {
  if (!f.goal) return '—';
  const keys: (DbKind | 'none')[] =
    f.values.none !== undefined ? ['none'] : (f.judged ?? ['pglite', 'postgres']);
  const measured = keys.map((k) => f.values[k]).filter((v): v is number => v !== undefined);
  if (measured.length === 0) return '—';
  return measured.every((v) => Number.isFinite(v) && f.goal!.met(v)) ? 'yes' : 'NO';
}

function cell(f: Figure, kind: DbKind): string {
  if (f.values.none !== undefined) return kind === 'pglite' ? show(f, f.values.none) : 'no database';
  const v = f.values[kind];
  if (v === undefined) return f.missing?.[kind] ?? 'not measured';
  return show(f, v);
}

function show(f: Figure, v: number): string {
  return Number.isFinite(v) ? `${v.toFixed(f.digits ?? 0)}${f.unit ?? ''}` : 'failed';
}

/** The summary as a plain-text table: figure | PGlite | PostgreSQL | goal | met? */
export function summaryTable(figures: readonly Figure[]): string {
  const rows = [
    ['figure', 'PGlite', 'PostgreSQL', 'goal', 'met?'],
    ...figures.map((f) => [f.figure, cell(f, 'pglite'), cell(f, 'postgres'), f.goal?.text ?? '—', judge(f)]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(rows[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** Resolves once a child process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
