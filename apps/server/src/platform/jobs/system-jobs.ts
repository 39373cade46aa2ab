import type { Database } from '../../db/database.ts';
import { pruneDoneJobsUnscoped } from './jobs.repo.ts';
import type { Jobs } from './worker.ts';

/** The platform's own recurring work (ADR 0010). */
export function defineSystemJobs(jobs: Jobs, db: Database): void {
  jobs.define('jobs.prune', async () => {
    await pruneDoneJobsUnscoped(db, 7);
  });
  jobs.schedule('jobs.prune', 'daily 03:00', { queue: 'jobs.prune', singleton: true });

  // Embedded mode: keep planner statistics fresh (DESIGN §4a). PostgreSQL has autovacuum.
  if (db.driver === 'pglite') {
    jobs.define('db.vacuum', async () => {
      await db.query('vacuum analyze');
    });
    jobs.schedule('db.vacuum', 'every 30 min', { queue: 'db.vacuum', singleton: true, maxAttempts: 1, leaseSeconds: 600 });
  }
}
