import { describe, expect, it } from 'vitest';
import { countOf, withArticle } from './words.rules.ts';

describe('countOf: a number with its noun, singular for exactly one', () => {
  it.each<[number, string, string | undefined, string]>([
    [0, 'row', undefined, '0 rows'],
    [1, 'row', undefined, '1 row'],
    [2, 'row', undefined, '2 rows'],
    [1, 'more item', undefined, '1 more item'],
    [3, 'more item', undefined, '3 more items'],
    [1, 'activity record', undefined, '1 activity record'],
    [2, 'entry', 'entries', '2 entries'],
    [1234, 'row', undefined, '1,234 rows'],
  ])('%d %s → %s', (n, one, many, expected) => expect(countOf(n, one, many)).toBe(expected));
});

describe('withArticle: "a" or "an" by the sound of the first letter', () => {
  it.each<[string, string]>([
    ['approved repair request', 'an approved repair request'],
    ['in progress task', 'an in progress task'],
    ['submitted repair request', 'a submitted repair request'],
    ['declined repair request', 'a declined repair request'],
    ['overdue task', 'an overdue task'],
  ])('%s → %s', (words, expected) => expect(withArticle(words)).toBe(expected));
});
