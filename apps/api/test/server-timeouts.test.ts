import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { manualClock } from '../src/lib/clock';
import { createTestDatabase } from './helpers/test-app';

/**
 * A client that sends its request a byte at a time holds a connection (and the body parser's buffer)
 * for as long as it likes unless the server cuts it. The real server listens here with timeouts of a
 * few hundred milliseconds, and a raw socket trickles.
 */
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    webDist: false,
    logger: false,
    clock: manualClock(),
    timeouts: { requestMs: 400, headersMs: 300, checkIntervalMs: 50 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Outcome {
  /** what the server wrote before the connection ended, or the deadline passed */
  answer: string;
  closed: boolean;
}

/**
 * Opens a socket, writes `head`, then one byte of `rest` every 20 ms (looping over it), and reports
 * what the server did by `deadlineMs`: answered and closed, or still reading.
 */
function trickle(head: string, rest: string, deadlineMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ answer, closed });
    };
    const deadline = setTimeout(() => finish(false), deadlineMs);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(rest[sent++ % rest.length]!);
      }, 20);
    });
  });
}

describe('server timeouts', () => {
  it('answers 408 and closes a connection whose body trickles in past the request timeout', async () => {
    const body = JSON.stringify({ phone: '9876543210', padding: 'x'.repeat(4000) });
    const head = [
      'POST /api/users/send-otp HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const outcome = await trickle(head, body, 5_000);
    expect(outcome.closed, `still open after 5 s; the server wrote: ${outcome.answer}`).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and closes a connection whose headers trickle in past the headers timeout', async () => {
    const outcome = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: abcdef', 5_000);
    expect(outcome.closed, `still open after 5 s; the server wrote: ${outcome.answer}`).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still serves an ordinary request on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
