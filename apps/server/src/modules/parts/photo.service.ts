import type { TxRunner } from '../../db/runner.ts';
import { notFound } from '../../platform/errors.ts';
import { newFileKey, type FileStorage } from '../../platform/files.ts';
import type { Scope } from '../../platform/scope.ts';
import { checkUpload } from '../../platform/uploads.ts';
import type { Upload } from '../../platform/uploads.ts';
import { toPart } from './parts.mapper.ts';
import * as repo from './parts.repo.ts';
import { requireLivePart, requirePartRow } from './parts.service.ts';

/** A part's photo (spec 02 §7 parts photo upload): checked by extension and bytes, stored under a server-made key. */
export async function setPhoto(run: TxRunner, files: FileStorage, scope: Scope, partId: string, upload: Upload) {
  const checked = checkUpload('images', upload);
  const part = await run((tx) => requireLivePart(tx, scope, partId));
  const key = newFileKey(part.company_id, `parts/${partId}`, checked.ext);
  await files.put(key, upload.data);
  let previous: string | null = null;
  try {
    const row = await run(async (tx) => {
      const current = await requireLivePart(tx, scope, partId);
      previous = current.photo_key;
      await repo.updatePart(tx, partId, current.company_id, { photoKey: key, photoContentType: checked.contentType });
      return (await repo.findPart(tx, partId, current.company_id))!;
    });
    if (previous) await files.remove(previous);
    return toPart(row);
  } catch (err) {
    await files.remove(key);
    throw err;
  }
}

export async function readPhoto(run: TxRunner, files: FileStorage, scope: Scope, partId: string) {
  const part = await run((tx) => requirePartRow(tx, scope, partId));
  if (!part.photo_key) throw notFound('This part has no photo');
  const data = await files.get(part.photo_key);
  if (!data) throw notFound('This part has no photo');
  const ext = part.photo_key.split('.').pop();
  return { data, contentType: part.photo_content_type ?? 'application/octet-stream', fileName: `${part.part_number}.${ext}` };
}

export async function removePhoto(run: TxRunner, files: FileStorage, scope: Scope, partId: string): Promise<void> {
  const key = await run(async (tx) => {
    const part = await requireLivePart(tx, scope, partId);
    if (!part.photo_key) throw notFound('This part has no photo');
    await repo.updatePart(tx, partId, part.company_id, { photoKey: null, photoContentType: null });
    return part.photo_key;
  });
  await files.remove(key);
}
