import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  /** the body's UTF-8 bytes, encoded once: sending a string would encode it again on every request */
  bytes: Buffer;
  etag: string;
  /** compressed copies, made on first use */
  br?: Buffer;
  gzip?: Buffer;
  /** the HTTP status a page was made with (pages only; a catalogue read is always 200) */
  status?: number;
}

interface Entry extends CachedBody {
  expiresAt: number;
}

/**
 * Caches serialized JSON of catalogue reads for a short time. Each instance keeps its own copy;
 * staleness is bounded by the TTL, so several API processes never disagree for long.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** reads being made: a second request for the same key waits for the first instead of making it again */
  private readonly pending = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Serialized JSON of what `produce` returns. */
  get(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    return this.getText(key, async () => JSON.stringify(await produce()));
  }

  /** A text body (XML, HTML) kept as it is. */
  getText(key: string, produce: () => Promise<string>): Promise<Entry> {
    return this.getPage(key, async () => ({ status: 200, body: await produce() }));
  }

  /** A body with the status it is sent with (a server-rendered page, a 404 page). */
  getPage(key: string, produce: () => Promise<{ status: number; body: string }>): Promise<Entry> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const making = this.pending.get(key);
    if (making) return making;
    const generation = this.generation;
    const made = produce()
      .then(({ status, body }) => this.store(key, body, status, generation))
      .finally(() => {
        if (this.pending.get(key) === made) this.pending.delete(key);
      });
    this.pending.set(key, made);
    return made;
  }

  private store(key: string, body: string, status: number, generation: number): Entry {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = { body, bytes: Buffer.from(body), etag, status, expiresAt: Date.now() + this.ttlMs };
    // made from what was read before a clear(): send it to the request that asked, keep it for none
    if (generation !== this.generation) return entry;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry for key while it is fresh, at once: a hit needs no promise and no extra tick. */
  peek(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  /** Keeps the fresh entry under key under another key too (until it expires or the cache is cleared). */
  alias(other: string, key: string) {
    const entry = this.peek(key);
    if (!entry || this.entries.get(other) === entry) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(other, entry);
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
