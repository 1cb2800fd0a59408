import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'svarna-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED: 'false',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async () => {
    for (let i = 0; i < 600; i++) {
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) return Number(port);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${output}`);
  };
  return { child, exited, listening, output: () => output };
}

describe('the server process', () => {
  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const server = startServer({});
    const port = await server.listening();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const requestId = health.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    // Log lines are written in batches off the request path, yet one arrives within a second even
    // when no more traffic follows.
    const logged = Date.now();
    while (!server.output().includes(`"reqId":"${requestId}"`) && Date.now() - logged < 5_000)
      await new Promise((r) => setTimeout(r, 50));
    expect(server.output()).toMatch(new RegExp(`"reqId":"${requestId}".*"msg":"request completed"`));
    expect(Date.now() - logged).toBeLessThan(1_500);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    // one access-log line per request, carrying the request id
    expect(server.output()).toMatch(/"reqId":"[0-9a-f-]{36}".*"msg":"request completed"/);
    expect(server.output()).not.toContain('incoming request');
  }, 90_000);

  it('refuses to start with a bad variable and names it', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).not.toContain('at ');
  }, 60_000);
});
