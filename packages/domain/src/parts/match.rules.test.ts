import { describe, expect, it } from 'vitest';
import { confidentMatchScore, partNumberCandidates, rankPartMatches, type CataloguePart } from './match.rules.ts';

const catalogue: CataloguePart[] = [
  { id: 'a', partName: 'Hydraulic Filter', partNumber: '1R-0750', manufacturer: 'Caterpillar' },
  { id: 'b', partName: 'Engine Oil Filter', partNumber: '7W-2326', manufacturer: 'Caterpillar' },
  { id: 'c', partName: 'Track Shoe Bolt', partNumber: 'TSB-5510', manufacturer: null },
  { id: 'd', partName: 'Air Filter Element', partNumber: 'AF25436', manufacturer: 'Fleetguard' },
  { id: 'e', partName: 'Alternator 14V 150A', partNumber: '0-124-555-009', manufacturer: 'Bosch' },
];

describe('partNumberCandidates', () => {
  it('keeps number-like tokens and drops plain words', () => {
    expect(partNumberCandidates('HYDRAULIC FILTER\nPART NO: 1R-0750 (qty 2)\nLOT 12')).toEqual(['1R-0750']);
    expect(partNumberCandidates('P/N:AF25436, S/N 99812')).toEqual(['AF25436', '99812']);
  });

  it('reads a number printed in groups as one, where it stands on its line', () => {
    expect(partNumberCandidates('BOSCH\n0 124 555 009\nAlternator 14V 150A')).toEqual(['0 124 555 009', '14V 150A', '150A']);
    expect(partNumberCandidates('Part No. 1R 0750 qty 2')).toEqual(['1R 0750', '0750']);
    // Short groups of debris are not a number.
    expect(partNumberCandidates('— 1 —\n0 0 1 1 ;')).toEqual([]);
  });
});

describe('rankPartMatches', () => {
  it.each<[string, string, Array<{ partId: string; score: number; matchedOn: string }>]>([
    ['exact part number', 'HYDRAULIC FILTER\nPART NO. 1R-0750', [{ partId: 'a', score: 1, matchedOn: 'part_number' }]],
    ['OCR look-alikes folded (O for 0, I for 1)', 'PART NO IR-O750', [{ partId: 'a', score: 0.9, matchedOn: 'part_number' }]],
    ['one character off', 'AF25437', [{ partId: 'd', score: 0.75, matchedOn: 'part_number' }]],
    [
      'a number printed in groups of digits',
      'BOSCH\n0 124 555 009\nAlternator 14V 150A',
      [{ partId: 'e', score: 1, matchedOn: 'part_number' }],
    ],
    ['a number printed with dots', 'P/N: 0.124.555.009', [{ partId: 'e', score: 1, matchedOn: 'part_number' }]],
    ['a number printed with a space for its dash', 'PART NO 1R 0750', [{ partId: 'a', score: 1, matchedOn: 'part_number' }]],
    // Hydraulic Filter shares one word of two (0.4): not enough to call it a match.
    ['name words only', 'engine oil filter', [{ partId: 'b', score: 0.8, matchedOn: 'name' }]],
    // Two of Engine Oil Filter's three words (0.53) is a guess, not a match: a part not in the catalogue gets none.
    ['a part that is not in the catalogue', 'FUEL FILTER\nOIL AND WATER SEPARATOR\nFS1280', []],
    ['a misread name word', 'HYDRAULlC FILTER', [{ partId: 'a', score: 0.72, matchedOn: 'name' }]],
    ['nothing relevant', 'WARNING HIGH VOLTAGE', []],
  ])('%s', (_, text, expected) => {
    expect(rankPartMatches(text, catalogue).map(({ partId, score, matchedOn }) => ({ partId, score, matchedOn }))).toEqual(expected);
  });

  it('calls nothing below the stated confidence a match', () => {
    expect(confidentMatchScore).toBe(0.6);
    expect(rankPartMatches('OIL FILTER', catalogue)).toEqual([]);
    expect(rankPartMatches('ENGINE OIL FILTER', catalogue)).toEqual([
      { partId: 'b', score: 0.8, matchedOn: 'name', matchedText: 'engine oil filter' },
    ]);
  });

  it('an exact part number outranks a full name match', () => {
    const both: CataloguePart[] = [...catalogue, { id: 'f', partName: 'Hydraulic Filter', partNumber: 'HF-1', manufacturer: null }];
    expect(rankPartMatches('HYDRAULIC FILTER 1R-0750', both).map((x) => [x.partId, x.score])).toEqual([
      ['a', 1],
      ['f', 0.8],
    ]);
  });

  it('returns at most five', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, partName: 'Filter', partNumber: `X-${i}00`, manufacturer: null }));
    expect(rankPartMatches('FILTER', many)).toHaveLength(5);
  });
});
