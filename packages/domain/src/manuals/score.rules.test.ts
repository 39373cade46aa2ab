import { describe, expect, it } from 'vitest';
import {
  findTermMatches,
  searchStems,
  manualQuoteTitle,
  manualScore,
  manualScoreColor,
  nextZoom,
  parseMarkedSnippet,
} from './score.rules.ts';

describe('manual search score (spec 02 §9)', () => {
  it.each([
    [{ matchedTerms: 2, queryTerms: 2, rank: 0.5, bestRank: 0.5 }, 1],
    [{ matchedTerms: 2, queryTerms: 2, rank: 0.25, bestRank: 0.5 }, 0.85],
    [{ matchedTerms: 1, queryTerms: 2, rank: 0.5, bestRank: 0.5 }, 0.65],
    [{ matchedTerms: 1, queryTerms: 3, rank: 0.1, bestRank: 0.5 }, 0.29],
    [{ matchedTerms: 0, queryTerms: 0, rank: 0, bestRank: 0 }, 0],
  ])('%o → %d', (input, score) => expect(manualScore(input)).toBe(score));

  it.each([
    [1, 'green'],
    [0.8, 'green'],
    [0.79, 'yellow'],
    [0.6, 'yellow'],
    [0.59, 'orange'],
    [0, 'orange'],
  ] as const)('%d is %s', (score, color) => expect(manualScoreColor(score)).toBe(color));
});

describe('quote title and zoom (spec 02 §9)', () => {
  it('takes the first 50 characters of the passage, whitespace collapsed', () => {
    const passage = 'Replace the  hydraulic return filter\nevery 500 hours of operation or sooner';
    expect(manualQuoteTitle(passage)).toBe('Replace the hydraulic return filter every 500 hour');
    expect(manualQuoteTitle(passage)).toHaveLength(50);
    expect(manualQuoteTitle('Short')).toBe('Short');
  });

  it.each([
    [1, 1, 1.25],
    [2.75, 1, 3],
    [3, 1, 3],
    [0.75, -1, 0.5],
    [0.5, -1, 0.5],
  ] as const)('zoom %d by %d → %d', (from, dir, to) => expect(nextZoom(from, dir)).toBe(to));
});

describe('marked snippets', () => {
  it('splits the marks out into ranges of the plain text', () => {
    expect(parseMarkedSnippet('Check the \u0002hydraulic\u0003 \u0002filter\u0003 daily')).toEqual({
      text: 'Check the hydraulic filter daily',
      highlights: [
        { start: 10, length: 9 },
        { start: 20, length: 6 },
      ],
    });
  });
});

describe('term matches in a page (viewer highlights)', () => {
  it('finds words that begin with a searched stem, case-insensitive', () => {
    const text = 'Hydraulic filter: replace the HYDRAULICS filters; check battery.';
    const found = findTermMatches(text, ['hydraul', 'filter', 'batteri']).map((m) => text.slice(m.start, m.end));
    expect(found).toEqual(['Hydraulic', 'filter', 'HYDRAULICS', 'filters', 'battery']);
  });
  it('finds nothing without terms, and does not match inside words', () => {
    expect(findTermMatches('oil', [])).toEqual([]);
    expect(findTermMatches('coil boil', ['oil'])).toEqual([]);
  });
});

describe('search stems typed in the viewer', () => {
  it.each([
    ['How to replace the hydraulic filters', ['replace', 'hydraulic', 'filter']],
    ['Replacing tracks', ['replac', 'track']],
    ['oil', ['oil']],
    ['the of', []],
  ])('%s → %o', (q, stems) => expect(searchStems(q)).toEqual(stems));
});
