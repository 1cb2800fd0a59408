import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Config } from '../config';

type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;

export class BackupError extends Error {}

/** pg_dump's custom format starts with these bytes; a PGlite backup is a gzipped tar of its data folder. */
const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

export type BackupKind = 'postgres' | 'pglite';

export const pgliteDir = (config: DatabaseConfig) => `${config.DATA_DIR}/pglite`;

/**
 * Writes a backup of the configured database to `file`: `pg_dump --format=custom` for PostgreSQL (safe
 * while the server runs), a compressed copy of the data folder for PGlite (stop the server first: PGlite
 * is one process's database).
 */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<BackupKind> {
  if (config.DATABASE_URL) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      config.DATABASE_URL,
    ]);
    return 'postgres';
  }
  const dir = pgliteDir(config);
  if (!existsSync(dir)) throw new BackupError(`there is no PGlite database at ${dir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    const archive = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
  return 'pglite';
}

/**
 * Replaces the configured database's contents with a backup. PostgreSQL: pg_restore in one transaction,
 * so a failed restore leaves the database as it was. PGlite: the current data folder is kept beside the
 * restored one (`pglite.replaced-<time>`), never deleted.
 */
export async function restoreDatabase(
  config: DatabaseConfig,
  file: string,
  now: Date = new Date(),
): Promise<{ kind: BackupKind; keptAs?: string }> {
  if (!existsSync(file)) throw new BackupError(`there is no backup at ${file}`);
  const kind = await backupKindOf(file);
  const target: BackupKind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new BackupError(
      `${file} is a ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup, but the configured database is ${
        target === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (no DATABASE_URL)'
      }`,
    );
  }
  if (config.DATABASE_URL) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL}`,
      file,
    ]);
    return { kind };
  }
  const dir = pgliteDir(config);
  let keptAs: string | undefined;
  if (existsSync(dir)) {
    keptAs = `${dir}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAs);
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    if (keptAs) renameSync(keptAs, dir);
    throw error;
  }
  return { kind, keptAs };
}

async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
    if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a backup made by npm run backup`);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} is not installed; it comes with the PostgreSQL client tools`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
