import type { Sql } from '../../db/database.ts';

/** SQL of manuals (migration 0032): documents that can be searched, their index state, pages and the search log. */

/** The content types of the documents that are manuals (the ones checkUpload stores for .pdf, .docx, .txt). */
export const manualContentTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain; charset=utf-8',
];

export type ManualRow = {
  id: string;
  company_id: string;
  equipment_id: string;
  file_key: string;
  file_name: string;
  content_type: string;
  byte_size: number;
  created_at: Date;
  extraction_status: 'pending' | 'indexed' | 'error' | null;
  error_message: string | null;
  embedding_count: number | null;
  ocr_page_count: number | null;
  indexed_at: Date | null;
  requested_at: Date | null;
};

const manualColumns = `d.id, d.company_id, d.equipment_id, d.file_key, d.file_name, d.content_type, d.byte_size, d.created_at,
  i.extraction_status, i.error_message, i.embedding_count, i.ocr_page_count, i.indexed_at, i.requested_at`;

export async function listManuals(tx: Sql, equipmentId: string, companyId: string): Promise<ManualRow[]> {
  return tx.query<ManualRow>(
    `select ${manualColumns}
       from equipment_documents d left join equipment_manual_index i on i.document_id = d.id
      where d.company_id = $2 and d.equipment_id = $1 and d.content_type = any($3::text[])
      order by d.created_at, d.id limit 500`,
    [equipmentId, companyId, manualContentTypes],
  );
}

export async function findManual(tx: Sql, documentId: string, companyId: string | null): Promise<ManualRow | null> {
  const rows = await tx.query<ManualRow>(
    `select ${manualColumns}
       from equipment_documents d left join equipment_manual_index i on i.document_id = d.id
      where d.id = $1 and ($2::uuid is null or d.company_id = $2) and d.content_type = any($3::text[])`,
    [documentId, companyId, manualContentTypes],
  );
  return rows[0] ?? null;
}

/** Marks manuals pending (a new upload, or reindexing: spec 02 §4), returning when each was asked for. */
export async function markPending(
  tx: Sql,
  manuals: { id: string; companyId: string; equipmentId: string; fileName: string }[],
  requestedBy: string | null,
): Promise<{ document_id: string; requested_at: Date }[]> {
  if (manuals.length === 0) return [];
  return tx.query<{ document_id: string; requested_at: Date }>(
    // Milliseconds: the time travels in the job's payload as a JavaScript date and is compared back (lockPendingIndex).
    `insert into equipment_manual_index (document_id, company_id, equipment_id, file_name, requested_by, requested_at)
     select u.*, $5::uuid, date_trunc('milliseconds', clock_timestamp()) from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[]) u
     on conflict (document_id) do update
        set extraction_status = 'pending', error_message = null, requested_at = date_trunc('milliseconds', clock_timestamp()),
            requested_by = $5,
            file_name = excluded.file_name
     returning document_id, requested_at`,
    [
      manuals.map((m) => m.id),
      manuals.map((m) => m.companyId),
      manuals.map((m) => m.equipmentId),
      manuals.map((m) => m.fileName),
      requestedBy,
    ],
  );
}

/** The index row of a job's manual, locked, if it is still the request the job was made for. */
export async function lockPendingIndex(tx: Sql, documentId: string, requestedAt: string): Promise<{ company_id: string } | null> {
  const rows = await tx.query<{ company_id: string }>(
    `select company_id from equipment_manual_index
      where document_id = $1 and extraction_status = 'pending' and requested_at = $2::timestamptz for update`,
    [documentId, requestedAt],
  );
  return rows[0] ?? null;
}

/** Replaces the manual's pages with the extracted ones (one statement) and marks it indexed. */
export async function storePages(
  tx: Sql,
  index: { documentId: string; companyId: string; equipmentId: string },
  pages: { page: number; text: string; ocr: boolean }[],
): Promise<void> {
  await tx.query('delete from equipment_manual_pages where document_id = $1', [index.documentId]);
  await tx.query(
    `insert into equipment_manual_pages (document_id, company_id, equipment_id, page_number, body, is_ocr)
     select $1, $2, $3, p.page, p.body, p.ocr from unnest($4::int[], $5::text[], $6::boolean[]) as p(page, body, ocr)`,
    [index.documentId, index.companyId, index.equipmentId, pages.map((p) => p.page), pages.map((p) => p.text), pages.map((p) => p.ocr)],
  );
  await tx.query(
    `update equipment_manual_index set extraction_status = 'indexed', error_message = null, indexed_at = now(),
            embedding_count = $2, ocr_page_count = $3
      where document_id = $1`,
    [index.documentId, pages.filter((p) => p.text.length > 0).length, pages.filter((p) => p.ocr).length],
  );
}

export async function markError(tx: Sql, documentId: string, message: string): Promise<void> {
  await tx.query('delete from equipment_manual_pages where document_id = $1', [documentId]);
  await tx.query(
    `update equipment_manual_index set extraction_status = 'error', error_message = $2, indexed_at = now(), embedding_count = 0,
            ocr_page_count = 0
      where document_id = $1`,
    [documentId, message.slice(0, 500)],
  );
}

export type SearchHitRow = {
  document_id: string;
  equipment_id: string;
  page_number: number;
  rank: number;
  matched_terms: number;
  query_terms: number;
  snippet: string;
  file_name: string;
  content_type: string;
  equipment_name: string;
};

/** The ranked pages (manual_search_pages, 0032), with their file and machine names read under RLS. */
export async function searchPages(
  tx: Sql,
  q: { companyId: string | null; equipmentId: string | null; text: string; limit: number },
): Promise<SearchHitRow[]> {
  return tx.query<SearchHitRow>(
    `select h.document_id, h.equipment_id, h.page_number, h.rank, h.matched_terms, h.query_terms, h.snippet,
            d.file_name, d.content_type, e.name as equipment_name
       from manual_search_pages($1, $2, $3, $4) h
       join equipment_documents d on d.id = h.document_id
       join equipment e on e.id = h.equipment_id
      order by h.rank desc, h.document_id, h.page_number`,
    [q.companyId, q.equipmentId, q.text, q.limit],
  );
}

/** The query's words as the search matches them (stemmed lexemes), for the viewer to highlight by prefix. */
export async function queryLexemes(tx: Sql, text: string): Promise<string[]> {
  const rows = await tx.query<{ lexemes: string[] }>(`select coalesce(tsvector_to_array(to_tsvector('english', $1)), '{}') as lexemes`, [
    text,
  ]);
  return rows[0]?.lexemes ?? [];
}

export async function insertSearchLog(
  tx: Sql,
  log: { companyId: string; equipmentId: string | null; query: string; userId: string | null; resultCount: number },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into manual_search_logs (company_id, equipment_id, search_query, user_id, result_count)
     values ($1, $2, $3, $4, $5) returning id`,
    [log.companyId, log.equipmentId, log.query, log.userId, log.resultCount],
  );
  return rows[0]!.id;
}

/** spec 02 §7: the search's log row gets the opened result and whether a quote was requested from it. */
export async function updateSearchLog(
  tx: Sql,
  id: string,
  companyId: string | null,
  change: { resultIndex?: number; quoteRequested?: boolean },
): Promise<boolean> {
  const rows = await tx.query(
    `update manual_search_logs
        set selected_result_index = coalesce($3, selected_result_index), quote_requested = quote_requested or $4
      where id = $1 and ($2::uuid is null or company_id = $2) returning id`,
    [id, companyId, change.resultIndex ?? null, change.quoteRequested ?? false],
  );
  return rows.length > 0;
}

export async function findPage(
  tx: Sql,
  documentId: string,
  page: number,
  companyId: string | null,
): Promise<{ body: string; is_ocr: boolean; page_count: number } | null> {
  const rows = await tx.query<{ body: string; is_ocr: boolean; page_count: number }>(
    `select p.body, p.is_ocr, i.embedding_count as page_count
       from equipment_manual_pages p join equipment_manual_index i on i.document_id = p.document_id
      where p.document_id = $1 and p.page_number = $2 and ($3::uuid is null or p.company_id = $3)`,
    [documentId, page, companyId],
  );
  return rows[0] ?? null;
}

/** The machine a manual search or upload is about, if the caller can see it (RLS) and it is live. */
export async function findEquipment(
  tx: Sql,
  id: string,
  companyId: string | null,
): Promise<{ id: string; company_id: string; name: string; equipment_type: string | null; archived_at: Date | null } | null> {
  const rows = await tx.query<{ id: string; company_id: string; name: string; equipment_type: string | null; archived_at: Date | null }>(
    'select id, company_id, name, equipment_type, archived_at from equipment where id = $1 and ($2::uuid is null or company_id = $2)',
    [id, companyId],
  );
  return rows[0] ?? null;
}
