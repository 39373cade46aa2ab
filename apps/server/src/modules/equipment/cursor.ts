import { AppError } from '../../platform/errors.ts';

/** Keyset cursors: the last row's sort key (as the database printed it) and id, opaque to clients. */
export function encodeCursor(sortKey: string, id: string): string {
  return Buffer.from(JSON.stringify([sortKey, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { sortKey: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string'
      && /^[0-9a-f-]{36}$/i.test(value[1]) && value[0].length <= 300) {
      return { sortKey: value[0], id: value[1] };
    }
  } catch {
    // falls through
  }
  throw new AppError('VALIDATION', 'Invalid cursor.');
}
