// Prints the plan and timing of the search query on a 10,000-product catalogue (a diagnostic).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { buildCatalogue } from './large-catalogue';

const dir = mkdtempSync(join(tmpdir(), 'svarna-explain-'));
await buildCatalogue(dir, 10_000);
const database = await openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), { inMemory: false });
const rows = (r: unknown) => (r as { rows: Record<string, string>[] }).rows;
await database.db.execute(sql`analyze`);
await database.db.transaction(async (tx) => {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
  await tx.execute(sql`set local enable_seqscan = off`);
  const plan = await tx.execute(
    sql.raw(`explain analyze select p.id,
    ts_rank(p.search_document, websearch_to_tsquery('english', 'nekclace')) * 2 + word_similarity('nekclace', p.search_text) as score
    from products p where p.status and (p.search_text like '%nekclace%' or 'nekclace' <% p.search_text or p.search_document @@ plainto_tsquery('english', 'nekclace'))
    order by score desc, p.sold_count desc, p.id limit 10`),
  );
  for (const r of rows(plan)) console.info(Object.values(r)[0]);
});
await database.close();
rmSync(dir, { recursive: true, force: true });
