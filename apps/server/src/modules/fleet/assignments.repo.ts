import type { Sql } from '../../db/database.ts';

export type AssignmentRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  equipment_name: string;
  tracker_source_id: string;
  source_name: string;
  tracker_type: string;
  device_id: string;
  device_name: string | null;
  active: boolean;
  assigned_at: Date;
  assigned_by_name: string | null;
};

const columns = `a.id, a.company_id, a.equipment_id, e.name as equipment_name, a.tracker_source_id, s.name as source_name,
  s.tracker_type, a.device_id, a.device_name, a.active, a.assigned_at, u.name as assigned_by_name`;
const joins = `join equipment e on e.id = a.equipment_id and e.company_id = a.company_id
  join fleet_tracker_sources s on s.id = a.tracker_source_id and s.company_id = a.company_id
  left join users u on u.id = a.assigned_by`;

export async function listActiveAssignments(tx: Sql, f: { companyId: string | null; equipmentId?: string }): Promise<AssignmentRow[]> {
  return tx.query<AssignmentRow>(
    `select ${columns} from equipment_tracker_assignments a ${joins}
      where a.active and ($1::uuid is null or a.company_id = $1) and ($2::uuid is null or a.equipment_id = $2)
      order by a.assigned_at desc, a.id desc`,
    [f.companyId, f.equipmentId ?? null],
  );
}

export async function findAssignment(tx: Sql, id: string, companyId: string | null): Promise<AssignmentRow | null> {
  const rows = await tx.query<AssignmentRow>(
    `select ${columns} from equipment_tracker_assignments a ${joins} where a.id = $1 and ($2::uuid is null or a.company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** The machine, locked: two assignments to one machine at once take turns (the second then replaces the first). */
export async function lockEquipment(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; name: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string; name: string }>(
    'select id, company_id, name from equipment where id = $1 and ($2::uuid is null or company_id = $2) for no key update',
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** spec 02 §4: a new tracker on a machine ends the one it had. */
export async function endActiveForEquipment(tx: Sql, equipmentId: string, companyId: string, endedBy: string): Promise<number> {
  const rows = await tx.query(
    `update equipment_tracker_assignments set active = false, ended_at = now(), ended_by = $3
      where equipment_id = $1 and company_id = $2 and active returning id`,
    [equipmentId, companyId, endedBy],
  );
  return rows.length;
}

export async function insertAssignment(
  tx: Sql,
  a: { companyId: string; equipmentId: string; sourceId: string; deviceId: string; deviceName: string | null; assignedBy: string },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into equipment_tracker_assignments (company_id, equipment_id, tracker_source_id, device_id, device_name, assigned_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [a.companyId, a.equipmentId, a.sourceId, a.deviceId, a.deviceName, a.assignedBy],
  );
  return rows[0]!.id;
}

export async function endAssignment(tx: Sql, id: string, companyId: string, endedBy: string): Promise<void> {
  await tx.query(
    `update equipment_tracker_assignments set active = false, ended_at = now(), ended_by = $3
      where id = $1 and company_id = $2 and active`,
    [id, companyId, endedBy],
  );
}
