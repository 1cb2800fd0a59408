import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client';

/** The channel every API process on one PostgreSQL listens on for catalogue and content changes. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/** Waits before listening again after the connection drops: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface CatalogEvents {
  /**
   * Call after a change to the catalogue or the site's content is committed: this process's cached
   * answers and pages go at once, and on PostgreSQL every other process is told to drop its own.
   */
  onCatalogChanged(): void;
  /** stops listening (the app's close) */
  close(): Promise<void>;
}

export interface CatalogEventsDeps {
  database: Database;
  /** the PostgreSQL the processes share; none (PGlite, one process): changes stay in this process */
  databaseUrl?: string;
  /** drops this process's cached answers and pages (never its image cache: images are immutable) */
  clearCache: () => void;
  logError: (err: unknown, message: string) => void;
  logInfo?: (message: string) => void;
}

/**
 * Keeps every process's caches in step with the catalogue. On PostgreSQL a change is announced with
 * NOTIFY once committed, and each process LISTENs on a connection of its own (not the pool's: a pooled
 * connection is handed to other work and its notifications would go astray). When that connection drops,
 * it reconnects with backoff and clears its cache, since a notification sent meanwhile was lost.
 */
export async function startCatalogEvents({
  database,
  databaseUrl,
  clearCache,
  logError,
  logInfo = () => {},
}: CatalogEventsDeps): Promise<CatalogEvents> {
  if (database.kind !== 'postgres' || !databaseUrl) {
    return { onCatalogChanged: clearCache, close: async () => {} };
  }

  // who sent a notification: this process has cleared its own cache already (pids repeat across containers)
  const sender = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = RECONNECT_FIRST_MS;
  /** a notification may have been sent while no connection listened */
  let deaf = false;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void listen();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (closed) return;
      deaf = true;
      logError(err ?? new Error('connection ended'), 'catalogue change listener lost its connection');
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANGED_CHANNEL && message.payload !== sender) clearCache();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANGED_CHANNEL}`);
    } catch (err) {
      onLost(err);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // whatever changed while no one was listening here is unknown: start afresh
    if (deaf) {
      deaf = false;
      clearCache();
      logInfo('catalogue change listener reconnected');
    }
    retryMs = RECONNECT_FIRST_MS;
  }

  await listen();

  return {
    onCatalogChanged() {
      clearCache();
      database.db
        .execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, ${sender})`)
        .catch((err: unknown) => logError(err, 'announcing a catalogue change failed'));
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
