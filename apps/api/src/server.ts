import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, outboxEnabled, outboxNotice } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.SEED === 'true') await seedDatabase(database.db);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (outboxEnabled(config)) console.warn(outboxNotice(config, (app.server.address() as AddressInfo).port));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
