import { describe, expect, it } from 'vitest';
import { addTag, normalizeTags, removeLastTag, splitTagCell } from './tags.rules.ts';

const ten = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

describe('addTag (spec 02 §5: lowercase, trimmed, no duplicates, at most 10)', () => {
  it.each<[string[], string, string[], string | null]>([
    [[], 'Hydraulic', ['hydraulic'], null],
    [[], '  Night Shift  ', ['night shift'], null],
    [['hydraulic'], 'HYDRAULIC', ['hydraulic'], null],
    [['hydraulic'], '   ', ['hydraulic'], null],
    [['a'], 'b,', ['a', 'b'], null],
    [ten, 'k', ten, 'At most 10 tags'],
    [ten, 'a', ten, null],
    [[], 'x'.repeat(41), [], 'A tag can have at most 40 characters'],
  ])('%j + %j → %j (%s)', (tags, raw, expected, error) => {
    const out = addTag(tags, raw);
    expect(out.tags).toEqual(expected);
    expect(out.error).toBe(error);
  });
});

describe('removeLastTag (Backspace)', () => {
  it.each([
    [['a', 'b'], ['a']],
    [['a'], []],
    [[], []],
  ])('%j → %j', (tags, expected) => expect(removeLastTag(tags)).toEqual(expected));
});

describe('normalizeTags (API and CSV)', () => {
  it.each<[string[], string[], string | null]>([
    [['B', 'a', 'b', ' A '], ['b', 'a'], null],
    [['', '  '], [], null],
    [[...ten, 'k'], ten, 'At most 10 tags'],
    [[...ten, 'A'], ten, null],
    [['ok', 'y'.repeat(41)], ['ok'], 'A tag can have at most 40 characters'],
  ])('%j → %j (%s)', (raw, tags, error) => {
    expect(normalizeTags(raw)).toEqual({ tags, error });
  });
});

describe('splitTagCell', () => {
  it.each([
    ['a, b;c', ['a', ' b', 'c']],
    ['', ['']],
  ])('%j → %j', (cell, parts) => expect(splitTagCell(cell)).toEqual(parts));
});
