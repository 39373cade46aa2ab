import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '@gears/domain';
import { enqueueJob } from '../src/platform/jobs/jobs.repo.ts';
import { createTestApp, insertUser, signIn, uniqueIp, type TestApp } from './harness.ts';
import { jobState, makeDue, testWorker, uniqueQueue } from './jobs-fixtures.ts';

describe(`jobs: the provider admin's dead-letter list (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, await insertUser(t.db, { role: 'gears_admin' }));
    client = await signIn(t.app, await insertUser(t.db, { role: 'client_admin' }));
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { cookie, origin: 'https://portal.example.test' }, remoteAddress: uniqueIp() });

  /** A job that failed twice with 'Zoho answered 503' and is dead. */
  async function deadJob(): Promise<{ id: string; queue: string }> {
    const queue = uniqueQueue('admin');
    const worker = testWorker(t.db, {
      [queue]: async () => {
        throw new Error('Zoho answered 503');
      },
    });
    await enqueueJob(t.db, { queue, key: 'lead-7', maxAttempts: 2 });
    await worker.drain();
    await makeDue(t.db, queue);
    await worker.drain();
    const [row] = await t.db.query<{ id: string }>('select id from jobs where queue = $1', [queue]);
    return { id: row!.id, queue };
  }

  it('lists dead jobs with their queue, key, attempts and last error, and the count in each state', async () => {
    const job = await deadJob();
    const res = await call(admin, 'GET', '/api/admin/jobs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dead.find((d: { id: string }) => d.id === job.id)).toMatchObject({
      queue: job.queue,
      key: 'lead-7',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'Zoho answered 503',
      companyId: null,
    });
    expect(body.counts.dead).toBeGreaterThanOrEqual(1);
  });

  it('retries a dead job from its first attempt; it then runs', async () => {
    const job = await deadJob();
    const res = await call(admin, 'POST', `/api/admin/jobs/${job.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: jobMessages.retried(job.queue) });
    expect(await jobState(t.db, job.queue)).toMatchObject([{ state: 'queued', attempts: 0 }]);
    let ran = 0;
    await testWorker(t.db, { [job.queue]: async () => void (ran += 1) }).drain();
    expect(ran).toBe(1);
    expect(await jobState(t.db, job.queue)).toMatchObject([{ state: 'done', attempts: 1 }]);
    const log = await t.db.query<{ action: string }>(`select action from activity_logs where entity_id = $1`, [job.id]);
    expect(log.map((l) => l.action)).toEqual(['job_retried']);
  });

  it('discards a dead job; a second discard is 404', async () => {
    const job = await deadJob();
    const res = await call(admin, 'DELETE', `/api/admin/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: jobMessages.discarded(job.queue) });
    expect(await jobState(t.db, job.queue)).toEqual([]);
    const again = await call(admin, 'DELETE', `/api/admin/jobs/${job.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(jobMessages.notFound);
  });

  it('refuses to retry or discard a job that is not dead (409), an unknown id (404) and a malformed id (400)', async () => {
    const queue = uniqueQueue('waiting');
    await enqueueJob(t.db, { queue });
    const [waiting] = await t.db.query<{ id: string }>('select id from jobs where queue = $1', [queue]);
    for (const [method, url] of [
      ['POST', `/api/admin/jobs/${waiting!.id}/retry`],
      ['DELETE', `/api/admin/jobs/${waiting!.id}`],
    ] as const) {
      const res = await call(admin, method, url);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(jobMessages.notDead);
    }
    expect(await jobState(t.db, queue)).toMatchObject([{ state: 'queued', attempts: 0 }]);
    expect((await call(admin, 'POST', `/api/admin/jobs/${randomUUID()}/retry`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/admin/jobs/not-an-id/retry')).statusCode).toBe(400);
  });

  it('answers 403 to a client admin on every jobs route and changes nothing', async () => {
    const job = await deadJob();
    expect((await call(client, 'GET', '/api/admin/jobs')).statusCode).toBe(403);
    expect((await call(client, 'POST', `/api/admin/jobs/${job.id}/retry`)).statusCode).toBe(403);
    expect((await call(client, 'DELETE', `/api/admin/jobs/${job.id}`)).statusCode).toBe(403);
    expect(await jobState(t.db, job.queue)).toMatchObject([{ state: 'dead', attempts: 2 }]);
  });
});
