import { AppError } from './errors.ts';

/** Keyset cursors: the last row's sort key (as the database printed it) and id, opaque to clients. */
export function encodeCursor(sortKey: string, id: string): string {
  return Buffer.from(JSON.stringify([sortKey, id])).toString('base64url');
}

/** How the database casts a cursor's sort key; a key that would not cast is refused before any query. */
export type SortKeyType = 'text' | 'timestamptz' | 'date' | 'integer' | 'float8' | 'numeric';

export function decodeCursor(cursor: string, keyType: SortKeyType = 'text'): { sortKey: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value[1]) &&
      value[0].length <= 300 &&
      castable(value[0], keyType)
    ) {
      return { sortKey: value[0], id: value[1] };
    }
  } catch {
    // falls through
  }
  throw new AppError('VALIDATION', 'Invalid cursor.');
}

const timestamp = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2}){0,2})?$/;

/** The key as PostgreSQL prints that type (created_at::text, coalesce(year, 0)::text, hours_key::text). */
function castable(key: string, type: SortKeyType): boolean {
  switch (type) {
    case 'text':
      return true;
    case 'integer':
      return /^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) <= 2147483647;
    case 'numeric':
      return /^-?\d{1,30}(\.\d{1,30})?$/.test(key);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(key) && validDay(key);
    case 'float8':
      return /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(key) && Number.isFinite(Number(key));
    case 'timestamptz': {
      const m = timestamp.exec(key);
      if (!m) return false;
      const [h, mi, sec] = m.slice(4, 7).map(Number) as [number, number, number];
      return validDay(key.slice(0, 10)) && h < 24 && mi < 60 && sec < 60;
    }
  }
}

/** YYYY-MM-DD naming a real day. */
function validDay(ymd: string): boolean {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}
