import type { LinkedNoteType, NoteLinkOption } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

/** One note as selected below: its author's name, its machine's name and a label for the linked record. */
export type NoteRow = {
  id: string;
  company_id: string;
  created_by: string | null;
  author_name: string | null;
  note_type: string;
  reference_id: string | null;
  reference_label: string | null;
  equipment_id: string | null;
  equipment_name: string | null;
  title: string | null;
  content: string;
  category: string | null;
  priority: string | null;
  tags: string[];
  follow_up_actions: string[];
  extracted_text: string | null;
  analysis_confidence: string | null;
  analysis_source: string | null;
  quote_request_id: string | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * The record each linked note type names (spec 02 §3 reference_id), its table and what it is called — the same words on
 * the note card and in the picker (`r` is the record's alias).
 */
const linkedRecords = {
  equipment: { table: 'equipment', label: 'r.name' },
  maintenance: { table: 'maintenance_tasks', label: `r.task_number || ' · ' || r.title` },
  quote: { table: 'quote_requests', label: `coalesce(r.quote_number, ledger_document_number('QR-', r.number)) || ' · ' || r.title` },
  order: { table: 'sales_orders', label: 'r.number' },
} as const satisfies Record<LinkedNoteType, { table: string; label: string }>;

const referenceLabel = Object.entries(linkedRecords)
  .map(
    ([type, { table, label }]) =>
      `when '${type}' then (select ${label} from ${table} r where r.id = n.reference_id and r.company_id = n.company_id)`,
  )
  .join('\n    ');

const noteColumns = `n.id, n.company_id, n.created_by, u.name as author_name, n.note_type, n.reference_id,
  case n.note_type
    ${referenceLabel}
  end as reference_label,
  n.equipment_id, eq.name as equipment_name, n.title, n.content, n.category, n.priority, n.tags, n.follow_up_actions,
  n.extracted_text, n.analysis_confidence::text as analysis_confidence, n.analysis_source, n.quote_request_id,
  n.created_at, n.updated_at`;
const noteFrom = `notes_v2 n left join users u on u.id = n.created_by
  left join equipment eq on eq.id = n.equipment_id and eq.company_id = n.company_id`;

export type NoteFilter = {
  /** null: every company (a provider admin's all-company view). */
  companyId: string | null;
  /** Set for a viewer who sees only their own notes (spec 02 §6); RLS says the same. */
  authorId: string | null;
  type?: string;
  equipmentId?: string;
  search?: string;
  limit: number;
  offset: number;
};

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listNotes(tx: Sql, f: NoteFilter): Promise<{ rows: NoteRow[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  if (f.companyId) add((p) => `n.company_id = ${p}`, f.companyId);
  if (f.authorId) add((p) => `n.created_by = ${p}`, f.authorId);
  if (f.type) add((p) => `n.note_type = ${p}`, f.type);
  if (f.equipmentId) add((p) => `n.equipment_id = ${p}`, f.equipmentId);
  if (f.search) add((p) => `(coalesce(n.title, '') || ' ' || n.content) ilike ${p}`, like(f.search));
  values.push(f.limit, f.offset);
  const rows = await tx.query<NoteRow & { total: number }>(
    `select ${noteColumns}, count(*) over ()::int as total from ${noteFrom}
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by n.created_at desc, n.id desc limit $${values.length - 1} offset $${values.length}`,
    values,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function findNote(tx: Sql, id: string, companyId: string | null, authorId: string | null): Promise<NoteRow | null> {
  const rows = await tx.query<NoteRow>(
    `select ${noteColumns} from ${noteFrom}
      where n.id = $1 and ($2::uuid is null or n.company_id = $2) and ($3::uuid is null or n.created_by = $3)`,
    [id, companyId, authorId],
  );
  return rows[0] ?? null;
}

/** Locks the note for a change; null when the caller cannot see it. */
export async function lockNote(
  tx: Sql,
  id: string,
  companyId: string | null,
  authorId: string | null,
): Promise<{ id: string; company_id: string; quote_request_id: string | null } | null> {
  const rows = await tx.query<{ id: string; company_id: string; quote_request_id: string | null }>(
    `select id, company_id, quote_request_id from notes_v2
      where id = $1 and ($2::uuid is null or company_id = $2) and ($3::uuid is null or created_by = $3) for update`,
    [id, companyId, authorId],
  );
  return rows[0] ?? null;
}

/** The note's stored fields, as columns (analysis fields null together). */
export type NoteFields = {
  noteType: string;
  referenceId: string | null;
  equipmentId: string | null;
  title: string | null;
  content: string;
  category: string | null;
  priority: string | null;
  tags: string[];
  followUpActions: string[];
  extractedText: string | null;
  analysisConfidence: number | null;
  analysisSource: string | null;
};
const fieldColumns: readonly (readonly [keyof NoteFields, string, string?])[] = [
  ['noteType', 'note_type'],
  ['referenceId', 'reference_id'],
  ['equipmentId', 'equipment_id'],
  ['title', 'title'],
  ['content', 'content'],
  ['category', 'category'],
  ['priority', 'priority'],
  ['tags', 'tags', '::text[]'],
  ['followUpActions', 'follow_up_actions', '::text[]'],
  ['extractedText', 'extracted_text'],
  ['analysisConfidence', 'analysis_confidence'],
  ['analysisSource', 'analysis_source'],
];

export async function insertNote(tx: Sql, o: NoteFields & { companyId: string; createdBy: string }): Promise<string> {
  const columns = fieldColumns.map(([, c]) => c);
  const values = fieldColumns.map(([k]) => o[k]);
  const rows = await tx.query<{ id: string }>(
    `insert into notes_v2 (company_id, created_by, ${columns.join(', ')})
     values ($1, $2, ${fieldColumns.map(([, , cast], i) => `$${i + 3}${cast ?? ''}`).join(', ')}) returning id`,
    [o.companyId, o.createdBy, ...values],
  );
  return rows[0]!.id;
}

export async function updateNote(tx: Sql, id: string, companyId: string, patch: Partial<NoteFields>): Promise<void> {
  const set = fieldColumns.filter(([k]) => patch[k] !== undefined);
  if (set.length === 0) return;
  await tx.query(
    `update notes_v2 set ${set.map(([, c, cast], i) => `${c} = $${i + 3}${cast ?? ''}`).join(', ')}, updated_at = now()
      where id = $1 and company_id = $2`,
    [id, companyId, ...set.map(([k]) => patch[k])],
  );
}

export async function setNoteQuote(tx: Sql, id: string, companyId: string, quoteRequestId: string): Promise<void> {
  await tx.query('update notes_v2 set quote_request_id = $3, updated_at = now() where id = $1 and company_id = $2', [
    id,
    companyId,
    quoteRequestId,
  ]);
}

/** Deletes the note (its attachments' rows go with it); returns the attachments' file keys to remove after commit. */
export async function deleteNote(tx: Sql, id: string, companyId: string): Promise<string[]> {
  const keys = await tx.query<{ file_key: string }>('select file_key from note_attachments where note_id = $1 and company_id = $2', [
    id,
    companyId,
  ]);
  await tx.query('delete from notes_v2 where id = $1 and company_id = $2', [id, companyId]);
  return keys.map((k) => k.file_key);
}

/** Whether the linked record of a note's type exists in the company (spec 02 §3 reference_id). */
export async function referenceExists(tx: Sql, type: LinkedNoteType, id: string, companyId: string) {
  const rows = await tx.query(`select 1 from ${linkedRecords[type].table} where id = $1 and company_id = $2`, [id, companyId]);
  return rows.length > 0;
}

/** What the picker's second line says of each type's record. */
const optionDetail: Record<LinkedNoteType, { detail: string; join: string; where: string; order: string }> = {
  equipment: {
    detail: `nullif(concat_ws(' · ', r.model, case when r.serial is not null then 'SN ' || r.serial end), '')`,
    join: '',
    where: 'r.archived_at is null',
    order: 'r.name, r.id',
  },
  maintenance: {
    detail: `concat_ws(' · ', initcap(replace(r.status, '_', ' ')), 'due ' || to_char(r.due_date, 'YYYY-MM-DD'), e.name)`,
    join: 'left join equipment e on e.id = r.equipment_id and e.company_id = r.company_id',
    where: 'true',
    order: 'r.created_at desc, r.id',
  },
  quote: {
    detail: `concat_ws(' · ', initcap(replace(r.status, '_', ' ')), e.name)`,
    join: 'left join equipment e on e.id = r.equipment_id and e.company_id = r.company_id',
    where: 'r.archived_at is null',
    order: 'r.created_at desc, r.id',
  },
  order: {
    detail: `concat_ws(' · ', to_char(r.order_date, 'YYYY-MM-DD'), initcap(r.status), q.title)`,
    join: 'left join quote_requests q on q.id = r.quote_request_id and q.company_id = r.company_id',
    where: 'true',
    order: 'r.order_date desc, r.id desc',
  },
};

/**
 * The records of the type a note may link (GET /api/notes/link-options), the most recent first, searched in their label;
 * companyId null is a provider admin's all-company view (RLS scopes the rest).
 */
export async function linkOptions(
  tx: Sql,
  o: { type: LinkedNoteType; companyId: string | null; search?: string; limit: number },
): Promise<NoteLinkOption[]> {
  const { table, label } = linkedRecords[o.type];
  const d = optionDetail[o.type];
  return tx.query<NoteLinkOption>(
    `select r.id, ${label} as label, ${d.detail} as detail from ${table} r ${d.join}
      where ${d.where} and ($1::uuid is null or r.company_id = $1) and ($2::text is null or ${label} ilike $2)
      order by ${d.order} limit $3`,
    [o.companyId, o.search ? like(o.search) : null, o.limit],
  );
}

/** A machine of the company that is not archived (a note is written about a machine in use). */
export async function equipmentExists(tx: Sql, id: string, companyId: string): Promise<boolean> {
  const rows = await tx.query('select 1 from equipment where id = $1 and company_id = $2 and archived_at is null', [id, companyId]);
  return rows.length > 0;
}

export type AttachmentRow = {
  id: string;
  note_id: string;
  company_id: string;
  kind: 'photo' | 'document';
  file_key: string;
  file_name: string;
  content_type: string;
  byte_size: number;
  created_at: Date;
};

export async function attachmentsOf(tx: Sql, noteIds: string[]): Promise<AttachmentRow[]> {
  if (noteIds.length === 0) return [];
  return tx.query<AttachmentRow>(
    `select id, note_id, company_id, kind, file_key, file_name, content_type, byte_size, created_at from note_attachments
      where note_id = any($1::uuid[]) order by created_at, id`,
    [noteIds],
  );
}

export async function countAttachments(tx: Sql, noteId: string, companyId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>('select count(*)::int as n from note_attachments where note_id = $1 and company_id = $2', [
    noteId,
    companyId,
  ]);
  return rows[0]!.n;
}

export async function insertAttachment(
  tx: Sql,
  o: {
    companyId: string;
    noteId: string;
    kind: string;
    fileKey: string;
    fileName: string;
    contentType: string;
    byteSize: number;
    createdBy: string;
  },
): Promise<void> {
  await tx.query(
    `insert into note_attachments (company_id, note_id, kind, file_key, file_name, content_type, byte_size, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [o.companyId, o.noteId, o.kind, o.fileKey, o.fileName, o.contentType, o.byteSize, o.createdBy],
  );
}

export async function findAttachment(tx: Sql, noteId: string, attachmentId: string, companyId: string): Promise<AttachmentRow | null> {
  const rows = await tx.query<AttachmentRow>(
    `select id, note_id, company_id, kind, file_key, file_name, content_type, byte_size, created_at from note_attachments
      where id = $1 and note_id = $2 and company_id = $3`,
    [attachmentId, noteId, companyId],
  );
  return rows[0] ?? null;
}

export async function deleteAttachment(tx: Sql, attachmentId: string, companyId: string): Promise<void> {
  await tx.query('delete from note_attachments where id = $1 and company_id = $2', [attachmentId, companyId]);
}

export type NoteSearchRow = { id: string; title: string | null; content: string; note_type: string; equipment_name: string | null };

/** A note's fields a search result shows, under RLS. */
export async function noteSearchRows(tx: Sql, ids: string[]): Promise<NoteSearchRow[]> {
  return tx.query<NoteSearchRow>(
    `select n.id, n.title, n.content, n.note_type, e.name as equipment_name from notes_v2 n
       left join equipment e on e.id = n.equipment_id and e.company_id = n.company_id where n.id = any($1::uuid[])`,
    [ids],
  );
}
