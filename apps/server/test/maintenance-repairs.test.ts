import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientPermissions, maintenanceMessages as m } from '@gears/domain';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newAdmin, newTenant, upload, type Member } from './equipment-fixtures.ts';
import { createTask } from './maintenance-fixtures.ts';

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

describe(`repair requests (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let mechanic: Member;
  let equipmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
    mechanic = await memberOf(t, a.companyId, 'technician');
    equipmentId = (await createEquipment(t, a)).id;
  });
  afterAll(() => t.close());

  const submit = async (body: Record<string, unknown>) => {
    const res = await call(a, 'POST', '/api/maintenance/repairs', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('submits (spec toast), approves with a comment and a mechanic, then completes', async () => {
    const { repair, message } = await submit({ equipmentId, description: 'Track tensioner leaks', quoteAmount: 1850.5 });
    expect(message).toBe('Repair request submitted successfully');
    expect(repair).toMatchObject({
      status: 'submitted',
      quoteAmount: 1850.5,
      description: 'Track tensioner leaks',
      equipment: { id: equipmentId },
      submittedBy: a.id,
      mechanic: null,
      task: null,
    });
    const approved = (
      await call(a, 'POST', `/api/maintenance/repairs/${repair.id}/approve`, { comment: 'Go ahead', mechanicId: mechanic.id })
    ).json();
    expect(approved.message).toBe('Repair request approved successfully');
    expect(approved.repair).toMatchObject({
      status: 'approved',
      approvalComment: 'Go ahead',
      approvedBy: a.id,
      mechanic: { id: mechanic.id },
    });
    const done = (await call(mechanic, 'POST', `/api/maintenance/repairs/${repair.id}/complete`, { comment: 'Seal replaced' })).json();
    expect(done).toMatchObject({
      message: 'Repair marked as completed',
      repair: { status: 'completed', completionComment: 'Seal replaced', completedBy: mechanic.id },
    });
    const actions = await t.db.query(`select action from activity_logs where details->>'repairId' = $1 order by created_at`, [repair.id]);
    expect(actions.map((r) => r.action)).toEqual(['repair_submitted', 'repair_approved', 'repair_completed']);
  });

  it('declines without a body; every action the status does not allow is 409, nothing changed', async () => {
    const { repair } = await submit({ equipmentId, description: 'Cab AC weak' });
    expect((await call(a, 'POST', `/api/maintenance/repairs/${repair.id}/complete`)).statusCode).toBe(409);
    const declined = (await call(a, 'POST', `/api/maintenance/repairs/${repair.id}/decline`)).json();
    expect(declined).toMatchObject({
      message: 'Repair request declined successfully',
      repair: { status: 'declined', declineComment: null },
    });
    for (const action of ['approve', 'decline', 'complete']) {
      const res = await call(a, 'POST', `/api/maintenance/repairs/${repair.id}/${action}`, {});
      expect([res.statusCode, res.json().error.message]).toEqual([409, m.repairTransition('declined', action)]);
    }
    // Issue 13 item 12: English, not "A declined repair request cannot be declined."
    expect((await call(a, 'POST', `/api/maintenance/repairs/${repair.id}/decline`, {})).json().error.message).toBe(
      'This repair request is already declined.',
    );
    expect((await call(a, 'POST', `/api/maintenance/repairs/${repair.id}/approve`, {})).json().error.message).toBe(
      'A declined repair request cannot be approved.',
    );
    expect((await call(a, 'GET', `/api/maintenance/repairs/${repair.id}`)).json().status).toBe('declined');
  });

  it('takes the equipment from a linked task, and refuses a repair without equipment or with bad input', async () => {
    const task = await createTask(t, a, { equipmentId, type: 'repair' });
    const { repair } = await submit({ taskId: task.id, description: 'Found during service' });
    expect(repair).toMatchObject({ equipment: { id: equipmentId }, task: { id: task.id, taskNumber: task.taskNumber } });
    const bare = await createTask(t, a);
    const noEquipment = await call(a, 'POST', '/api/maintenance/repairs', { taskId: bare.id, description: 'x' });
    expect([noEquipment.statusCode, noEquipment.json().error.message]).toEqual([400, m.repairNeedsEquipment]);
    for (const body of [{ equipmentId, description: '' }, { equipmentId, description: 'x', quoteAmount: -1 }, { equipmentId }]) {
      expect((await call(a, 'POST', '/api/maintenance/repairs', body)).statusCode).toBe(400);
    }
    expect(
      (await call(a, 'POST', '/api/maintenance/repairs', { equipmentId, description: 'x', mechanicId: (await newTenant(t)).id }))
        .statusCode,
    ).toBe(404);
    expect((await call(a, 'DELETE', `/api/maintenance/tasks/${task.id}`)).statusCode).toBe(409);
  });

  it('attaches files checked by bytes, serves them with nosniff, deletes them', async () => {
    const { repair } = await submit({ equipmentId, description: 'Cracked bucket tooth' });
    const photo = await upload(t, a, `/api/maintenance/repairs/${repair.id}/attachments`, 'tooth.png', tinyPng(), 'image/png');
    expect(photo.statusCode).toBe(201);
    const quote = await upload(t, a, `/api/maintenance/repairs/${repair.id}/attachments`, 'quote.pdf', pdf, 'application/pdf');
    expect(quote.statusCode).toBe(201);
    expect((await upload(t, a, `/api/maintenance/repairs/${repair.id}/attachments`, 'x.exe', Buffer.from('MZ....'))).statusCode).toBe(415);
    const listed = (await call(a, 'GET', `/api/maintenance/repairs/${repair.id}`)).json().attachments;
    expect(listed.map((f: { fileName: string }) => f.fileName)).toEqual(['tooth.png', 'quote.pdf']);
    const file = await call(a, 'GET', listed[1].url);
    expect([file.statusCode, file.headers['content-type'], file.headers['x-content-type-options']]).toEqual([
      200,
      'application/pdf',
      'nosniff',
    ]);
    expect((await call(a, 'DELETE', `/api/maintenance/repairs/${repair.id}/attachments/${listed[0].id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', listed[0].url)).statusCode).toBe(404);
  });

  it('lists newest first with filters, and counts submitted as pending and completed as done', async () => {
    const co = await newTenant(t);
    const e = (await createEquipment(t, co)).id;
    const first = (await call(co, 'POST', '/api/maintenance/repairs', { equipmentId: e, description: 'one' })).json().repair;
    const second = (await call(co, 'POST', '/api/maintenance/repairs', { equipmentId: e, description: 'two' })).json().repair;
    await call(co, 'POST', `/api/maintenance/repairs/${first.id}/approve`, {});
    expect((await call(co, 'GET', '/api/maintenance/repairs')).json().repairs.map((r: { id: string }) => r.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await call(co, 'GET', '/api/maintenance/repairs?status=approved')).json().repairs.map((r: { id: string }) => r.id)).toEqual([
      first.id,
    ]);
    expect((await call(co, 'GET', `/api/maintenance/repairs?equipmentId=${e}&status=submitted`)).json().repairs).toHaveLength(1);
    const summary = (await call(co, 'GET', '/api/maintenance/summary')).json();
    expect(summary).toMatchObject({ repairs: { total: 2, pending: 1, approved: 1 }, tasks: 0, completionRate: 50 });
  });

  describe('approval by role', () => {
    const repairRow = async (id: string) =>
      (await t.db.query('select status, approved_by, declined_by from repairs where id = $1', [id]))[0];

    it.each(['approve', 'decline'])('a technician may submit but not %s: 403 Insufficient permissions, nothing changed', async (action) => {
      const tech = await memberOf(t, a.companyId, 'technician');
      const submitted = await call(tech, 'POST', '/api/maintenance/repairs', { equipmentId, description: `Tech found a leak (${action})` });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const id = submitted.json().repair.id;
      const res = await call(tech, 'POST', `/api/maintenance/repairs/${id}/${action}`, { comment: 'I approve myself' });
      expect([res.statusCode, res.json().error]).toEqual([403, { code: 'FORBIDDEN', message: insufficientPermissions }]);
      expect(await repairRow(id)).toEqual({ status: 'submitted', approved_by: null, declined_by: null });
      const actions = await t.db.query(`select action from activity_logs where details->>'repairId' = $1`, [id]);
      expect(actions.map((r) => r.action)).toEqual(['repair_submitted']);
    });

    it.each(['client_admin', 'manager', 'supervisor'])('a %s may approve and decline; a technician completes', async (role) => {
      const decider = await memberOf(t, a.companyId, role);
      const tech = await memberOf(t, a.companyId, 'technician');
      const one = (await call(tech, 'POST', '/api/maintenance/repairs', { equipmentId, description: `for ${role} 1` })).json().repair;
      const two = (await call(tech, 'POST', '/api/maintenance/repairs', { equipmentId, description: `for ${role} 2` })).json().repair;
      expect((await call(decider, 'POST', `/api/maintenance/repairs/${one.id}/approve`, {})).json().repair).toMatchObject({
        status: 'approved',
        approvedBy: decider.id,
      });
      expect((await call(decider, 'POST', `/api/maintenance/repairs/${two.id}/decline`, {})).json().repair).toMatchObject({
        status: 'declined',
        declinedBy: decider.id,
      });
      expect((await call(tech, 'POST', `/api/maintenance/repairs/${one.id}/complete`, {})).json().repair).toMatchObject({
        status: 'completed',
        completedBy: tech.id,
      });
    });

    it('a provider admin may approve, in the all-company view and while impersonating', async () => {
      const admin = await newAdmin(t);
      const one = (await submit({ equipmentId, description: 'admin approves 1' })).repair;
      expect((await call(admin, 'POST', `/api/maintenance/repairs/${one.id}/approve`, {})).json().repair).toMatchObject({
        status: 'approved',
        approvedBy: admin.id,
      });
      const started = await call(admin, 'POST', '/api/admin/impersonation', { clientId: a.companyId });
      expect(started.statusCode, started.body).toBe(200);
      const two = (await submit({ equipmentId, description: 'admin approves 2' })).repair;
      expect((await call(admin, 'POST', `/api/maintenance/repairs/${two.id}/decline`, {})).json().repair).toMatchObject({
        status: 'declined',
        declinedBy: admin.id,
      });
    });
  });
});
