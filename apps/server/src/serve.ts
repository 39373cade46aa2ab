import { buildApp } from './app.ts';
import { prepare } from './bootstrap.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createLogger } from './platform/logger.ts';

/**
 * Migrates and checks the database main.ts started opening, builds the app and listens. `phases` collects the
 * milliseconds since the process started at the end of each start-up phase; they are logged at debug level
 * (npm run bench:start reads them).
 */
export async function serve(config: Config, opening: Promise<Database>, phases: Record<string, number>): Promise<void> {
  const mark = (name: string) => (phases[name] = Math.round(performance.now()));
  mark('app modules');
  const log = createLogger(config.logLevel);
  const db = await opening;
  mark('database');
  const deps = await prepare(db, config, log);
  mark('prepare');
  const app = await buildApp(deps, { logger: log });
  mark('app');

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
  mark('listen');
  log.debug({ phases }, 'startup timings');
  log.info(`GEARS Portal on ${config.publicUrl} (database: ${db.driver}${config.databaseUrl ? '' : `, ${config.dataDir}`})`);
}
