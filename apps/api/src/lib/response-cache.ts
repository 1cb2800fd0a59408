import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
  /** the body's UTF-8 bytes, encoded once: sending a string would encode it again on every request */
  bytes: Buffer;
  etag: string;
  /** compressed copies, made on first use */
  br?: Buffer;
  gzip?: Buffer;
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

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Serialized JSON of what `produce` returns. */
  get(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    return this.getText(key, async () => JSON.stringify(await produce()));
  }

  /** A text body (XML, HTML) kept as it is. */
  async getText(key: string, produce: () => Promise<string>): Promise<Entry> {
    const hit = this.peek(key);
    if (hit) return hit;
    const body = await produce();
    const now = Date.now();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = { body, bytes: Buffer.from(body), etag, expiresAt: now + this.ttlMs };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry for key while it is fresh, at once: a hit needs no promise and no extra tick. */
  peek(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  clear() {
    this.entries.clear();
  }
}
