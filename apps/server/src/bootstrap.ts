import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { runnersFor } from './db/runner.ts';
import { seedDemo } from './db/seed.ts';
import { assertRuntimeRoleIsSafe } from './db/tenant.ts';
import { localDiskStorage, type FileStorage } from './platform/files.ts';
import { createMailer } from './platform/mail.ts';
import { defineSystemJobs } from './platform/jobs/system-jobs.ts';
import { createJobs } from './platform/jobs/worker.ts';
import { s3Storage } from './platform/s3-storage.ts';
import { scheduleOverdueNotices } from './modules/assignments/index.ts';
import { defineTaskDueNotices } from './modules/maintenance/index.ts';
import { defineJobSiteWeather } from './modules/job-sites/index.ts';
import { defineWeeklyDigest, setNoticeLinkBase } from './modules/notifications/index.ts';
import { defineReservationReminders } from './modules/reservations/index.ts';
import { defineFleetAlertJobs } from './modules/fleet-alerts/index.ts';
import { defineDashboardJobs } from './modules/dashboard/index.ts';
import { defineAnalyticsJobs } from './modules/analytics/index.ts';
import { defineManualJobs } from './modules/manuals/index.ts';

/** The one place that chooses where files live (DESIGN §2): S3-compatible when S3_BUCKET is set, local disk under DATA_DIR/files otherwise. */
export function fileStorageFor(config: Config): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'files'));
}

/** Migrates, checks the tenancy guarantees, seeds demo data if asked, and wires the dependencies. */
export async function prepare(db: Database, config: Config, log: FastifyBaseLogger, opts: { files?: FileStorage } = {}): Promise<AppDeps> {
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await assertRuntimeRoleIsSafe(db);
  if (config.seedDemo && (await seedDemo(db))) {
    // Planner statistics for the rows just written: the embedded database has no autovacuum and its own analyze runs
    // every 30 min (system-jobs.ts); until then every table looked empty and a plan could run a subquery per row.
    await db.query('analyze');
    log.info('demo data created');
  }
  if (!opts.files && config.s3)
    log.info({ endpoint: config.s3.endpoint, bucket: config.s3.bucket }, 'files stored in S3-compatible storage');
  const version = (await db.query<{ v: string }>("select current_setting('server_version') as v"))[0]?.v ?? null;
  // Started when the app is ready (app.ts), after every module has declared its handlers and schedules.
  const jobs = createJobs(db, { log });
  defineSystemJobs(jobs, db);
  const deps: AppDeps = {
    config,
    db,
    run: runnersFor(db),
    files: opts.files ?? fileStorageFor(config),
    jobs,
    mailer: createMailer(db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    health: async () => {
      try {
        await db.query('select 1');
        return { status: 'up', driver: db.driver, version };
      } catch {
        return { status: 'down', driver: db.driver, version };
      }
    },
  };
  // The modules' background work is declared once per job queue here, not when routes register: an app may be built
  // twice over the same dependencies (tests do), and a queue takes one handler.
  scheduleOverdueNotices(jobs, db);
  defineReservationReminders(deps);
  defineFleetAlertJobs(deps);
  defineDashboardJobs(deps);
  defineAnalyticsJobs(deps);
  defineManualJobs(deps);
  // Issue 17 item 4: links in notice emails start with PUBLIC_URL; tasks due / overdue; the weekly digest.
  setNoticeLinkBase(config.publicUrl);
  defineTaskDueNotices(deps);
  defineWeeklyDigest(deps);
  defineJobSiteWeather(deps);
  return deps;
}
