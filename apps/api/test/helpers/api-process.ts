import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';

const apiRoot = new URL('../..', import.meta.url).pathname;

/**
 * A new, empty database on the PostgreSQL server the api-postgres project names: the API processes
 * started on it migrate and seed it themselves.
 */
export async function createEmptyPostgres() {
  const serverUrl = process.env.API_TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('API_TEST_POSTGRES_URL is required: this test runs on PostgreSQL only');
  const name = `svarna_processes_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    query: async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
      (await pool.query<T>(text, params)).rows,
    drop: async () => {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * The real server (`node --import tsx src/server.ts`) on its own port, answering once /api/health does.
 * TRUST_PROXY lets a test choose the client address per request with X-Forwarded-For. A variable given
 * as undefined is left out of the process's environment.
 */
export async function startApiProcess(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`the API process ended at start: ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process did not answer within 60 s: ${output}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    output: () => output,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}
