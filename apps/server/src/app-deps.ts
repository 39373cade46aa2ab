import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Runners } from './db/runner.ts';
import type { FileStorage } from './platform/files.ts';
import type { Jobs } from './platform/jobs/worker.ts';
import type { Mailer } from './platform/mail.ts';

/** What routes receive. Handlers reach the database only through tenant transactions. */
export type AppDeps = {
  config: Config;
  run: Runners;
  files: FileStorage;
  mailer: Mailer;
  /** Durable background work (ADR 0010): modules define handlers and schedules while routes are registered. */
  jobs: Jobs;
  health: () => Promise<{ status: 'up' | 'down'; driver: string; version: string | null }>;
  /** Only for the startup checks and the health probe; never for request work. */
  db: Database;
};
