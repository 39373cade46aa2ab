import type { EquipmentDocument, EquipmentImage } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { notFound } from '../../platform/errors.ts';
import { newFileKey, type FileStorage } from '../../platform/files.ts';
import { requireEquipment, requireLiveEquipment } from './equipment.service.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './files.repo.ts';
import { checkUpload, type Upload } from '../../platform/uploads.ts';

export type FileKind = 'images' | 'documents';
const tableOf: Record<FileKind, repo.FileTable> = { images: 'equipment_images', documents: 'equipment_documents' };

export const fileUrlOf = (kind: FileKind, equipmentId: string, fileId: string) => `/api/equipment/${equipmentId}/${kind}/${fileId}/file`;

function toImage(row: repo.StoredFileRow): EquipmentImage {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.byte_size,
    caption: row.caption ?? null,
    url: fileUrlOf('images', row.equipment_id, row.id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toDocument(row: repo.StoredFileRow): EquipmentDocument {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.byte_size,
    manualType: row.manual_type ?? 'document',
    description: row.description ?? null,
    url: fileUrlOf('documents', row.equipment_id, row.id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const viewOf = (kind: FileKind): ((row: repo.StoredFileRow) => EquipmentImage | EquipmentDocument) =>
  kind === 'images' ? toImage : toDocument;

/**
 * Stores an upload for an equipment the caller can see: checked first, written under a
 * server-made key, then recorded; the file is removed again if recording fails.
 */
export async function addFile(run: TxRunner, files: FileStorage, scope: Scope, kind: FileKind, equipmentId: string, upload: Upload) {
  const checked = checkUpload(kind, upload);
  const equipment = await run((tx) => requireLiveEquipment(tx, scope, equipmentId));
  const key = newFileKey(equipment.company_id, `equipment/${equipmentId}/${kind}`, checked.ext);
  const note = (kind === 'images' ? upload.fields.caption : upload.fields.description)?.trim().slice(0, 500) || null;
  await files.put(key, upload.data);
  try {
    const row = await run((tx) =>
      repo.insertStoredFile(tx, tableOf[kind], {
        companyId: equipment.company_id,
        equipmentId,
        fileKey: key,
        fileName: upload.fileName,
        contentType: checked.contentType,
        size: upload.data.length,
        note,
        uploadedBy: scope.actorId,
      }),
    );
    return viewOf(kind)(row);
  } catch (err) {
    await files.remove(key);
    throw err;
  }
}

export async function listFiles(run: TxRunner, scope: Scope, kind: FileKind, equipmentId: string) {
  const rows = await run(async (tx) => {
    const equipment = await requireEquipment(tx, scope, equipmentId);
    return repo.listStoredFiles(tx, tableOf[kind], equipmentId, equipment.company_id);
  });
  return rows.map(viewOf(kind));
}

export async function readFile(run: TxRunner, files: FileStorage, scope: Scope, kind: FileKind, equipmentId: string, fileId: string) {
  const row = await run((tx) => repo.findStoredFile(tx, tableOf[kind], equipmentId, fileId, scope.companyId));
  if (!row) throw notFound();
  const data = await files.get(row.file_key);
  if (!data) throw notFound();
  return { data, contentType: row.content_type, fileName: row.file_name };
}

export async function removeFile(run: TxRunner, files: FileStorage, scope: Scope, kind: FileKind, equipmentId: string, fileId: string) {
  const key = await run(async (tx) => {
    await requireLiveEquipment(tx, scope, equipmentId);
    return repo.deleteStoredFile(tx, tableOf[kind], equipmentId, fileId, scope.companyId);
  });
  if (!key) throw notFound();
  await files.remove(key);
}
