import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnersFor } from '../src/db/runner.ts';
import { claimJobUnscoped, enqueueJob } from '../src/platform/jobs/jobs.repo.ts';
import { createTestApp, insertUser, type TestApp } from './harness.ts';
import { jobState, makeDue, testWorker, uniqueQueue } from './jobs-fixtures.ts';

describe(`jobs: enqueue, run, retry, dead letter, idempotency, leases (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('runs an enqueued job once with its payload and marks it done', async () => {
    const queue = uniqueQueue('ok');
    const seen: unknown[] = [];
    const worker = testWorker(t.db, { [queue]: async (job) => void seen.push(job.payload) });
    await enqueueJob(t.db, { queue, payload: { n: 1 } });
    await worker.drain();
    await worker.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobState(t.db, queue)).toMatchObject([{ state: 'done', attempts: 1, last_error: null, locked_by: null }]);
  });

  it('keeps one job per queue and idempotency key, from the owner and from a request (app_user) alike', async () => {
    const queue = uniqueQueue('idem');
    await enqueueJob(t.db, { queue, key: 'invoice-1' });
    await enqueueJob(t.db, { queue, key: 'invoice-1' });
    const user = await insertUser(t.db, { role: 'client_admin' });
    const asUser = runnersFor(t.db).as({ companyId: user.companyId, userId: user.id, role: 'client_admin', isImpersonating: false });
    await asUser((tx) => enqueueJob(tx, { queue, key: 'invoice-1' }));
    await asUser((tx) => enqueueJob(tx, { queue, key: 'invoice-2' }));
    // A tenant may add jobs but not read them.
    expect(await asUser((tx) => tx.query('select id from jobs'))).toEqual([]);
    const keys = await t.db.query<{ key: string }>('select key from jobs where queue = $1 order by key', [queue]);
    expect(keys.map((k) => k.key)).toEqual(['invoice-1', 'invoice-2']);
  });

  it('retries a failing job after 10 s, then 20 s, and makes it dead after its last attempt, with the last error kept', async () => {
    const queue = uniqueQueue('fail');
    let calls = 0;
    const worker = testWorker(t.db, {
      [queue]: async () => {
        calls += 1;
        throw new Error(`SMTP refused (try ${calls})`);
      },
    });
    await enqueueJob(t.db, { queue, maxAttempts: 3, backoffSeconds: 10 });

    await worker.drain();
    expect(await jobState(t.db, queue)).toMatchObject([{ state: 'queued', attempts: 1, last_error: 'SMTP refused (try 1)', delay: 10 }]);
    await worker.drain();
    expect(calls).toBe(1); // not due yet
    await makeDue(t.db, queue);
    await worker.drain();
    expect(await jobState(t.db, queue)).toMatchObject([{ state: 'queued', attempts: 2, last_error: 'SMTP refused (try 2)', delay: 20 }]);
    await makeDue(t.db, queue);
    await worker.drain();
    expect(await jobState(t.db, queue)).toMatchObject([
      { state: 'dead', attempts: 3, last_error: 'SMTP refused (try 3)', locked_by: null },
    ]);
    await makeDue(t.db, queue);
    await worker.drain();
    expect(calls).toBe(3);
  });

  it('caps the backoff at one hour', async () => {
    const queue = uniqueQueue('cap');
    const worker = testWorker(t.db, {
      [queue]: async () => {
        throw new Error('down');
      },
    });
    await enqueueJob(t.db, { queue, maxAttempts: 10, backoffSeconds: 3000 });
    await worker.drain();
    await makeDue(t.db, queue);
    await worker.drain();
    expect(await jobState(t.db, queue)).toMatchObject([{ attempts: 2, delay: 3600 }]);
  });

  it('runs again a job whose worker stopped answering once its lease runs out; not before', async () => {
    const queue = uniqueQueue('lease');
    let runs = 0;
    const worker = testWorker(t.db, { [queue]: async () => void (runs += 1) });
    await enqueueJob(t.db, { queue, leaseSeconds: 60 });
    const taken = await claimJobUnscoped(t.db, [queue], 'a-process-that-died');
    expect(taken?.attempts).toBe(1);
    await worker.drain();
    expect(runs).toBe(0);
    await t.db.query(`update jobs set locked_until = now() - interval '1 second' where queue = $1`, [queue]);
    await worker.drain();
    expect(runs).toBe(1);
    expect(await jobState(t.db, queue)).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it('makes dead a job whose process died on its last attempt', async () => {
    const queue = uniqueQueue('lease-dead');
    const worker = testWorker(t.db, { [queue]: async () => {} });
    await enqueueJob(t.db, { queue, maxAttempts: 1 });
    await claimJobUnscoped(t.db, [queue], 'a-process-that-died');
    await t.db.query(`update jobs set locked_until = now() - interval '1 second' where queue = $1`, [queue]);
    await worker.drain();
    const [job] = await jobState(t.db, queue);
    expect(job).toMatchObject({ state: 'dead', attempts: 1 });
    expect(job!.last_error).toMatch(/lease expired/);
  });

  it('runs one job of a singleton queue at a time, and adds none while one waits', async () => {
    const queue = uniqueQueue('single');
    await enqueueJob(t.db, { queue, singleton: true });
    await enqueueJob(t.db, { queue, singleton: true });
    expect(await jobState(t.db, queue)).toHaveLength(1);
    await claimJobUnscoped(t.db, [queue], 'busy');
    await enqueueJob(t.db, { queue, singleton: true });
    expect(await claimJobUnscoped(t.db, [queue], 'another')).toBeNull();
  });
});
