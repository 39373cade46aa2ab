import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentMessages as m } from '@gears/domain';
import { createTestApp, testDriver, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';
import { equipmentHolder } from './assignments-fixtures.ts';

/**
 * Issue 15: exactly one of two concurrent check-outs of one machine succeeds (ADR 0019: the equipment row lock, and the
 * partial unique index asset_assignments_active_key behind it). On PostgreSQL the requests run on separate connections.
 */
describe(`assignments: concurrent check-outs of one machine (${testDriver})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let boss: Member;
  let first: Member;
  let second: Member;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    boss = await newTenant(t, 'manager');
    first = await memberOf(t, boss.companyId, 'technician');
    second = await memberOf(t, boss.companyId, 'technician');
  });
  afterAll(async () => {
    // The burst opened extra pool connections; let them close before the harness drops the database (parts-stock.test.ts).
    if (testDriver === 'postgres') await new Promise((resolve) => setTimeout(resolve, 10_500));
    await t.close();
  }, 30_000);

  it('two technicians check out the same machine at once: one 201, one 409, one active assignment', async () => {
    for (let round = 0; round < 3; round++) {
      const id = (await createEquipment(t, boss)).id as string;
      const results = await Promise.all(
        [first, second].map((who) =>
          call(who, 'POST', '/api/assignments', { equipmentId: id, assignedToType: 'employee', userId: who.id }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().error).toMatchObject({ message: m.alreadyAssigned, details: { title: 'Asset Already Assigned' } });
      const winner = results.find((r) => r.statusCode === 201)!.json().assignment;
      const active = await t.db.query('select id from asset_assignments where equipment_id = $1 and status = $2', [id, 'active']);
      expect(active).toEqual([{ id: winner.id }]);
      expect((await equipmentHolder(t.db, id)).assigned_to).toBe(winner.assignedUserId);
    }
  }, 60_000);

  it('without the row lock, the unique index alone still refuses a second active row (the database decides)', async () => {
    const id = (await createEquipment(t, boss)).id as string;
    const insert = () =>
      t.db.query(
        `insert into asset_assignments (company_id, equipment_id, assigned_to_type, assigned_to_name) values ($1, $2, 'project', 'X')`,
        [boss.companyId, id],
      );
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505', constraint: 'asset_assignments_active_key' });
  });
});
