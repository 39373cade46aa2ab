import type { Sql } from '../../db/database.ts';

/**
 * Read-only views of the equipment table that maintenance needs (the equipment module owns the
 * table), plus the one write it is granted: equipment.hours from a meter reading.
 */
export type LinkedEquipmentRow = {
  id: string;
  company_id: string;
  name: string;
  model: string | null;
  serial: string | null;
  hours: string | null;
  archived_at: Date | null;
};

export async function findEquipment(tx: Sql, id: string, companyId: string | null): Promise<LinkedEquipmentRow | null> {
  const rows = await tx.query<LinkedEquipmentRow>(
    `select id, company_id, name, model, serial, hours::text as hours, archived_at from equipment
      where id = $1 and ($2::uuid is null or company_id = $2)`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** Locks the equipment row while a reading moves its hours, so two readings cannot interleave. */
export async function lockEquipment(tx: Sql, id: string, companyId: string): Promise<LinkedEquipmentRow | null> {
  const rows = await tx.query<LinkedEquipmentRow>(
    `select id, company_id, name, model, serial, hours::text as hours, archived_at from equipment
      where id = $1 and company_id = $2 for update`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

export async function setEquipmentHours(tx: Sql, id: string, companyId: string, hours: number): Promise<void> {
  await tx.query('update equipment set hours = $3, updated_at = now() where id = $1 and company_id = $2', [id, companyId, hours]);
}

export type EquipmentOpenWorkRow = { equipment_id: string; open_tasks: number; overdue_tasks: number; next_due_date: string | null };

/** Equipment with pending or in-progress tasks (spec 02 §4 "displayed as maintenance"); overdue as in tasks.repo.ts. */
export async function openWorkByEquipment(
  tx: Sql,
  companyId: string | null,
  today: string,
  ids: string[] | null,
): Promise<EquipmentOpenWorkRow[]> {
  return tx.query<EquipmentOpenWorkRow>(
    `select t.equipment_id, count(*)::int as open_tasks,
            count(*) filter (where t.due_date < $2::date or (t.due_hours is not null and e.hours >= t.due_hours))::int as overdue_tasks,
            min(t.due_date)::text as next_due_date
       from maintenance_tasks t join equipment e on e.id = t.equipment_id and e.company_id = t.company_id
      where t.status in ('pending', 'in_progress') and t.equipment_id is not null
        and ($1::uuid is null or t.company_id = $1) and ($3::uuid[] is null or t.equipment_id = any($3::uuid[]))
      group by t.equipment_id order by min(t.due_date), t.equipment_id limit 5000`,
    [companyId, today, ids],
  );
}
