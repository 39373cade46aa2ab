// A real server process for jobs-kill.test.ts: main.ts's start-up plus one slow test job that prints what it does.
import { buildApp } from '../src/app.ts';
import { prepare } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { createLogger } from '../src/platform/logger.ts';

const config = loadConfig();
const db = await openDatabase(config);
const deps = await prepare(db, config, createLogger('warn'));
deps.jobs.define('test.slow-effect', async (job) => {
  await db.query('insert into jobs_test_runs (job_id, pid) values ($1, $2)', [job.id, process.pid]);
  process.stdout.write(`run-started ${job.id} attempt ${job.attempts}\n`);
  await new Promise((resolve) => setTimeout(resolve, Number(job.payload.ms)));
  // Not idempotent on purpose: a second effect row would mean the job ran to the end twice.
  await db.query('insert into jobs_test_effects (job_id) values ($1)', [job.id]);
  process.stdout.write(`effect ${job.id}\n`);
});
const app = await buildApp(deps);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
