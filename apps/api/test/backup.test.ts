import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { BackupError, backupDatabase, restoreDatabase } from '../src/ops/backup';

const target = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const postgresUrl = process.env.API_TEST_POSTGRES_URL;
const work = mkdtempSync(join(tmpdir(), 'svarna-backup-'));
let config: { DATABASE_URL?: string; DATA_DIR: string; NODE_ENV: 'production' };
let dropDatabase = async () => {};

beforeAll(async () => {
  config = { DATA_DIR: join(work, 'data'), NODE_ENV: 'production' };
  if (target === 'postgres') {
    const name = `svarna_backup_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    config.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

const open = () => openDatabase(config, { inMemory: false });
const brandNames = async (database: Database) =>
  rowsOf<{ name: string }>(await database.db.execute(sql`select name from brands order by name`)).map(
    (r) => r.name,
  );
const addBrand = (database: Database, name: string) =>
  database.db.execute(sql`insert into brands (name, slug) values (${name}, ${name.toLowerCase()})`);

describe(`npm run backup and npm run restore (${target})`, () => {
  it('round-trips the database: what was written after the backup is gone after the restore', async () => {
    const file = join(work, 'store.backup');
    let database = await open();
    await addBrand(database, 'Before');
    await database.close();

    expect(await backupDatabase(config, file)).toBe(target);

    database = await open();
    await addBrand(database, 'After');
    await database.db.execute(sql`delete from brands where name = 'Before'`);
    expect(await brandNames(database)).toEqual(['After']);
    await database.close();

    const restored = await restoreDatabase(config, file, new Date('2026-11-23T10:00:00Z'));
    expect(restored.kind).toBe(target);

    database = await open();
    expect(await brandNames(database)).toEqual(['Before']);
    await database.close();
    if (target === 'pglite') {
      // The replaced data folder is kept, not deleted.
      expect(restored.keptAs).toContain('pglite.replaced-2026-11-23T10-00-00-000Z');
      expect(readdirSync(config.DATA_DIR)).toContain('pglite.replaced-2026-11-23T10-00-00-000Z');
    }
  });

  it('refuses a file that is not a backup, and one made for the other database, changing nothing', async () => {
    const junk = join(work, 'notes.txt');
    writeFileSync(junk, 'not a backup');
    await expect(restoreDatabase(config, junk)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(config, junk)).rejects.toThrow('is not a backup made by npm run backup');
    await expect(restoreDatabase(config, join(work, 'missing'))).rejects.toThrow('there is no backup at');

    const other = join(work, 'other.backup');
    writeFileSync(
      other,
      target === 'pglite' ? Buffer.from('PGDMP\x01\x0e') : Buffer.from([0x1f, 0x8b, 8, 0]),
    );
    await expect(restoreDatabase(config, other)).rejects.toThrow(
      target === 'pglite' ? 'is a PostgreSQL backup' : 'is a PGlite backup',
    );

    const database = await open();
    expect(await brandNames(database)).toEqual(['Before']);
    await database.close();
  });
});
