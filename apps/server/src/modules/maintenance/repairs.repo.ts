import type { Sql } from '../../db/database.ts';

export type RepairRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  equipment_name: string;
  equipment_model: string | null;
  equipment_serial: string | null;
  maintenance_task_id: string | null;
  task_number: string | null;
  task_title: string | null;
  description: string;
  quote_amount: string | null;
  assigned_mechanic_id: string | null;
  mechanic_name: string | null;
  status: string;
  submitted_by: string | null;
  approved_by: string | null;
  approved_at: Date | null;
  approval_comment: string | null;
  declined_by: string | null;
  declined_at: Date | null;
  decline_comment: string | null;
  completed_by: string | null;
  completed_at: Date | null;
  completion_comment: string | null;
  created_at: Date;
  updated_at: Date;
};

const repairSelect = `select r.id, r.company_id, r.equipment_id, e.name as equipment_name, e.model as equipment_model,
    e.serial as equipment_serial, r.maintenance_task_id, t.task_number, t.title as task_title, r.description,
    r.quote_amount::text as quote_amount, r.assigned_mechanic_id, m.name as mechanic_name, r.status, r.submitted_by,
    r.approved_by, r.approved_at, r.approval_comment, r.declined_by, r.declined_at, r.decline_comment, r.completed_by,
    r.completed_at, r.completion_comment, r.created_at, r.updated_at
  from repairs r
  join equipment e on e.id = r.equipment_id and e.company_id = r.company_id
  left join maintenance_tasks t on t.id = r.maintenance_task_id and t.company_id = r.company_id
  left join users m on m.id = r.assigned_mechanic_id`;

export async function findRepair(tx: Sql, id: string, companyId: string | null): Promise<RepairRow | null> {
  const rows = await tx.query<RepairRow>(`${repairSelect} where r.id = $1 and ($2::uuid is null or r.company_id = $2)`, [id, companyId]);
  return rows[0] ?? null;
}

/** Locks a repair for a transition. */
export async function lockRepair(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; status: string; equipment_id: string } | null> {
  const rows = await tx.query<{ id: string; company_id: string; status: string; equipment_id: string }>(
    'select id, company_id, status, equipment_id from repairs where id = $1 and ($2::uuid is null or company_id = $2) for update',
    [id, companyId],
  );
  return rows[0] ?? null;
}

export type RepairFilter = { companyId: string | null; status?: string; equipmentId?: string; taskId?: string };

/** spec 02 §7: with optional filters status, asset and task; newest first. */
export async function listRepairs(tx: Sql, f: RepairFilter, limit: number): Promise<RepairRow[]> {
  return tx.query<RepairRow>(
    `${repairSelect}
      where ($1::uuid is null or r.company_id = $1) and ($2::text is null or r.status = $2)
        and ($3::uuid is null or r.equipment_id = $3) and ($4::uuid is null or r.maintenance_task_id = $4)
      order by r.created_at desc, r.id desc limit $5`,
    [f.companyId, f.status ?? null, f.equipmentId ?? null, f.taskId ?? null, limit],
  );
}

export type NewRepair = {
  companyId: string;
  equipmentId: string;
  taskId: string | null;
  description: string;
  quoteAmount: number | null;
  mechanicId: string | null;
  submittedBy: string;
};

export async function insertRepair(tx: Sql, r: NewRepair): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into repairs (company_id, equipment_id, maintenance_task_id, description, quote_amount, assigned_mechanic_id, submitted_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [r.companyId, r.equipmentId, r.taskId, r.description, r.quoteAmount, r.mechanicId, r.submittedBy],
  );
  return rows[0]!.id;
}

/** The columns each transition writes: who, when, the comment, and (approve) the mechanic. */
export async function applyTransition(
  tx: Sql,
  id: string,
  companyId: string,
  t: { status: string; action: 'approve' | 'decline' | 'complete'; actorId: string; comment: string | null; mechanicId?: string | null },
): Promise<void> {
  const columns = {
    approve: ['approved_by', 'approved_at', 'approval_comment'],
    decline: ['declined_by', 'declined_at', 'decline_comment'],
    complete: ['completed_by', 'completed_at', 'completion_comment'],
  }[t.action];
  const mechanic = t.action === 'approve' && t.mechanicId ? ', assigned_mechanic_id = $6' : '';
  await tx.query(
    `update repairs set status = $3, ${columns[0]} = $4, ${columns[1]} = now(), ${columns[2]} = $5${mechanic}, updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, t.status, t.actorId, t.comment, ...(mechanic ? [t.mechanicId] : [])],
  );
}

export type RepairCountsRow = { status: string; n: number };

export async function countRepairs(tx: Sql, companyId: string | null, equipmentId: string | null): Promise<RepairCountsRow[]> {
  return tx.query<RepairCountsRow>(
    `select status, count(*)::int as n from repairs where ($1::uuid is null or company_id = $1) and ($2::uuid is null or equipment_id = $2)
      group by status`,
    [companyId, equipmentId],
  );
}

export type AttachmentRow = {
  id: string;
  repair_id: string;
  company_id: string;
  file_key: string;
  file_name: string;
  content_type: string;
  byte_size: number;
  created_at: Date;
};

export async function insertAttachment(
  tx: Sql,
  a: { companyId: string; repairId: string; fileKey: string; fileName: string; contentType: string; size: number; uploadedBy: string },
): Promise<AttachmentRow> {
  const rows = await tx.query<AttachmentRow>(
    `insert into repair_attachments (company_id, repair_id, file_key, file_name, content_type, byte_size, uploaded_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id, repair_id, company_id, file_key, file_name, content_type, byte_size, created_at`,
    [a.companyId, a.repairId, a.fileKey, a.fileName, a.contentType, a.size, a.uploadedBy],
  );
  return rows[0]!;
}

export async function listAttachments(tx: Sql, repairIds: string[]): Promise<AttachmentRow[]> {
  if (repairIds.length === 0) return [];
  return tx.query<AttachmentRow>(
    `select id, repair_id, company_id, file_key, file_name, content_type, byte_size, created_at from repair_attachments
      where repair_id = any($1::uuid[]) order by created_at, id`,
    [repairIds],
  );
}

export async function findAttachment(tx: Sql, repairId: string, fileId: string, companyId: string | null): Promise<AttachmentRow | null> {
  const rows = await tx.query<AttachmentRow>(
    `select id, repair_id, company_id, file_key, file_name, content_type, byte_size, created_at from repair_attachments
      where id = $1 and repair_id = $2 and ($3::uuid is null or company_id = $3)`,
    [fileId, repairId, companyId],
  );
  return rows[0] ?? null;
}

export async function deleteAttachment(tx: Sql, repairId: string, fileId: string, companyId: string | null): Promise<string | null> {
  const rows = await tx.query<{ file_key: string }>(
    'delete from repair_attachments where id = $1 and repair_id = $2 and ($3::uuid is null or company_id = $3) returning file_key',
    [fileId, repairId, companyId],
  );
  return rows[0]?.file_key ?? null;
}

/** A person's display name for a notice; null when not visible to the caller. */
export async function findUserName(tx: Sql, id: string): Promise<string | null> {
  const rows = await tx.query<{ name: string }>('select name from users where id = $1', [id]);
  return rows[0]?.name ?? null;
}
