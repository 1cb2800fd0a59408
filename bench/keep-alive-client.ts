// The mixed load's HTTP client: keep-alive HTTP/1.1 over plain sockets, one request at a time on each.
// node:http's client cost the load generator about 0.25 ms of CPU a request (a quarter of a core at the
// mixed load's rate, on the same two cores as the servers it measures); this one writes a request as one
// string and reads just the status, the length and the body, which it parses only when asked.
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  /** the JSON body, parsed on first read (a body that is not JSON reads as `{ text }`) */
  readonly body: Record<string, unknown>;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

export function answerOf(status: number, raw: Buffer): Answer {
  let parsed: Record<string, unknown> | undefined;
  return {
    status,
    get body() {
      if (parsed === undefined) {
        const text = raw.toString();
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          parsed = { text: text.slice(0, 200) };
        }
      }
      return parsed;
    },
  };
}

interface Pending {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/** A response read so far: where its body starts, and how it ends (a length, or chunks). */
interface Head {
  status: number;
  bodyAt: number;
  length: number | null;
  close: boolean;
}

function readHead(buffer: Buffer, end: number): Head {
  const lines = buffer.toString('latin1', 0, end).split('\r\n');
  const status = Number(lines[0]!.split(' ')[1]);
  let length: number | null = null;
  let close = false;
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    else if (name === 'connection') close = value.toLowerCase() === 'close';
    else if (name === 'transfer-encoding' && value.toLowerCase() !== 'chunked')
      throw new Error(`transfer-encoding ${value} is not read`);
  }
  return { status, bodyAt: end + HEADERS_END.length, length, close };
}

/** A chunked body's bytes once its last chunk has arrived, else null. */
function dechunk(buffer: Buffer, from: number): Buffer | null {
  const parts: Buffer[] = [];
  let at = from;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const dataAt = lineEnd + 2;
    if (buffer.length < dataAt + size + 2) return null;
    if (size === 0) return Buffer.concat(parts);
    parts.push(buffer.subarray(dataAt, dataAt + size));
    at = dataAt + size + 2;
  }
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private head: Head | null = null;
  private pending: Pending | null = null;
  closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly onIdle: (connection: Connection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.closed = true;
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the connection closed before the answer')));
  }

  send(request: string, pending: Pending) {
    this.pending = pending;
    this.socket.write(request);
  }

  destroy() {
    this.closed = true;
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    if (!this.head) {
      const end = this.buffer.indexOf(HEADERS_END);
      if (end < 0) return;
      try {
        this.head = readHead(this.buffer, end);
      } catch (error) {
        this.pending?.reject(error as Error);
        this.pending = null;
        this.destroy();
        return;
      }
    }
    const { status, bodyAt, length, close } = this.head;
    let body: Buffer | null;
    if (length !== null)
      body = this.buffer.length >= bodyAt + length ? this.buffer.subarray(bodyAt, bodyAt + length) : null;
    else body = dechunk(this.buffer, bodyAt);
    if (!body) return;
    const pending = this.pending;
    this.pending = null;
    this.head = null;
    this.buffer = Buffer.alloc(0);
    if (close) this.destroy();
    else this.onIdle(this);
    pending?.resolve(answerOf(status, body));
  }
}

/** Requests to one server (`base`, an http:// origin) on as many keep-alive connections as are busy. */
export function keepAliveClient(base: string) {
  const { hostname, port } = new URL(base);
  const host = `${hostname}:${port}`;
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const connection = () => {
    for (let c = idle.pop(); c; c = idle.pop()) if (!c.closed) return c;
    const created = new Connection(connect(Number(port), hostname), (c) => idle.push(c));
    all.add(created);
    return created;
  };
  return {
    /** `headers` as lines, each ending in CRLF; a body is sent with its length */
    send(method: string, path: string, headers: string, payload?: string): Promise<Answer> {
      const length = payload === undefined ? '' : `content-length: ${Buffer.byteLength(payload)}\r\n`;
      const request = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n${headers}${length}\r\n${payload ?? ''}`;
      return new Promise((resolve, reject) => connection().send(request, { resolve, reject }));
    },
    close() {
      for (const c of all) c.destroy();
      all.clear();
      idle.length = 0;
    },
  };
}
