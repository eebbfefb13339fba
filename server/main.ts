import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { formatDemoBlock, isDatabaseEmpty, seedDemo } from './db/seed-demo';
import { buildApp } from './http/app';
import { storageFromConfig } from './modules/file-attachments/storage/storage-from-config';

/** `npx tsx server/main.ts`: migrate, seed demo data on first start, serve API and web app. */
async function main() {
  const config = loadConfig(process.env);
  const db = createDb(config.database);
  await migrateToLatest(db);

  const wantsDemo =
    config.seedDemo === 'true' || (config.seedDemo === 'auto' && config.database.kind === 'sqlite');
  const seed =
    wantsDemo && (await isDatabaseEmpty(db))
      ? await seedDemo(db, {
          password: config.demoPassword,
          argon2: config.argon2,
          appSecret: config.appSecret,
          storage: storageFromConfig(config),
        })
      : null;

  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address() as AddressInfo;
  const url = config.port === 0 ? `http://${config.host}:${address.port}` : config.publicUrl;

  console.log(`\nCrewcard is running at ${url}  (API under ${url}/v1, health at ${url}/healthz)`);
  console.log(
    `Database: ${config.database.kind === 'sqlite' ? config.database.path : 'PostgreSQL'}`,
  );
  console.log(
    config.smtpUrl
      ? 'SMS is not sent (no SMS provider yet): `npm run outbox` prints the messages kept, sign-in codes included.'
      : 'E-mail and SMS are not sent (no SMTP_URL): `npm run outbox` prints the newest messages, sign-in codes and links included.',
  );
  if (seed) console.log(formatDemoBlock(seed, url, { passwordIsRandom: !config.demoPassword }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
