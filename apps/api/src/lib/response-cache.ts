import { createHash } from 'node:crypto';

export interface CachedBody {
  body: string;
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
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit;
    const body = await produce();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = { body, etag, expiresAt: now + this.ttlMs };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    return entry;
  }

  clear() {
    this.entries.clear();
  }
}
