import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobUnscoped, enqueueJob } from '../src/platform/jobs/jobs.repo.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { jobState, testWorker, uniqueQueue } from './jobs-fixtures.ts';

// On PostgreSQL the claims below run at once on different pooled connections (SKIP LOCKED decides); on PGlite they
// take turns on its one connection.
describe(`jobs: several workers never run one job twice (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('twenty claims at once on ten jobs: ten claims get one job each, ten get none', async () => {
    const queue = uniqueQueue('race');
    for (let i = 0; i < 10; i++) await enqueueJob(t.db, { queue, payload: { i } });
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimJobUnscoped(t.db, [queue], `worker-${i}`)));
    const taken = claims.filter((c) => c !== null);
    expect(taken).toHaveLength(10);
    expect(new Set(taken.map((c) => c!.id)).size).toBe(10);
  });

  it('two workers draining forty jobs together run each exactly once', async () => {
    const queue = uniqueQueue('two-workers');
    const runs: { id: string; worker: string }[] = [];
    const handlerFor = (worker: string) => async (job: { id: string }) => {
      runs.push({ id: job.id, worker });
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = testWorker(t.db, { [queue]: handlerFor('a') }, { concurrency: 4 });
    const b = testWorker(t.db, { [queue]: handlerFor('b') }, { concurrency: 4 });
    for (let i = 0; i < 40; i++) await enqueueJob(t.db, { queue, payload: { i } });
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toHaveLength(40);
    expect(new Set(runs.map((r) => r.id)).size).toBe(40);
    const states = await jobState(t.db, queue);
    expect(states.every((s) => s.state === 'done' && s.attempts === 1)).toBe(true);
  });

  it('a singleton queue runs one job at a time even with two workers', async () => {
    const queue = uniqueQueue('single-two');
    let active = 0;
    let most = 0;
    const handler = async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
    };
    const a = testWorker(t.db, { [queue]: handler }, { concurrency: 3 });
    const b = testWorker(t.db, { [queue]: handler }, { concurrency: 3 });
    for (let i = 0; i < 3; i++) {
      await enqueueJob(t.db, { queue, singleton: true });
      await Promise.all([a.drain(), b.drain()]);
    }
    expect(most).toBe(1);
    expect((await jobState(t.db, queue)).map((s) => s.state)).toEqual(['done', 'done', 'done']);
  });
});
