import { buildApp } from './app.ts';
import { prepare } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createLogger } from './platform/logger.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await openDatabase(config);
const deps = await prepare(db, config, log);
const app = await buildApp(deps, { logger: log });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  deps.mailer.stop();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
log.info(`GEARS Portal on ${config.publicUrl} (database: ${db.driver}${config.databaseUrl ? '' : `, ${config.dataDir}`})`);
