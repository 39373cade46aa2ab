import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { equipmentDocumentExtensions, equipmentImageExtensions, equipmentMessages } from '@gears/domain';
import { AppError } from './errors.ts';
import { contentDisposition, isSafeUploadName, sniffDocument, sniffImage } from './files.ts';
import { assertCleanText } from './text-input.ts';

/**
 * Uploads and downloads shared by every module that stores files (equipment images and documents,
 * repair attachments, part photos, CSV imports): read the one multipart file, check it by name and
 * bytes, and send a stored file back with safe headers.
 */
export type Upload = { data: Buffer; fileName: string; extension: string; fields: Record<string, string> };

/** What an upload must be: an image (PNG, JPEG, WebP) or a document (PDF, Word, text). */
export type UploadKind = 'images' | 'documents';

/** The extension a sniffed kind may arrive with; the name and the bytes must agree. */
const extensionsOf: Record<string, string[]> = {
  png: ['.png'],
  jpg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  txt: ['.txt'],
};

/** Checks extension and magic bytes together; returns the stored extension and content type. */
export function checkUpload(kind: UploadKind, upload: Upload): { ext: string; contentType: string } {
  const allowed: readonly string[] = kind === 'images' ? equipmentImageExtensions : equipmentDocumentExtensions;
  const typesMessage = kind === 'images' ? equipmentMessages.imageTypes : equipmentMessages.documentTypes;
  if (!allowed.includes(upload.extension)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', typesMessage);
  const sniffed = kind === 'images' ? sniffImage(upload.data) : sniffDocument(upload.data);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', typesMessage);
  if (!extensionsOf[sniffed.ext]!.includes(upload.extension))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', equipmentMessages.documentMismatch);
  return sniffed;
}

/**
 * Reads the one file of a multipart request (field "file") into memory, refusing a path in its
 * name and anything over maxBytes. Text fields sent before the file come along in `fields`.
 */
export async function readUpload(req: FastifyRequest, opts: { maxBytes: number; tooLarge: string }): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart form data in the field "file".');
  // preservePath keeps a sent "../x" visible so it can be refused rather than silently trimmed.
  const file = await req.file({ limits: { fileSize: opts.maxBytes, files: 1 }, preservePath: true });
  if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION', 'Attach the file in the field "file".');
  if (!isSafeUploadName(file.filename)) {
    file.file.resume();
    throw new AppError('VALIDATION', equipmentMessages.badFileName);
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', opts.tooLarge);
    throw err;
  }
  if (data.length === 0) throw new AppError('VALIDATION', 'The file is empty.');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
  }
  assertCleanText(fields);
  return { data, fileName: file.filename, extension: path.extname(file.filename).toLowerCase(), fields };
}

/**
 * Reads up to `maxFiles` files of a multipart request (field "files", or "file") into memory, each at most maxBytes,
 * refusing a path in a name. The messages name the file (spec 02 §5 'File Too Large: ... Maximum size is 10MB.').
 * Text fields come along in `fields`; a request with no file gives `noFiles`.
 */
export async function readUploads(
  req: FastifyRequest,
  opts: { maxFiles: number; maxBytes: number; tooMany: string; tooLarge: (fileName: string) => string; noFiles: string },
): Promise<{ files: Upload[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart form data in the field "files".');
  const files: Upload[] = [];
  const fields: Record<string, string> = {};
  // One file over the limit is read (and dropped) so the answer can say which; the sixth file is refused at once.
  const parts = req.parts({ limits: { fileSize: opts.maxBytes, files: opts.maxFiles + 1, fields: 20 }, preservePath: true });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'files' && part.fieldname !== 'file') {
      part.file.resume();
      throw new AppError('VALIDATION', 'Attach the files in the field "files".');
    }
    if (files.length >= opts.maxFiles) {
      part.file.resume();
      throw new AppError('VALIDATION', opts.tooMany);
    }
    if (!isSafeUploadName(part.filename)) {
      part.file.resume();
      throw new AppError('VALIDATION', equipmentMessages.badFileName);
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('PAYLOAD_TOO_LARGE', opts.tooLarge(part.filename));
      throw err;
    }
    if (data.length === 0) throw new AppError('VALIDATION', `The file ${part.filename} is empty.`);
    files.push({ data, fileName: part.filename, extension: path.extname(part.filename).toLowerCase(), fields: {} });
  }
  if (files.length === 0) throw new AppError('VALIDATION', opts.noFiles);
  assertCleanText(fields);
  return { files, fields };
}

/** Sends a stored file: its own content type, a Content-Disposition, and no sniffing by the browser. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; fileName: string },
  download: boolean,
): FastifyReply {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', file.fileName));
  reply.header('X-Content-Type-Options', 'nosniff');
  // Some files keep one URL when replaced (a part's photo): the browser must check back each time.
  reply.header('Cache-Control', 'private, no-cache');
  return reply.send(file.data);
}

/**
 * Streams the one file of a multipart request to a temporary file (constant memory), refusing
 * a path in its name and anything over maxBytes; the caller removes the file when done.
 */
export async function saveUploadToTemp(
  req: FastifyRequest,
  opts: { maxBytes: number; tooLarge: string },
): Promise<{ path: string; fileName: string; extension: string }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart form data in the field "file".');
  const file = await req.file({ limits: { fileSize: opts.maxBytes, files: 1 }, preservePath: true, throwFileSizeLimit: false });
  if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION', 'Attach the file in the field "file".');
  if (!isSafeUploadName(file.filename)) {
    file.file.resume();
    throw new AppError('VALIDATION', equipmentMessages.badFileName);
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'gears-upload-'));
  const target = path.join(dir, 'upload');
  try {
    await pipeline(file.file, fs.createWriteStream(target));
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', opts.tooLarge);
  } catch (err) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { path: target, fileName: file.filename, extension: path.extname(file.filename).toLowerCase() };
}

export async function removeTemp(file: string): Promise<void> {
  await fs.promises.rm(path.dirname(file), { recursive: true, force: true });
}
