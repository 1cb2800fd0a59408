// What the mixed load's profiles show: the functions with the most self time in V8 CPU profiles
// (`node --cpu-prof`), and the statements PostgreSQL spent the most time on (pg_stat_statements).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  where: string;
  ms: number;
  share: number;
}

/** Where a frame lives, short: the package for dependencies, the path under apps/ for ours. */
export function frameLocation(url: string, line: number): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (dependency) return dependency[1]!;
  if (path.startsWith('node:')) return path;
  const ours = /(apps\/.+|packages\/.+)$/.exec(path);
  return `${ours ? ours[1] : path}:${line + 1}`;
}

/** A span of the monotonic clock, in microseconds (`process.hrtime` / 1000, as V8's profiles count). */
export interface Window {
  from: number;
  to: number;
}

export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Each sample's node id and duration, only those taken inside the window (all without one). */
function samplesIn(profile: CpuProfile, window?: Window): { id: number; us: number }[] {
  const out: { id: number; us: number }[] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    if (!window || (at >= window.from && at <= window.to)) out.push({ id, us });
  });
  return out;
}

type CallFrame = ProfileNode['callFrame'];

/** A sample of busy time: its frame, its duration, and the frames that called it (nearest first). */
interface BusySample {
  frame: CallFrame;
  us: number;
  callers: () => CallFrame[];
}

/** The samples taken inside the window, idle and program time left out. */
function busySamples(profiles: readonly CpuProfile[], window?: Window): BusySample[] {
  const out: BusySample[] = [];
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parentOf = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
    for (const { id, us } of samplesIn(profile, window)) {
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      const callers = () => {
        const chain: CallFrame[] = [];
        for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at))
          chain.push(byId.get(at)!.callFrame);
        return chain;
      };
      out.push({ frame, us, callers });
    }
  }
  return out;
}

/** Totals by key, largest first, each with its share of all the time counted. */
function largestFirst(samples: { key: string; us: number }[]): { key: string; us: number; share: number }[] {
  const totals = new Map<string, number>();
  let all = 0;
  for (const { key, us } of samples) {
    totals.set(key, (totals.get(key) ?? 0) + us);
    all += us;
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, us]) => ({ key, us, share: all > 0 ? us / all : 0 }));
}

const functionName = (frame: CallFrame) => frame.functionName || '(anonymous)';

/** Self time per function (summed over every node that is the same function), largest first. */
export function topSelfTime(profiles: readonly CpuProfile[], count: number, window?: Window): SelfTime[] {
  const named = new Map<string, { name: string; where: string }>();
  const samples = busySamples(profiles, window).map(({ frame, us }) => {
    const name = functionName(frame);
    const where = frameLocation(frame.url, frame.lineNumber);
    const key = `${name} ${where}`;
    named.set(key, { name, where });
    return { key, us };
  });
  return largestFirst(samples)
    .slice(0, count)
    .map((t) => ({ ...named.get(t.key)!, ms: t.us / 1000, share: t.share }));
}

/**
 * For a native function (writev, say), the nearest JavaScript frames that called it and the share of its
 * self time each, so a syscall's cost points at the code that asked for it.
 */
export function nativeCallers(
  profiles: readonly CpuProfile[],
  nativeName: string,
  count: number,
  window?: Window,
): { caller: string; share: number }[] {
  const samples = busySamples(profiles, window)
    .filter(({ frame }) => frame.functionName === nativeName && !frame.url)
    .map(({ us, callers }) => {
      const chain = callers()
        .filter((f) => f.url && !f.url.startsWith('node:'))
        .slice(0, 3)
        .map((f) => `${functionName(f)} ${frameLocation(f.url, f.lineNumber)}`);
      return { key: chain.join(' < ') || '(no JavaScript caller)', us };
    });
  return largestFirst(samples)
    .slice(0, count)
    .map((t) => ({ caller: t.key, share: t.share }));
}

/** Self time summed by package (or our own code, or native/GC), largest first. */
export function selfTimeByPackage(
  profiles: readonly CpuProfile[],
  window?: Window,
): { where: string; share: number }[] {
  const samples = busySamples(profiles, window).map(({ frame, us }) => ({
    key: frame.functionName === '(garbage collector)' ? '(garbage collector)' : packageOf(frame.url),
    us,
  }));
  return largestFirst(samples).map((t) => ({ where: t.key, share: t.share }));
}

function packageOf(url: string): string {
  if (!url) return '(native)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.startsWith('node:')) return 'node core';
  return 'the store (apps/api)';
}

export function readProfiles(dir: string): CpuProfile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CpuProfile);
}

/** Prints what the profiles spent inside the window (the measured run, not the start-up or warm-up). */
export function printProfiles(dir: string, window: Window, what: string, count = 30): void {
  const profiles = readProfiles(dir);
  if (profiles.length === 0) {
    console.info(`no CPU profiles were written to ${dir}`);
    return;
  }
  console.info(`\nCPU profiles of the API processes (${dir}), ${what}: self time by package`);
  for (const p of selfTimeByPackage(profiles, window).slice(0, 14))
    console.info(`  ${(100 * p.share).toFixed(1).padStart(5)}%  ${p.where}`);
  console.info(`top ${count} functions by self time`);
  for (const t of topSelfTime(profiles, count, window))
    console.info(
      `  ${(100 * t.share).toFixed(1).padStart(5)}% ${t.ms.toFixed(0).padStart(7)} ms  ${t.name}  ${t.where}`,
    );
  for (const top of topSelfTime(profiles, 3, window).filter(
    (t) => t.where === '(native)' && !t.name.startsWith('('),
  ))
    for (const c of nativeCallers(profiles, top.name, 6, window))
      console.info(`  ${top.name} ${(100 * c.share).toFixed(0).padStart(3)}% from ${c.caller}`);
}

export interface StatementTime {
  calls: number;
  totalMs: number;
  meanMs: number;
  rows: number;
  query: string;
}

/** Shortens a statement for a line of output: whitespace folded, long lists cut. */
export function shortStatement(query: string, width = 150): string {
  const folded = query.replace(/\s+/g, ' ').trim();
  return folded.length > width ? `${folded.slice(0, width - 1)}…` : folded;
}

/**
 * pg_stat_statements for one database, when the server preloads it (shared_preload_libraries); else it
 * says how to turn it on and measures nothing.
 */
export async function statementStatistics(databaseUrl: string, count = 15) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const loaded = (
    await client.query<{ setting: string }>(
      "select setting from pg_settings where name = 'shared_preload_libraries'",
    )
  ).rows[0]?.setting.includes('pg_stat_statements');
  if (loaded) await client.query('create extension if not exists pg_stat_statements');
  const scope = 'dbid = (select oid from pg_database where datname = current_database())';
  return {
    async reset() {
      if (loaded)
        await client.query(
          `select pg_stat_statements_reset(0, (select oid from pg_database where datname = current_database()), 0)`,
        );
    },
    async print(journeys: number) {
      if (!loaded) {
        console.info(
          "PostgreSQL's statements: pg_stat_statements is not preloaded (ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements', then restart the server) ",
        );
        return;
      }
      const rows = (
        await client.query<{ calls: string; total: number; mean: number; rows: string; query: string }>(
          `select calls, total_exec_time + total_plan_time as total, mean_exec_time as mean, rows, query
           from pg_stat_statements where ${scope} order by total_exec_time + total_plan_time desc`,
        )
      ).rows;
      const all = rows.reduce((n, r) => n + r.total, 0);
      const calls = rows.reduce((n, r) => n + Number(r.calls), 0);
      console.info(
        `\nPostgreSQL's statements over the run (pg_stat_statements): ${calls} calls, ${(calls / Math.max(1, journeys)).toFixed(1)} a journey, ${all.toFixed(0)} ms in all, ${(all / Math.max(1, journeys)).toFixed(2)} ms a journey; top ${count} by total time`,
      );
      const line = (r: (typeof rows)[number]) =>
        console.info(
          `${r.total.toFixed(0).padStart(11)}${r.calls.padStart(8)}${r.mean.toFixed(3).padStart(10)}  ${shortStatement(r.query)}`,
        );
      console.info('   total ms   calls   mean ms  statement');
      for (const r of rows.slice(0, count)) line(r);
      console.info(`top ${count} by calls`);
      for (const r of [...rows].sort((a, b) => Number(b.calls) - Number(a.calls)).slice(0, count)) line(r);
    },
    /** Every statement of the journeys since the reset (the warm-up's included), per journey. */
    async printPerJourney(journeys: number) {
      if (!loaded) return;
      const rows = (
        await client.query<{ calls: string; total: number; query: string }>(
          `select calls, total_exec_time + total_plan_time as total, query from pg_stat_statements
           where ${scope} order by calls desc, total_exec_time desc`,
        )
      ).rows;
      const calls = rows.reduce((n, r) => n + Number(r.calls), 0);
      console.info(
        `\nStatements of a journey, one shopper at a time (${journeys} journeys and the warm-up's third): ${(calls / journeys).toFixed(1)} a journey`,
      );
      console.info(' a journey  ms each  statement');
      for (const r of rows.filter((r) => Number(r.calls) >= journeys / 2))
        console.info(
          `${(Number(r.calls) / journeys).toFixed(2).padStart(10)}${(r.total / Number(r.calls)).toFixed(3).padStart(9)}  ${shortStatement(r.query, 160)}`,
        );
    },
    close: () => client.end(),
  };
}
