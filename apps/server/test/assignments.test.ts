import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentMessages as m } from '@gears/domain';
import { createTestApp, insertCompany, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newAdmin, type Member } from './equipment-fixtures.ts';
import { createTask, dayOffset, today } from './maintenance-fixtures.ts';
import { assignmentRow, checkOut, equipmentHolder, insertJobSite, insertReservation } from './assignments-fixtures.ts';

/** spec 02 §4 Check-out / Check-in, §7 and §8 messages; issue 15 item 2. */
describe(`assignments: check-out and check-in (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let companyId: string;
  let manager: Member;
  let supervisor: Member;
  let tech: Member;
  let otherTech: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    companyId = (await insertCompany(t.db)).id;
    manager = await memberOf(t, companyId, 'manager');
    supervisor = await memberOf(t, companyId, 'supervisor');
    tech = await memberOf(t, companyId, 'technician');
    otherTech = await memberOf(t, companyId, 'technician');
  });
  afterAll(() => t.close());

  const machine = async (overrides: Record<string, unknown> = {}) => (await createEquipment(t, manager, overrides)).id as string;
  const toSelf = (who: Member, equipmentId: string, extra: Record<string, unknown> = {}) => ({
    equipmentId,
    assignedToType: 'employee',
    userId: who.id,
    ...extra,
  });

  it('a technician checks a machine out to themselves: 201 Asset Assigned, the machine Assigned to them, logged', async () => {
    const id = await machine();
    const res = await call(tech, 'POST', '/api/assignments', toSelf(tech, id, { expectedReturnDate: dayOffset(3), notes: 'Trenching' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Asset Assigned');
    expect(body.assignment).toMatchObject({
      equipment: { id },
      assignedToType: 'employee',
      assignedUserId: tech.id,
      assignedToName: 'Test User',
      assignedBy: { id: tech.id },
      expectedReturnDate: dayOffset(3),
      notes: 'Trenching',
      status: 'active',
      isOverdue: false,
      returnedAt: null,
    });
    expect(await equipmentHolder(t.db, id)).toEqual({ assignment_status: 'assigned', assigned_to: tech.id, assigned_to_name: 'Test User' });
    const detail = (await call(tech, 'GET', `/api/equipment/${id}`)).json();
    expect(detail.availability).toBe('Assigned');
    expect(detail.currentAssignment).toMatchObject({
      assignmentId: body.assignment.id,
      assignedToType: 'employee',
      name: 'Test User',
      userId: tech.id,
      expectedReturnDate: dayOffset(3),
      isOverdue: false,
    });
    const log = await t.db.query<{ action: string }>('select action from activity_logs where entity_id = $1', [id]);
    expect(log.map((r) => r.action)).toContain('equipment_checked_out');
  });

  it('a machine already held is refused: 409 "Asset is already assigned to someone else" (Asset Already Assigned), nothing written', async () => {
    const id = await machine();
    await checkOut(t, tech, toSelf(tech, id));
    const res = await call(supervisor, 'POST', '/api/assignments', { equipmentId: id, assignedToType: 'project', name: 'Bridge' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message: m.alreadyAssigned, details: { title: 'Asset Already Assigned' } });
    const rows = await t.db.query('select 1 from asset_assignments where equipment_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['to another person', (id: string) => ({ equipmentId: id, assignedToType: 'employee', userId: '' })],
    ['to a project', (id: string) => ({ equipmentId: id, assignedToType: 'project', name: 'Bridge deck' })],
  ])('a technician checking out %s gets 403 with a clear message', async (_, body) => {
    const id = await machine();
    const payload = body(id) as Record<string, unknown>;
    if (payload.userId === '') payload.userId = otherTech.id;
    const res = await call(tech, 'POST', '/api/assignments', payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(m.onlyToYourself);
    expect((await equipmentHolder(t.db, id)).assignment_status).toBe('available');
  });

  it('a supervisor checks out to a technician, who is notified; to a job site; to a location by name', async () => {
    const a = await machine({ name: 'Loader L-1' });
    const res = await call(supervisor, 'POST', '/api/assignments', { equipmentId: a, assignedToType: 'team_member', userId: tech.id });
    expect(res.statusCode, res.body).toBe(201);
    const notes = await t.db.query<{ title: string; message: string; link: string }>(
      'select title, message, link from notifications where user_id = $1 order by created_at desc limit 1',
      [tech.id],
    );
    expect(notes[0]).toMatchObject({ title: 'Asset Assigned', link: `/dashboard/equipment?id=${a}` });
    expect(notes[0]!.message).toContain('Loader L-1 was checked out to you');

    const site = await insertJobSite(t.db, companyId, { name: 'Harbor Bridge' });
    const b = await machine();
    const onSite = await checkOut(t, supervisor, { equipmentId: b, assignedToType: 'job_site', jobSiteId: site });
    expect(onSite).toMatchObject({ assignedToType: 'job_site', jobSiteId: site, assignedToName: 'Harbor Bridge', assignedUserId: null });
    expect(await equipmentHolder(t.db, b)).toEqual({ assignment_status: 'assigned', assigned_to: null, assigned_to_name: 'Harbor Bridge' });

    const c = await machine();
    const located = await checkOut(t, manager, { equipmentId: c, assignedToType: 'location', name: '  East Yard  ' });
    expect(located.assignedToName).toBe('East Yard');
  });

  it('a closed job site is refused with a clear message', async () => {
    const site = await insertJobSite(t.db, companyId, { closed: true });
    const res = await call(supervisor, 'POST', '/api/assignments', {
      equipmentId: await machine(),
      assignedToType: 'job_site',
      jobSiteId: site,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.jobSiteClosed);
  });

  it.each([
    ['maintenance', { status: 'maintenance' }, m.underMaintenance],
    ['repair', { status: 'repair' }, m.underMaintenance],
    ['out of service', { status: 'out_of_service' }, m.underMaintenance],
    ['retired', { status: 'retired' }, m.retired],
    ['inactive', { status: 'inactive' }, m.retired],
  ])('a machine in %s is refused: 409 Asset Unavailable with the reason', async (_, overrides, message) => {
    const id = await machine(overrides);
    const res = await call(tech, 'POST', '/api/assignments', toSelf(tech, id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message, details: { title: 'Asset Unavailable' } });
    expect(await t.db.query('select 1 from asset_assignments where equipment_id = $1', [id])).toHaveLength(0);
  });

  it('maintenance in hand (a task due today or in progress) refuses check-out; one due next month does not', async () => {
    const due = await machine();
    await createTask(t, manager, { equipmentId: due, dueDate: today() });
    const refused = await call(tech, 'POST', '/api/assignments', toSelf(tech, due));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.underMaintenance);

    const later = await machine();
    await createTask(t, manager, { equipmentId: later, dueDate: dayOffset(30) });
    expect((await call(tech, 'POST', '/api/assignments', toSelf(tech, later))).statusCode).toBe(201);
  });

  it('archived equipment cannot be checked out', async () => {
    const id = await machine();
    await t.db.query('update equipment set archived_at = now() where id = $1', [id]);
    const res = await call(tech, 'POST', '/api/assignments', toSelf(tech, id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.retired);
  });

  it("a confirmed reservation of someone else covering now refuses check-out; one's own, a pending one or a later one does not", async () => {
    const id = await machine();
    const other = await insertReservation(t.db, { companyId, equipmentId: id, reservedBy: otherTech.id });
    const res = await call(tech, 'POST', '/api/assignments', toSelf(tech, id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message: m.reserved, details: { title: 'Asset Unavailable', reason: 'reserved' } });
    await t.db.query("update asset_reservations set status = 'cancelled', cancelled_at = now() where id = $1", [other]);

    await insertReservation(t.db, { companyId, equipmentId: id, reservedBy: otherTech.id, startsInHours: 5 });
    await insertReservation(t.db, { companyId, equipmentId: id, reservedBy: tech.id, startsInHours: -1, hours: 3 });
    expect((await call(tech, 'POST', '/api/assignments', toSelf(tech, id))).statusCode).toBe(201);
  });

  it.each([
    ['no asset', { assignedToType: 'project', name: 'X' }, m.selectAsset],
    ['no type', { equipmentId: '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d' }, m.typeRequired],
    [
      'a person type without the person',
      { equipmentId: '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d', assignedToType: 'employee' },
      m.choosePerson,
    ],
    [
      'a job site type without the site',
      { equipmentId: '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d', assignedToType: 'job_site' },
      m.chooseJobSite,
    ],
    [
      'a project without a name',
      { equipmentId: '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d', assignedToType: 'project', name: ' ' },
      m.nameRequired,
    ],
    [
      'an unknown field',
      { equipmentId: '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d', assignedToType: 'project', name: 'X', status: 'returned' },
      '',
    ],
  ])('bad input (%s) → 400 with the message, nothing written', async (_, body, message) => {
    const res = await call(supervisor, 'POST', '/api/assignments', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toContain(message);
  });

  it('an expected return date in the past is refused; today is fine', async () => {
    const id = await machine();
    const past = await call(tech, 'POST', '/api/assignments', toSelf(tech, id, { expectedReturnDate: dayOffset(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(m.returnDateInPast);
    expect((await equipmentHolder(t.db, id)).assignment_status).toBe('available');
    expect((await call(tech, 'POST', '/api/assignments', toSelf(tech, id, { expectedReturnDate: today() }))).statusCode).toBe(201);
  });

  it('an unknown machine or person is 404', async () => {
    const ghost = '6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d';
    expect(
      (await call(supervisor, 'POST', '/api/assignments', { equipmentId: ghost, assignedToType: 'project', name: 'X' })).statusCode,
    ).toBe(404);
    const id = await machine();
    const res = await call(supervisor, 'POST', '/api/assignments', { equipmentId: id, assignedToType: 'employee', userId: ghost });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(m.personNotFound);
  });

  describe('check-in', () => {
    it('the holder returns it: Asset Returned, returner and notes recorded, the machine available with no holder', async () => {
      const id = await machine();
      const a = await checkOut(t, tech, toSelf(tech, id));
      const res = await call(tech, 'POST', `/api/assignments/${a.id}/return`, { returnNotes: 'Bucket teeth worn' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Asset Returned');
      expect(res.json().assignment).toMatchObject({ status: 'returned', returnNotes: 'Bucket teeth worn', returnedBy: { id: tech.id } });
      expect(await equipmentHolder(t.db, id)).toEqual({ assignment_status: 'available', assigned_to: null, assigned_to_name: null });
      const row = await assignmentRow(t.db, a.id);
      expect(row.returned_at).not.toBeNull();
      expect(row.returned_by_name).toBe('Test User');
      const detail = (await call(tech, 'GET', `/api/equipment/${id}`)).json();
      expect(detail.availability).toBe('Available');
      expect(detail.currentAssignment).toBeNull();
      // Returned twice: 409, nothing changes.
      const again = await call(tech, 'POST', `/api/assignments/${a.id}/return`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(m.alreadyReturned);
      // And it can go out again.
      expect((await call(otherTech, 'POST', '/api/assignments', toSelf(otherTech, id))).statusCode).toBe(201);
    });

    it('someone who does not hold it gets 403 and nothing changes; a supervisor may return it', async () => {
      const id = await machine();
      const a = await checkOut(t, tech, toSelf(tech, id));
      const refused = await call(otherTech, 'POST', `/api/assignments/${a.id}/return`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(m.notTheHolder);
      expect((await assignmentRow(t.db, a.id)).status).toBe('active');
      expect((await equipmentHolder(t.db, id)).assignment_status).toBe('assigned');

      const res = await call(supervisor, 'POST', `/api/assignments/${a.id}/return`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().assignment.returnedBy).toMatchObject({ id: supervisor.id });
    });

    it('a technician cannot return what is out to a project; an unknown assignment is 404', async () => {
      const a = await checkOut(t, supervisor, { equipmentId: await machine(), assignedToType: 'project', name: 'Dam' });
      expect((await call(tech, 'POST', `/api/assignments/${a.id}/return`, {})).statusCode).toBe(403);
      expect((await call(tech, 'POST', '/api/assignments/6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d/return', {})).statusCode).toBe(404);
    });
  });

  describe('list', () => {
    let listCompany: string;
    let boss: Member;
    let ids: { active: string; overdue: string; returned: string; machine: string };

    beforeAll(async () => {
      listCompany = (await insertCompany(t.db)).id;
      boss = await memberOf(t, listCompany, 'manager');
      const own = async () => (await createEquipment(t, boss)).id as string;
      const first = await checkOut(t, boss, { equipmentId: await own(), assignedToType: 'project', name: 'Returned one' });
      await call(boss, 'POST', `/api/assignments/${first.id}/return`, {});
      const late = await checkOut(t, boss, {
        equipmentId: await own(),
        assignedToType: 'project',
        name: 'Late one',
        expectedReturnDate: today(),
      });
      await t.db.query('update asset_assignments set expected_return_date = $2 where id = $1', [late.id, dayOffset(-2)]);
      const machineId = await own();
      const active = await checkOut(t, boss, {
        equipmentId: machineId,
        assignedToType: 'project',
        name: 'Active one',
        expectedReturnDate: today(),
      });
      ids = { active: active.id, overdue: late.id, returned: first.id, machine: machineId };
    });

    const list = async (query: string) => {
      const res = await call(boss, 'GET', `/api/assignments${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it.each([
      ['', ['active', 'overdue']],
      ['?status=active', ['active', 'overdue']],
      ['?status=overdue', ['overdue']],
      ['?status=returned', ['returned']],
      ['?status=all', ['active', 'overdue', 'returned']],
    ] as const)('%s → newest first: %o', async (query, expected) => {
      const page = await list(query);
      expect(page.items.map((a: { id: string }) => a.id)).toEqual(expected.map((k) => ids[k]));
    });

    it('overdue is derived (active, past its expected return date) and flagged; due today is not overdue', async () => {
      const page = await list('?status=all');
      const byId = new Map(page.items.map((a: { id: string }) => [a.id, a]));
      expect(byId.get(ids.overdue)).toMatchObject({ status: 'overdue', isOverdue: true });
      expect(byId.get(ids.active)).toMatchObject({ status: 'active', isOverdue: false });
      expect(byId.get(ids.returned)).toMatchObject({ status: 'returned', isOverdue: false });
      expect(page.today).toBe(today());
    });

    it('per machine, and pages with a cursor', async () => {
      expect((await list(`?status=all&equipmentId=${ids.machine}`)).items.map((a: { id: string }) => a.id)).toEqual([ids.active]);
      const first = await list('?status=all&limit=2');
      expect(first.items).toHaveLength(2);
      const second = await list(`?status=all&limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map((a: { id: string }) => a.id)).toEqual([ids.returned]);
      expect(second.nextCursor).toBeNull();
      expect((await call(boss, 'GET', '/api/assignments?cursor=nonsense')).statusCode).toBe(400);
      expect((await call(boss, 'GET', '/api/assignments?status=lost')).statusCode).toBe(400);
    });

    it('an unknown machine is 404', async () => {
      expect((await call(boss, 'GET', '/api/assignments?equipmentId=6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d')).statusCode).toBe(404);
    });
  });

  it('options: the company people and its active job sites', async () => {
    const site = await insertJobSite(t.db, companyId, { name: 'Options Site' });
    await insertJobSite(t.db, companyId, { name: 'Closed Site', closed: true });
    const res = await call(tech, 'GET', '/api/assignments/options');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.people.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([manager.id, supervisor.id, tech.id, otherTech.id]),
    );
    expect(body.jobSites.map((s: { id: string }) => s.id)).toContain(site);
    expect(body.jobSites.map((s: { name: string }) => s.name)).not.toContain('Closed Site');
  });

  it('the provider admin: options need a company ("Company context required"); a check-out takes the machine\'s company', async () => {
    const admin = await newAdmin(t);
    const res = await call(admin, 'GET', '/api/assignments/options');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.companyContextRequired);
    expect((await call(admin, 'GET', `/api/assignments/options?companyId=${companyId}`)).statusCode).toBe(200);
    const id = await machine();
    const out = await call(admin, 'POST', '/api/assignments', { equipmentId: id, assignedToType: 'employee', userId: tech.id });
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json().assignment.companyId).toBe(companyId);
  });

  it('check-in/out is on every plan (check_in_out_basic, spec 01 §6): a Basic company checks out and returns', async () => {
    const basic = await memberOf(t, (await insertCompany(t.db, { tier: 'basic' })).id, 'technician');
    const boss = await memberOf(t, basic.companyId, 'manager');
    const id = (await createEquipment(t, boss)).id as string;
    const a = await checkOut(t, basic, toSelf(basic, id));
    expect((await call(basic, 'POST', `/api/assignments/${a.id}/return`, {})).statusCode).toBe(200);
    expect((await call(basic, 'GET', '/api/assignments?status=all')).json().items).toHaveLength(1);
  });

  it('signed out: 401 on every route', async () => {
    expect((await call(null, 'GET', '/api/assignments')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/assignments', {})).statusCode).toBe(401);
  });

  it('the overdue notice job is scheduled daily', async () => {
    const rows = await t.db.query<{ name: string; daily_at: string | null }>(
      "select name, daily_at from job_schedules where name = 'assignments.overdue-notices'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.daily_at).not.toBeNull();
  });
});
