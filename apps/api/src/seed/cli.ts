import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { SeedRefused, seedDatabase } from './index';

/** `npm run seed -w @svarna/api -- [--reset]`: seeds the configured database. */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase(config, { inMemory: false });
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.DATA_DIR}/pglite`;
  try {
    const started = performance.now();
    const result = await seedDatabase(database.db, { reset });
    const ms = Math.round(performance.now() - started);
    if (result.seeded) {
      console.info(
        `Seeded ${result.products} products into ${where}${reset ? ' after a reset' : ''} in ${ms} ms.`,
      );
    } else {
      console.info(
        `${where} already has ${result.products} products; nothing seeded. Pass --reset to rebuild.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof SeedRefused) console.error(`Seed refused: ${error.message}.`);
  else console.error('Seed failed:', error);
  process.exitCode = 1;
});
