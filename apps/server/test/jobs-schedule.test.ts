import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRunAfter, parseSchedule } from '../src/platform/jobs/schedule.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { testWorker, uniqueQueue } from './jobs-fixtures.ts';

describe('jobs: schedule rules', () => {
  it.each([
    ['every 30 s', { everySeconds: 30 }],
    ['every 5 min', { everySeconds: 300 }],
    ['every 1 h', { everySeconds: 3600 }],
    ['daily 02:00', { dailyAt: '02:00' }],
    ['daily 23:59:30', { dailyAt: '23:59:30' }],
  ])('reads %s', (text, schedule) => {
    expect(parseSchedule(text)).toEqual(schedule);
  });

  it.each(['every 0 s', 'every 5', 'daily 24:00', 'daily 2:00', 'hourly', ''])('refuses %j', (text) => {
    expect(() => parseSchedule(text)).toThrow(/Unknown schedule/);
  });

  it.each([
    ['every 30 s', '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:30.000Z'],
    ['daily 02:00', '2026-03-01T01:59:59.000Z', '2026-03-01T02:00:00.000Z'],
    ['daily 02:00', '2026-03-01T02:00:00.000Z', '2026-03-02T02:00:00.000Z'],
    ['daily 02:00', '2026-12-31T23:00:00.000Z', '2027-01-01T02:00:00.000Z'],
  ])('%s after %s is %s', (text, after, next) => {
    expect(nextRunAfter(parseSchedule(text), new Date(after)).toISOString()).toBe(next);
  });
});

describe(`jobs: schedules fire (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const scheduleRow = (name: string) =>
    t.db.query<{ in_seconds: number }>(
      'select extract(epoch from next_run_at - now())::float as in_seconds from job_schedules where name = $1',
      [name],
    );

  it('declares the schedule on start, runs it once when due (even with two processes), and moves it on', async () => {
    const queue = uniqueQueue('sched');
    const name = `${queue}.every-30s`;
    let runs = 0;
    const a = testWorker(t.db, { [queue]: async () => void (runs += 1) });
    const b = testWorker(t.db, { [queue]: async () => void (runs += 1) });
    for (const w of [a, b]) w.schedule(name, 'every 30 s', { queue });
    await a.start();
    await b.start();
    const [first] = await scheduleRow(name);
    expect(first!.in_seconds).toBeGreaterThan(25);
    expect(first!.in_seconds).toBeLessThanOrEqual(30);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(0);

    await t.db.query(`update job_schedules set next_run_at = now() - interval '1 second' where name = $1`, [name]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    const jobs = await t.db.query<{ key: string; state: string }>('select key, state from jobs where queue = $1', [queue]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.key.startsWith(`${name}@`)).toBe(true);
    expect((await scheduleRow(name))[0]!.in_seconds).toBeGreaterThan(25);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('the app declares its own schedules: the daily prune of finished jobs (and the PGlite vacuum)', async () => {
    const names = (await t.db.query<{ name: string }>('select name from job_schedules order by name')).map((r) => r.name);
    expect(names).toContain('jobs.prune');
    if (t.db.driver === 'pglite') expect(names).toContain('db.vacuum');
  });
});
