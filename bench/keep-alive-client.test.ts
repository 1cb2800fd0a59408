import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAliveClient } from './keep-alive-client';

// The mixed load's client against node:http's server: what it sends arrives as sent, and every way a
// server may end an answer (a length, chunks, closing) is read whole.

let server: Server;
let base: string;
const seen: {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: number;
}[] = [];
const sockets = new WeakMap<object, number>();
let nextSocket = 0;

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  if (req.url === '/chunked') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"parts":');
    setImmediate(() => res.end('[1,2,3]}'));
  } else if (req.url === '/close') {
    res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
    res.end('{"error":"closing"}');
  } else if (req.url === '/text') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('not json');
  } else {
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ echoed: body, unicode: 'ज्वेलरी ₹1,23,456' }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!sockets.has(req.socket)) sockets.set(req.socket, nextSocket++);
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body,
        socket: sockets.get(req.socket)!,
      });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the keep-alive client', () => {
  it('sends the method, path, headers and body as given, and reads the status and JSON body', async () => {
    const http = keepAliveClient(base);
    const payload = JSON.stringify({ phone: '9812345678', name: 'सुनीता' });
    const got = await http.send('POST', '/api/users/send-otp?x=1', 'x-forwarded-for: 10.0.0.7\r\n', payload);
    expect(got.status).toBe(201);
    expect(got.body).toEqual({ echoed: payload, unicode: 'ज्वेलरी ₹1,23,456' });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/api/users/send-otp?x=1', body: payload });
    expect(last.headers['x-forwarded-for']).toBe('10.0.0.7');
    expect(Number(last.headers['content-length'])).toBe(Buffer.byteLength(payload));
    http.close();
  });

  it('keeps the connection for the next request, and opens another only for requests at once', async () => {
    const http = keepAliveClient(base);
    await http.send('GET', '/a', '');
    await http.send('GET', '/b', '');
    const [a, b] = seen.slice(-2);
    expect(a!.socket).toBe(b!.socket);
    await Promise.all([http.send('GET', '/c', ''), http.send('GET', '/d', '')]);
    const [c, d] = seen.slice(-2);
    expect(new Set([b!.socket, c!.socket, d!.socket]).size).toBe(2);
    http.close();
  });

  it('reads a chunked answer whole', async () => {
    const http = keepAliveClient(base);
    expect((await http.send('GET', '/chunked', '')).body).toEqual({ parts: [1, 2, 3] });
    expect((await http.send('GET', '/after-chunks', '')).status).toBe(201);
    http.close();
  });

  it('after an answer that closes the connection, the next request opens a new one', async () => {
    const http = keepAliveClient(base);
    const closing = await http.send('GET', '/close', '');
    expect(closing).toMatchObject({ status: 503, body: { error: 'closing' } });
    expect((await http.send('GET', '/again', '')).status).toBe(201);
    expect(seen.at(-1)!.socket).not.toBe(seen.at(-2)!.socket);
    http.close();
  });

  it('a body that is not JSON reads as its text', async () => {
    const http = keepAliveClient(base);
    expect((await http.send('GET', '/text', '')).body).toEqual({ text: 'not json' });
    http.close();
  });

  it('a server that is not there fails the request', async () => {
    const http = keepAliveClient('http://127.0.0.1:1');
    await expect(http.send('GET', '/', '')).rejects.toThrow();
    http.close();
  });
});
