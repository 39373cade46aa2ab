import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRefreshQueue } from '../src/modules/analytics/index.ts';
import { dashboardRefreshQueue, runRefreshJob } from '../src/modules/dashboard/index.ts';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import * as f from './analytics-fixtures.ts';
import { at, D } from './analytics-fixtures.ts';
import { jobsRunFor } from './jobs-fixtures.ts';

/**
 * ADR 0042 (issue 17 "Speed"): the maintenance, activity and hub answers of a scope of at least 2,000 machines (by its
 * dashboard snapshot) are kept per period preset by the 'analytics.refresh' job and answered with when they were computed;
 * they equal the answer computed for the request. A small scope and a custom range are computed for every request.
 * Another company's kept answers, and the provider's all-company ones, are never read by a client.
 */
describe(`analytics answers kept for large scopes (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let big: { id: string };
  let small: { id: string };
  let manager: Member;
  let smallAdmin: Member;
  let provider: Member;
  let excavator: string;

  const get = async (who: Member, url: string) => {
    const res = await call(who, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The jobs of `queue` asked for this company since the last look, as view[:page]:state, sorted. */
  const jobsFor = async (queue: string, companyId: string, expectAny = true) =>
    (await jobsRunFor<{ view: string; page?: string }>(t.db, queue, companyId, expectAny))
      .map((j) => [j.payload.view, j.payload.page, j.state].filter(Boolean).join(':'))
      .sort();
  const withoutAsOf = ({ asOf: _asOf, ...rest }: { asOf: string | null }) => rest;

  const pages = [
    '/api/analytics/maintenance?period=last_30_days',
    '/api/analytics/activity?period=last_90_days&timeZone=America/Denver',
    '/api/analytics/hub',
  ];

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    big = await insertCompany(t.db);
    small = await insertCompany(t.db);
    manager = await memberOf(t, big.id, 'manager');
    smallAdmin = await memberOf(t, small.id, 'client_admin');
    provider = await newAdmin(t);
    await t.db.query(
      `insert into equipment (company_id, name, status) select $1, 'Loader ' || n, 'active' from generate_series(1, 1999) n`,
      [big.id],
    );
    excavator = await f.machine(t.db, big.id, 'Excavator', 'active', 180);
    const smallMachine = await f.machine(t.db, small.id, 'Pump', 'idle');
    // Tasks done, late, open and overdue; repairs; scans — in both companies.
    for (const c of [
      { id: big.id, e: excavator },
      { id: small.id, e: smallMachine },
    ]) {
      await f.task(t.db, { companyId: c.id, equipmentId: c.e, dueDate: D(20), completedAt: at(18, '09:30') });
      await f.task(t.db, { companyId: c.id, equipmentId: c.e, dueDate: D(12), completedAt: at(3, '16:00') });
      await f.task(t.db, { companyId: c.id, dueDate: D(4) });
      await f.repair(t.db, {
        companyId: c.id,
        equipmentId: c.e,
        createdAt: at(9, '08:00'),
        completedAt: at(7, '08:00'),
        status: 'completed',
        quote: '410.25',
      });
      await f.repair(t.db, { companyId: c.id, equipmentId: c.e, createdAt: at(2, '08:00'), status: 'submitted' });
      for (const n of [1, 2, 2, 8, 40]) await f.scan(t.db, c.id, c.e, at(n, '07:15'));
    }
  });
  afterAll(() => t.close());

  it('computes a large company live until it has a count and a kept answer, then answers the same figures from it', async () => {
    // No dashboard snapshot yet: the size is unknown, so the answer is live and the dashboard's job is asked to count.
    const live = await Promise.all(pages.map((p) => get(manager, p)));
    expect(live.map((a) => a.asOf)).toEqual([null, null, null]);
    expect(await jobsFor(dashboardRefreshQueue, big.id)).toEqual(['company:done']);
    expect(await jobsFor(analyticsRefreshQueue, big.id, false)).toEqual([]);
    // 2,000 machines: still live the first time, and each answer is asked for.
    expect((await Promise.all(pages.map((p) => get(manager, p)))).map((a) => a.asOf)).toEqual([null, null, null]);
    expect(await jobsFor(analyticsRefreshQueue, big.id)).toEqual(['company:activity:done', 'company:hub:done', 'company:maintenance:done']);
    const kept = await Promise.all(pages.map((p) => get(manager, p)));
    for (const [i, answer] of kept.entries()) {
      expect(answer.asOf).not.toBeNull();
      expect(withoutAsOf(answer)).toEqual(withoutAsOf(live[i]));
    }
    expect(live[0].completion).toMatchObject({ tasks: 3, completedTasks: 2, overdueTasks: 1, repairs: 2, pendingRepairs: 1 });
    expect(live[1].totals).toEqual({ scans: 5, tasks: 2 });
  });

  it('keeps the answer until it is a minute old, then computes it again', async () => {
    const url = pages[0]!;
    await f.task(t.db, { companyId: big.id, equipmentId: excavator, dueDate: D(1), completedAt: at(1, '10:00') });
    expect((await get(manager, url)).completion.tasks).toBe(3);
    expect(await jobsFor(analyticsRefreshQueue, big.id, false)).toEqual([]);
    await t.db.query(`update analytics_snapshots set computed_at = now() - interval '2 minutes' where company_id = $1`, [big.id]);
    const stale = await get(manager, url);
    expect([stale.completion.tasks, stale.asOf !== null]).toEqual([3, true]);
    expect(await jobsFor(analyticsRefreshQueue, big.id)).toEqual(['company:maintenance:done']);
    const fresh = await get(manager, url);
    expect([fresh.completion.tasks, fresh.asOf !== null]).toEqual([4, true]);
  });

  it('computes a custom range and a small company for every request, and keeps nothing for them', async () => {
    const custom = await get(manager, `/api/analytics/maintenance?from=${D(29)}&to=${D(0)}`);
    expect([custom.asOf, custom.range.period, custom.completion.tasks]).toEqual([null, 'custom', 4]);
    const answers = await Promise.all(pages.map((p) => get(smallAdmin, p)));
    expect(answers.map((a) => a.asOf)).toEqual([null, null, null]);
    // Its first look asks for a count (one machine); from then on it is known to be small and nothing is asked.
    expect(await jobsFor(dashboardRefreshQueue, small.id)).toEqual(['company:done']);
    await Promise.all(pages.map((p) => get(smallAdmin, p)));
    expect(await jobsFor(analyticsRefreshQueue, small.id, false)).toEqual([]);
    expect(await t.db.query('select 1 from analytics_snapshots where company_id = $1', [small.id])).toEqual([]);
  });

  it("keeps the provider's all-company answers on its own row, equal to the live ones", async () => {
    await runRefreshJob(t.deps, { payload: { companyId: provider.companyId, view: 'all' } });
    const live = await Promise.all(pages.map((p) => get(provider, p)));
    expect(live.map((a) => a.asOf)).toEqual([null, null, null]);
    expect(live[1].totals).toEqual({ scans: 10, tasks: 5 });
    expect(await jobsFor(analyticsRefreshQueue, provider.companyId)).toEqual(['all:activity:done', 'all:hub:done', 'all:maintenance:done']);
    const kept = await Promise.all(pages.map((p) => get(provider, p)));
    for (const [i, answer] of kept.entries()) {
      expect(answer.asOf).not.toBeNull();
      expect(withoutAsOf(answer)).toEqual(withoutAsOf(live[i]));
    }
    // The provider naming one company reads that company's kept answer.
    const one = await get(provider, `${pages[0]}&companyId=${big.id}`);
    expect([one.asOf !== null, one.scope.companyId, one.completion.tasks]).toEqual([true, big.id, 4]);
  });

  it("never lets a client read another company's kept answers or the provider's", async () => {
    expect((await call(smallAdmin, 'GET', `${pages[0]}&companyId=${big.id}`)).statusCode).toBe(404);
    const visible = async (ctx: { companyId: string | null; role: string }) =>
      t.deps.run.as({ userId: null, isImpersonating: false, ...ctx })((tx) =>
        tx.query<{ company_id: string; view: string }>('select company_id, view from analytics_snapshots order by 1, 2'),
      );
    expect(await visible({ companyId: small.id, role: 'client_admin' })).toEqual([]);
    const ofBig = await visible({ companyId: big.id, role: 'manager' });
    expect(ofBig.length).toBeGreaterThan(0);
    expect(ofBig.every((r) => r.company_id === big.id && r.view === 'company')).toBe(true);
    // Even naming the provider's company: its 'all' rows are provider staff's only.
    expect(await visible({ companyId: provider.companyId, role: 'manager' })).toEqual([]);
    const asProvider = await visible({ companyId: null, role: 'gears_admin' });
    expect(asProvider.some((r) => r.view === 'all')).toBe(true);
    // Writing another company's row is refused too.
    await expect(
      t.deps.run.as({ userId: null, isImpersonating: false, companyId: small.id, role: 'client_admin' })((tx) =>
        tx.query(
          `insert into analytics_snapshots (company_id, view, page, params, answer, computed_at) values ($1, 'company', 'hub', 'x', '{}', now())`,
          [big.id],
        ),
      ),
    ).rejects.toThrow();
  });
});
