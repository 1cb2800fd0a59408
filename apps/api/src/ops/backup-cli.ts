import { loadConfig } from '../config';
import { BackupError, backupDatabase, restoreDatabase } from './backup';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the configured database (DATABASE_URL, else
 * PGlite under DATA_DIR). Stop the server before either on PGlite, and before a restore on PostgreSQL.
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run backup -- <file>   |   npm run restore -- <file>');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.DATA_DIR}/pglite`;
  if (command === 'backup') {
    await backupDatabase(config, file);
    console.info(`Backed up ${where} to ${file}.`);
    return;
  }
  const { keptAs } = await restoreDatabase(config, file);
  console.info(
    `Restored ${where} from ${file}.${keptAs ? ` The previous data folder is kept at ${keptAs}.` : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `Backup: ${error.message}.` : error);
  process.exitCode = 1;
});
