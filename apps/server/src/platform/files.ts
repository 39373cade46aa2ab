import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AppError } from './errors.ts';

/** Where uploaded files live (DESIGN §2): local disk by default; keys are always made by the server. */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9/_-]+(\.[a-z0-9]+)?$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export type ImageKind = { ext: 'png' | 'jpg' | 'webp'; contentType: string };

/** Checks an image by its first bytes, not its name. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (data.length > 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}

export const contentTypeOfKey = (key: string) =>
  key.endsWith('.png')
    ? 'image/png'
    : key.endsWith('.jpg')
      ? 'image/jpeg'
      : key.endsWith('.webp')
        ? 'image/webp'
        : 'application/octet-stream';

export function newFileKey(companyId: string, folder: string, ext: string): string {
  return `${companyId}/${folder}/${randomUUID()}.${ext}`;
}

export function requireImage(data: Buffer, maxBytes: number): ImageKind {
  if (data.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `Image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  const kind = sniffImage(data);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PNG, JPEG or WebP image.');
  return kind;
}

export type DocumentKind = { ext: 'pdf' | 'doc' | 'docx' | 'txt' | 'png' | 'jpg'; contentType: string };

const oleHeader = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Checks a document by its bytes: PDF, Word 97-2003 (OLE2), Word OOXML (a zip holding word/), UTF-8 text, PNG, JPEG. */
export function sniffDocument(data: Buffer): DocumentKind | null {
  if (data.length === 0) return null;
  const image = sniffImage(data);
  if (image?.ext === 'png') return { ext: 'png', contentType: 'image/png' };
  if (image?.ext === 'jpg') return { ext: 'jpg', contentType: 'image/jpeg' };
  if (image) return null;
  if (data.subarray(0, 1024).includes('%PDF-')) return { ext: 'pdf', contentType: 'application/pdf' };
  if (data.length > 8 && data.subarray(0, 8).equals(oleHeader)) return { ext: 'doc', contentType: 'application/msword' };
  if (data.length > 4 && data.readUInt32BE(0) === 0x504b0304) {
    if (data.includes('[Content_Types].xml') && data.includes('word/')) {
      return { ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    }
    return null;
  }
  if (data.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  return { ext: 'txt', contentType: 'text/plain; charset=utf-8' };
}

/** An uploaded file's name is only displayed, never used as a path; names carrying a path or control characters are refused. */
export function isSafeUploadName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !/[/\\\u0000-\u001f\u007f]/.test(name) && !/^\.+$/.test(name);
}

/** A Content-Disposition header with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]+/g, '_') || 'file';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
