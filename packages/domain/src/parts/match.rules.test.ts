import { describe, expect, it } from 'vitest';
import { partNumberCandidates, rankPartMatches, type CataloguePart } from './match.rules.ts';

const catalogue: CataloguePart[] = [
  { id: 'a', partName: 'Hydraulic Filter', partNumber: '1R-0750', manufacturer: 'Caterpillar' },
  { id: 'b', partName: 'Engine Oil Filter', partNumber: '7W-2326', manufacturer: 'Caterpillar' },
  { id: 'c', partName: 'Track Shoe Bolt', partNumber: 'TSB-5510', manufacturer: null },
  { id: 'd', partName: 'Air Filter Element', partNumber: 'AF25436', manufacturer: 'Fleetguard' },
];

describe('partNumberCandidates', () => {
  it('keeps number-like tokens and drops plain words', () => {
    expect(partNumberCandidates('HYDRAULIC FILTER\nPART NO: 1R-0750 (qty 2)\nLOT 12')).toEqual(['1R-0750']);
    expect(partNumberCandidates('P/N:AF25436, S/N 99812')).toEqual(['AF25436', '99812']);
  });
});

describe('rankPartMatches', () => {
  it.each<[string, string, Array<{ partId: string; score: number; matchedOn: string }>]>([
    ['exact part number', 'HYDRAULIC FILTER\nPART NO. 1R-0750', [{ partId: 'a', score: 1, matchedOn: 'part_number' }]],
    ['OCR look-alikes folded (O for 0, I for 1)', 'PART NO IR-O750', [{ partId: 'a', score: 0.9, matchedOn: 'part_number' }]],
    ['one character off', 'AF25437', [{ partId: 'd', score: 0.75, matchedOn: 'part_number' }]],
    // "filter" alone is one word of three in Engine Oil Filter and Air Filter Element (0.27): below the 0.3 floor.
    ['name words only', 'engine oil filter', [{ partId: 'b', score: 0.8, matchedOn: 'name' }, { partId: 'a', score: 0.4, matchedOn: 'name' }]],
    ['a misread name word', 'HYDRAULlC FILTER', [{ partId: 'a', score: 0.72, matchedOn: 'name' }]],
    ['nothing relevant', 'WARNING HIGH VOLTAGE', []],
  ])('%s', (_, text, expected) => {
    expect(rankPartMatches(text, catalogue).map(({ partId, score, matchedOn }) => ({ partId, score, matchedOn }))).toEqual(expected);
  });

  it('returns at most five', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, partName: 'Filter', partNumber: `X-${i}00`, manufacturer: null }));
    expect(rankPartMatches('FILTER', many)).toHaveLength(5);
  });
});
