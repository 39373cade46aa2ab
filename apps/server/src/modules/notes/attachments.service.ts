import { equipmentImageExtensions, noteAttachmentLimits, noteMessages as m, type NoteView } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newFileKey, type FileStorage } from '../../platform/files.ts';
import type { Scope } from '../../platform/scope.ts';
import { checkUpload, type Upload } from '../../platform/uploads.ts';
import { lockNote, noteView, requireNote } from './notes.service.ts';
import * as repo from './notes.repo.ts';

/**
 * A photo or document kept with a note (spec 02 §2 Photo Capture, Document Upload): checked by extension and magic
 * bytes like every upload (platform/uploads.ts), stored under a server-made key, served only through the note.
 */
export async function addAttachment(run: TxRunner, files: FileStorage, scope: Scope, noteId: string, upload: Upload): Promise<NoteView> {
  const isImage = (equipmentImageExtensions as readonly string[]).includes(upload.extension);
  const checked = checkUpload(isImage ? 'images' : 'documents', upload);
  const kind = checked.contentType.startsWith('image/') ? 'photo' : 'document';
  const note = await run((tx) => requireNote(tx, scope, noteId));
  const key = newFileKey(note.company_id, `notes/${noteId}`, checked.ext);
  await files.put(key, upload.data);
  try {
    return await run(async (tx) => {
      const locked = await lockNote(tx, scope, noteId);
      if ((await repo.countAttachments(tx, noteId, locked.company_id)) >= noteAttachmentLimits.maxPerNote) {
        throw new AppError('CONFLICT', `A note keeps at most ${noteAttachmentLimits.maxPerNote} files.`);
      }
      await repo.insertAttachment(tx, {
        companyId: locked.company_id,
        noteId,
        kind,
        fileKey: key,
        fileName: upload.fileName,
        contentType: checked.contentType,
        byteSize: upload.data.length,
        createdBy: scope.actorId,
      });
      return noteView(tx, scope, noteId);
    });
  } catch (err) {
    await files.remove(key);
    throw err;
  }
}

export async function readAttachment(run: TxRunner, files: FileStorage, scope: Scope, noteId: string, attachmentId: string) {
  const row = await run(async (tx) => {
    const note = await requireNote(tx, scope, noteId);
    return repo.findAttachment(tx, noteId, attachmentId, note.company_id);
  });
  if (!row) throw notFound(m.attachmentNotFound);
  const data = await files.get(row.file_key);
  if (!data) throw notFound(m.attachmentNotFound);
  return { data, contentType: row.content_type, fileName: row.file_name };
}

export async function removeAttachment(run: TxRunner, files: FileStorage, scope: Scope, noteId: string, attachmentId: string) {
  const key = await run(async (tx) => {
    const note = await lockNote(tx, scope, noteId);
    const row = await repo.findAttachment(tx, noteId, attachmentId, note.company_id);
    if (!row) throw notFound(m.attachmentNotFound);
    await repo.deleteAttachment(tx, attachmentId, note.company_id);
    return row.file_key;
  });
  await files.remove(key);
  return run((tx) => noteView(tx, scope, noteId));
}
