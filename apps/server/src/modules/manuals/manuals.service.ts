import path from 'node:path';
import { equipmentMessages, manualExtensions, manualMessages as m, type ManualFormat, type ManualView } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files.ts';
import { enqueueJob } from '../../platform/jobs/jobs.repo.ts';
import type { Scope } from '../../platform/scope.ts';
import type { Upload } from '../../platform/uploads.ts';
import { addEquipmentFile } from '../equipment/index.ts';
import * as repo from './manuals.repo.ts';

/** The queue of the indexing job (index.job.ts): one job per manual and request. */
export const indexQueue = 'manuals.index';

export function formatOf(contentType: string): ManualFormat {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('application/vnd.openxmlformats')) return 'docx';
  return 'txt';
}

export const manualFileUrl = (equipmentId: string, documentId: string) => `/api/equipment/${equipmentId}/documents/${documentId}/file`;

export function toManualView(row: repo.ManualRow): ManualView {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    fileName: row.file_name,
    contentType: row.content_type,
    format: formatOf(row.content_type),
    size: row.byte_size,
    url: manualFileUrl(row.equipment_id, row.id),
    status: row.extraction_status,
    error: row.error_message,
    pageCount: row.embedding_count ?? 0,
    ocrPageCount: row.ocr_page_count ?? 0,
    indexedAt: row.indexed_at ? new Date(row.indexed_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The machine, if the caller can see it; 404 otherwise (another company's id included). */
export async function requireMachine(tx: Sql, scope: Scope, equipmentId: string) {
  const machine = await repo.findEquipment(tx, equipmentId, scope.companyId);
  if (!machine) throw notFound(equipmentMessages.notFound);
  return machine;
}

/**
 * Marks the manuals pending and adds one indexing job each, in the caller's transaction: the jobs run only if it
 * commits. The job carries the request time, so a job overtaken by a newer reindex of the same manual does nothing.
 */
async function queueIndexing(tx: Sql, scope: Scope | null, manuals: repo.ManualRow[]): Promise<void> {
  const marked = await repo.markPending(
    tx,
    manuals.map((d) => ({ id: d.id, companyId: d.company_id, equipmentId: d.equipment_id, fileName: d.file_name })),
    scope?.actorId ?? null,
  );
  const companyOf = new Map(manuals.map((d) => [d.id, d.company_id]));
  for (const row of marked) {
    const requestedAt = new Date(row.requested_at).toISOString();
    await enqueueJob(tx, {
      queue: indexQueue,
      key: `${row.document_id}@${requestedAt}`,
      payload: { documentId: row.document_id, requestedAt },
      companyId: companyOf.get(row.document_id)!,
      // A bad file fails the same way each time (the job records that as the manual's error); retries are for
      // the database or storage being away.
      maxAttempts: 3,
      backoffSeconds: 20,
      // OCR of a long scan takes a while; the worker's heartbeat extends the lease as long as it runs.
      leaseSeconds: 120,
    });
  }
}

/**
 * Upload a manual (issue 18 item 2): a .pdf, .docx or .txt checked by name and bytes like every document (spec 02 §5),
 * stored as one of the machine's documents, then queued for indexing (pending).
 */
export async function uploadManual(
  run: TxRunner,
  files: FileStorage,
  scope: Scope,
  equipmentId: string,
  upload: Upload,
): Promise<ManualView> {
  if (!(manualExtensions as readonly string[]).includes(path.extname(upload.fileName).toLowerCase())) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.manualTypes);
  }
  const document = await addEquipmentFile(run, files, scope, 'documents', equipmentId, upload);
  return run(async (tx) => {
    const row = await repo.findManual(tx, document.id, scope.companyId);
    if (!row) throw notFound(m.manualNotFound);
    await queueIndexing(tx, scope, [row]);
    return toManualView((await repo.findManual(tx, document.id, scope.companyId))!);
  });
}

export async function listManuals(tx: Sql, scope: Scope, equipmentId: string): Promise<ManualView[]> {
  const machine = await requireMachine(tx, scope, equipmentId);
  return (await repo.listManuals(tx, equipmentId, machine.company_id)).map(toManualView);
}

/**
 * Reprocess one manual or all of a machine's (spec 02 §7 manual-reprocess): each goes back to pending and is indexed
 * again by the job. Documents uploaded before manuals were searchable are indexed for the first time the same way.
 */
export async function reprocessManuals(
  tx: Sql,
  scope: Scope,
  equipmentId: string,
  documentId: string | undefined,
): Promise<{ queued: number; manuals: ManualView[] }> {
  const machine = await requireMachine(tx, scope, equipmentId);
  if (machine.archived_at) throw new AppError('CONFLICT', equipmentMessages.archived);
  const all = await repo.listManuals(tx, equipmentId, machine.company_id);
  const chosen = documentId ? all.filter((d) => d.id === documentId) : all;
  if (documentId && chosen.length === 0) throw notFound(m.manualNotFound);
  await queueIndexing(tx, scope, chosen);
  const manuals = (await repo.listManuals(tx, equipmentId, machine.company_id)).map(toManualView);
  return { queued: chosen.length, manuals };
}

/** One page's extracted text: what the viewer shows for Word and text manuals, which the browser cannot draw. */
export async function readManualPage(tx: Sql, scope: Scope, equipmentId: string, documentId: string, page: number) {
  await requireMachine(tx, scope, equipmentId);
  const manual = await repo.findManual(tx, documentId, scope.companyId);
  if (!manual || manual.equipment_id !== equipmentId) throw notFound(m.manualNotFound);
  const row = await repo.findPage(tx, documentId, page, scope.companyId);
  if (!row) throw notFound('Page not found');
  return { page, pageCount: row.page_count, text: row.body, isOcr: row.is_ocr };
}
