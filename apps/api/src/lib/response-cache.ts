import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * What the cache of catalogue answers and pages may hold, in bytes: its bodies, their compressed copies
 * and their keys. A server-rendered page is 30 to 150 KB, a catalogue answer 1 to 60 KB, so this keeps
 * several hundred of the pages shoppers ask for, and no URL a client invents can grow it past this.
 */
export const RESPONSE_CACHE_BYTES = 24 * 1024 * 1024;
/** What an entry costs besides its body and key: the objects around them and the cache's own node. */
const ENTRY_OVERHEAD = 300;

/**
 * The bytes in memory of their own size. A Buffer under 4 KiB is a slice of a shared 8 KiB pool, and
 * zlib's output a slice of its 16 KiB chunk: a cache keeping such a slice keeps the whole block while it
 * counts the slice (a 60-byte gzip copy held 16 KiB).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

export interface CachedBody {
  /** the body as text (decoded from `bytes` when asked: only the bytes are kept) */
  readonly body: string;
  /** the body's UTF-8 bytes, encoded once: sending a string would encode it again on every request */
  readonly bytes: Buffer;
  readonly etag: string;
  /** compressed copies, made on first use */
  br?: Buffer;
  gzip?: Buffer;
  /** the HTTP status a page was made with (pages only; a catalogue read is always 200) */
  readonly status?: number;
  /** to call once a compressed copy is added: the cache that keeps the entry counts it in its budget */
  grew?: () => void;
}

class Entry implements CachedBody {
  br?: Buffer;
  gzip?: Buffer;
  grew?: () => void;
  constructor(
    readonly bytes: Buffer,
    readonly etag: string,
    readonly status: number,
  ) {}

  get body() {
    return this.bytes.toString();
  }

  get size() {
    return this.bytes.length + (this.br?.length ?? 0) + (this.gzip?.length ?? 0) + ENTRY_OVERHEAD;
  }
}

/** Another key for an entry (the URL a client asked with): it names the entry's key, never holds it. */
class Alias {
  constructor(readonly key: string) {}
}

export interface ResponseCacheOptions {
  /** the budget in bytes (default RESPONSE_CACHE_BYTES) */
  maxBytes?: number;
}

export interface MadePage {
  status: number;
  body: string;
  /** false: send it to those who asked, keep it for no one (a 404 of an invented URL, a page made short) */
  keep?: boolean;
}

/**
 * Caches serialized JSON of catalogue reads and rendered pages for a short time, least recently used
 * dropped first once the entries' bytes reach the budget. Each instance keeps its own copy; staleness is
 * bounded by the TTL, so several API processes never disagree for long.
 */
export class ResponseCache {
  /** null when entries live 0 s (tests): nothing is kept */
  private readonly entries: LRUCache<string, Entry | Alias> | null;
  /** reads being made: a second request for the same key waits for the first instead of making it again */
  private readonly pending = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(ttlMs: number, { maxBytes = RESPONSE_CACHE_BYTES }: ResponseCacheOptions = {}) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, Entry | Alias>({
            maxSize: maxBytes,
            sizeCalculation: (value, key) =>
              key.length + (value instanceof Entry ? value.size : value.key.length + ENTRY_OVERHEAD),
            ttl: ttlMs,
            // the time read on every check, not once a millisecond: Date.now is what the tests move
            ttlResolution: 0,
            perf: { now: () => Date.now() },
          })
        : null;
  }

  /** Serialized JSON of what `produce` returns. */
  get(key: string, produce: () => Promise<unknown>): Promise<CachedBody> {
    return this.getText(key, async () => JSON.stringify(await produce()));
  }

  /** A text body (XML, HTML) kept as it is. */
  getText(key: string, produce: () => Promise<string>): Promise<CachedBody> {
    return this.getPage(key, async () => ({ status: 200, body: await produce() }));
  }

  /** A body with the status it is sent with (a server-rendered page, a 404 page). */
  getPage(key: string, produce: () => Promise<MadePage>): Promise<CachedBody> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const making = this.pending.get(key);
    if (making) return making;
    const generation = this.generation;
    const made = produce()
      .then((page) => this.store(key, page, generation))
      .finally(() => {
        if (this.pending.get(key) === made) this.pending.delete(key);
      });
    this.pending.set(key, made);
    return made;
  }

  private store(key: string, { status, body, keep = true }: MadePage, generation: number): Entry {
    const bytes = ownBytes(Buffer.from(body));
    const entry = new Entry(bytes, `"${createHash('sha1').update(bytes).digest('base64url')}"`, status);
    // made from what was read before a clear(): send it to the request that asked, keep it for none
    if (!keep || !this.entries || generation !== this.generation) return entry;
    const entries = this.entries;
    // A compressed copy made later is counted too: the entry is set again, for the time it had left, with
    // its new size (lru-cache keeps the size it measured when the same value is set again).
    entry.grew = () => {
      if (entries.peek(key) !== entry) return;
      const ttl = entries.getRemainingTTL(key);
      entries.delete(key);
      if (ttl > 0) entries.set(key, entry, { ttl });
    };
    entries.set(key, entry);
    return entry;
  }

  /** The entry for key while it is fresh, at once: a hit needs no promise and no extra tick. */
  peek(key: string): CachedBody | undefined {
    const found = this.entries?.get(key);
    if (!(found instanceof Alias)) return found;
    const entry = this.entries?.get(found.key);
    return entry instanceof Entry ? entry : undefined;
  }

  /** Answers the fresh entry under key for `other` too (until either goes or the cache is cleared). */
  alias(other: string, key: string) {
    const entries = this.entries;
    if (!entries?.has(key)) return;
    const current = entries.peek(other);
    if (current instanceof Alias && current.key === key) return;
    entries.set(other, new Alias(key));
  }

  /** How many entries and aliases it holds. */
  get size() {
    return this.entries?.size ?? 0;
  }

  /** The bytes it holds, as counted against its budget. */
  get bytes() {
    return this.entries?.calculatedSize ?? 0;
  }

  clear() {
    this.generation += 1;
    this.entries?.clear();
    this.pending.clear();
  }
}
