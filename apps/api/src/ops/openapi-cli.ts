import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * `npm run lint:openapi` writes the API's OpenAPI document to the file named, for Spectral to lint. The
 * app is built as the server builds it, without listening, on a throwaway in-memory PGlite.
 */
async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: tsx apps/api/src/ops/openapi-cli.ts <file.json>');
    process.exitCode = 2;
    return;
  }
  const config = testConfig({ LOG_LEVEL: 'silent' });
  const database = await openDatabase(config, { inMemory: true });
  const app = await buildApp({ config, database, webDist: false, logger: false });
  await app.ready();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
  console.info(`OpenAPI document written to ${file}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
