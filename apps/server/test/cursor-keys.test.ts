import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../src/platform/cursor.ts';

const id = '00000000-0000-4000-8000-000000000000';
const forged = (key: string) => encodeCursor(key, id);

/** A forged cursor whose sort key would not cast is a 400 ('Invalid cursor.'), never a database error (500). */
describe('keyset cursor sort keys', () => {
  it.each([
    ['timestamptz', '2026-11-25 10:38:59.123456+00'],
    ['timestamptz', '2024-02-29T00:00:00Z'],
    ['timestamptz', '2026-11-25 10:38:59+05:30'],
    ['date', '2024-02-29'],
    ['integer', '-2019'],
    ['float8', '1200.5'],
    ['float8', '-1'],
    ['numeric', '1234.50'],
    ['text', "anything at all, even 'quotes'"],
  ] as const)('accepts a %s key as the database prints it: %s', (type, key) => {
    expect(decodeCursor(forged(key), type)).toEqual({ sortKey: key, id });
  });

  it.each([
    ['timestamptz', 'not a time'],
    ['timestamptz', '2026-02-30 10:00:00+00'],
    ['timestamptz', '2026-11-25 24:00:00+00'],
    ['date', '2023-02-29'],
    ['date', '2026-11-25T10:00:00Z'],
    ['integer', '1.5'],
    ['integer', '99999999999'],
    ['float8', 'NaN'],
    ['float8', '1e999'],
    ['numeric', '12,5'],
  ] as const)('refuses a %s key that would not cast: %s', (type, key) => {
    expect(() => decodeCursor(forged(key), type)).toThrow('Invalid cursor.');
  });
});
