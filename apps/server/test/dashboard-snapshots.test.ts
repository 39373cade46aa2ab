import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRefreshQueue, runRefreshJob } from '../src/modules/dashboard/index.ts';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import { machine, task } from './dashboard-fixtures.ts';
import { jobsRunFor } from './jobs-fixtures.ts';

/**
 * ADR 0033 (issue 17 "Speed"): a company of at least 2,000 machines is answered from its snapshot, kept by the
 * 'dashboard.refresh' job; the viewer's own figures stay live; another company's snapshot is never read.
 */
describe(`dashboard snapshots (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let big: { id: string };
  let small: { id: string };
  let manager: Member;
  let tech: Member;
  let smallAdmin: Member;
  let provider: Member;

  const summary = async (who: Member, query = '') => {
    const res = await call(who, 'GET', `/api/dashboard/summary${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The refresh jobs asked for this company since the last look, as view:state. */
  const refreshedFor = async (companyId: string, expectAny = true) =>
    (await jobsRunFor<{ view: string }>(t.db, dashboardRefreshQueue, companyId, expectAny)).map((j) => `${j.payload.view}:${j.state}`);

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    big = await insertCompany(t.db);
    small = await insertCompany(t.db);
    manager = await memberOf(t, big.id, 'manager');
    tech = await memberOf(t, big.id, 'technician');
    smallAdmin = await memberOf(t, small.id, 'client_admin');
    provider = await newAdmin(t);
    await t.db.query(
      `insert into equipment (company_id, name, status) select $1, 'Loader ' || n, case when n % 4 = 0 then 'idle' else 'active' end
         from generate_series(1, 2000) n`,
      [big.id],
    );
    await machine(t.db, small.id);
  });
  afterAll(() => t.close());

  it('counts a large company live the first time and asks the job for its snapshot', async () => {
    const first = await summary(manager);
    expect(first.asOf).toBeNull();
    expect(first.fleet).toMatchObject({ total: 2000, active: 1500, idle: 500, maintenance: 0 });
    expect(await refreshedFor(big.id)).toEqual(['company:done']);
  });

  it('then answers from the snapshot, with when it was counted, until the job counts again', async () => {
    const kept = await summary(manager);
    expect(kept.asOf).not.toBeNull();
    expect(kept.fleet.total).toBe(2000);
    // A machine added after the count shows once the snapshot is counted again (at most a minute later).
    await machine(t.db, big.id);
    expect((await summary(manager)).fleet.total).toBe(2000);
    expect(await refreshedFor(big.id, false)).toEqual([]);
    await t.db.query(`update dashboard_snapshots set computed_at = now() - interval '2 minutes' where company_id = $1`, [big.id]);
    expect((await summary(manager)).fleet.total).toBe(2000);
    expect(await refreshedFor(big.id)).toEqual(['company:done']);
    expect((await summary(manager)).fleet.total).toBe(2001);
    // The job's own work, run directly: the snapshot is counted again.
    await machine(t.db, big.id);
    await runRefreshJob(t.deps, { payload: { companyId: big.id, view: 'company' } });
    expect((await summary(manager)).fleet.total).toBe(2002);
  });

  it("keeps the viewer's own figures live beside the snapshot", async () => {
    const [someMachine] = await t.db.query<{ id: string }>('select id from equipment where company_id = $1 limit 1', [big.id]);
    await task(t.db, big.id, { equipmentId: someMachine!.id, dueInDays: -3, assignee: tech.id });
    const mine = (await summary(tech)).attention.find((a: { kind: string }) => a.kind === 'overdue_tasks');
    expect(mine).toMatchObject({ reach: 'own', count: 1 });
    // The company-wide overdue count is the snapshot's until it is counted again.
    const all = (await summary(manager)).attention.find((a: { kind: string }) => a.kind === 'overdue_tasks');
    expect(all).toMatchObject({ reach: 'all', count: 0 });
  });

  it('counts a small company live every time and keeps no snapshot for it', async () => {
    const res = await summary(smallAdmin);
    expect([res.asOf, res.fleet.total]).toEqual([null, 1]);
    expect(await refreshedFor(small.id, false)).toEqual([]);
  });

  it("never shows another company's snapshot; the provider's all-company view has its own", async () => {
    const foreign = await call(smallAdmin, 'GET', `/api/dashboard/summary?companyId=${big.id}`);
    expect(foreign.statusCode).toBe(404);
    const one = await summary(provider, `?companyId=${big.id}`);
    expect([one.asOf !== null, one.fleet.total]).toEqual([true, 2002]);
    const all = await summary(provider);
    expect([all.asOf, all.fleet.total >= 2003]).toEqual([null, true]);
    expect(await refreshedFor(provider.companyId)).toEqual(['all:done']);
    const kept = await summary(provider);
    expect([kept.asOf !== null, kept.fleet.total]).toEqual([true, all.fleet.total]);
    // A client never reads the provider's all-company row, even by naming the provider's company.
    const rows = await t.db.query('select view from dashboard_snapshots where company_id = $1', [provider.companyId]);
    expect(rows).toEqual([{ view: 'all' }]);
  });

  it("analytics' fleet page takes a large fleet's counts by status from the snapshot and says when they were counted", async () => {
    const fleet = async (who: Member, query = '') => {
      const res = await call(who, 'GET', `/api/analytics/fleet${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().status;
    };
    // The company's snapshot was kept before (the dashboard's tests): it now carries the counts by status.
    await runRefreshJob(t.deps, { payload: { companyId: big.id, view: 'company' } });
    const kept = await fleet(manager);
    expect(kept.asOf).not.toBeNull();
    expect(kept.total).toBe(2002);
    expect(kept.byStatus).toEqual([
      { status: 'active', count: 1502 },
      { status: 'idle', count: 500 },
    ]);
    // A machine added after the count shows once the job counts again.
    await machine(t.db, big.id);
    expect((await fleet(manager)).total).toBe(2002);
    await t.db.query(`update dashboard_snapshots set computed_at = now() - interval '2 minutes' where company_id = $1`, [big.id]);
    expect((await fleet(manager)).total).toBe(2002);
    expect(await refreshedFor(big.id)).toEqual(['company:done']);
    expect((await fleet(manager)).total).toBe(2003);
    // A small company is counted for the request, and another company's counts are never read.
    expect(await fleet(smallAdmin)).toMatchObject({ asOf: null, total: 1 });
    expect((await call(smallAdmin, 'GET', `/api/analytics/fleet?companyId=${big.id}`)).statusCode).toBe(404);
    // The provider's all-company view: its own kept row, with every company's machines.
    await runRefreshJob(t.deps, { payload: { companyId: provider.companyId, view: 'all' } });
    const all = await fleet(provider);
    expect(all.asOf).not.toBeNull();
    expect(all.total).toBeGreaterThanOrEqual(2004);
  });
});
