import { PGlite } from '@electric-sql/pglite';

const mu = () =>
  Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1e6)]));
const dir = process.argv[2];
const opts = process.argv[3] ? { postgresqlconf: process.argv[3] } : {};
const db = await PGlite.create(dir, opts);
await db.query('select 1');
console.log(mu());
const r = await db.query(
  "select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','wal_buffers','maintenance_work_mem')",
);
console.log(r.rows);
await db.close();
