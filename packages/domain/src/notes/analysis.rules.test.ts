import { describe, expect, it } from 'vitest';
import { analyseNoteText, analysisConfidence, categorise, findCodes, findHours, matchKeywords, prioritise } from './analysis.rules.ts';

describe('keyword matching', () => {
  it.each([
    ['Hydraulic hose leaking at the boom', ['leak', 'hose']],
    ['The seal leaks', ['leak', 'seal']],
    ['bleak outlook', []],
    ['Replace P/N 1R-0750 filter', ['filter', 'p/n']],
  ])('%s', (text, expected) => {
    expect(matchKeywords(text, ['leak*', 'hose*', 'seal*', 'filter*', 'p/n'])).toEqual(expected);
  });
});

describe('category: the one with the most distinct keywords (repair first on a tie)', () => {
  it.each([
    ['Hydraulic hose leaking, cracked fitting, broken clamp', 'repair'],
    ['250 hour service: change oil and fuel filter, grease pins', 'maintenance'],
    ['Daily walkaround inspection, tyre pressure and fluid level checked', 'inspection'],
    ['Order part number 1R-0750, qty 2, ask the vendor for a price', 'parts'],
    ['Danger: fuel spill near the fire exit, hazard tape needed', 'safety'],
    ['Lunch meeting moved to Friday', 'general'],
    ['', 'general'],
  ])('%s → %s', (text, category) => {
    expect(categorise(text).category).toBe(category);
  });
});

describe('priority: High words win, then Low words, else Medium (spec 02 §9 default)', () => {
  it.each([
    ['Engine overheating, machine down', 'High'],
    ['Routine greasing, minor scuff on the door', 'Low'],
    ['Routine check found a leak', 'High'],
    ['Change the air filter', 'Medium'],
  ])('%s → %s', (text, priority) => {
    expect(prioritise(text)).toBe(priority);
  });
});

describe('codes and hour readings', () => {
  it.each([
    ['Filter 1R-0750 fits CAT 320', ['1R-0750']],
    ['SN CAT0320GXBZ12345 plate', ['CAT0320GXBZ12345']],
    ['no codes here 2024', []],
  ])('%s', (text, codes) => expect(findCodes(text)).toEqual(codes));
  it.each([
    ['Hour meter 1,234 hrs', 1234],
    ['at 560 hours', 560],
    ['no reading', null],
  ])('%s → %s', (text, hours) => expect(findHours(text)).toBe(hours));
});

describe('confidence (documented in analysisConfidence)', () => {
  it.each([
    [{ typedWords: 0, ocrWords: 0, ocrConfidence: 0, top: 0, second: 0 }, 0],
    [{ typedWords: 5, ocrWords: 0, ocrConfidence: 0, top: 0, second: 0 }, 0.25],
    [{ typedWords: 5, ocrWords: 0, ocrConfidence: 0, top: 3, second: 0 }, 0.95],
    [{ typedWords: 5, ocrWords: 0, ocrConfidence: 0, top: 3, second: 3 }, 0.7],
    [{ typedWords: 0, ocrWords: 10, ocrConfidence: 80, top: 3, second: 0 }, 0.9],
    [{ typedWords: 0, ocrWords: 10, ocrConfidence: 60, top: 1, second: 0 }, 0.38],
  ])('%o → %s', (input, expected) => {
    expect(analysisConfidence(input)).toBe(expected);
  });
});

describe('the whole local analysis', () => {
  it('reads a nameplate photo of a leaking pump', () => {
    const a = analyseNoteText({
      noteText: 'Pump leaking on the CAT 320',
      ocrText: 'PART NO 1R-0750\nSERVICE AT 500 HRS',
      ocrConfidence: 90,
    });
    expect(a.category).toBe('parts');
    expect(a.priority).toBe('High');
    expect(a.tags).toEqual(['parts', 'part', 'serial', 'pump', '1r-0750'].filter((t) => a.tags.includes(t)));
    expect(a.tags).toContain('1r-0750');
    expect(a.followUpActions[0]).toBe('Look at this today: the note reads as urgent');
    expect(a.followUpActions).toContain('Request a parts quote');
    expect(a.suggestions).toEqual(['Look up 1R-0750 in the parts inventory', 'Record a meter reading of 500 hours']);
    expect(a.extractedText).toBe('PART NO 1R-0750\nSERVICE AT 500 HRS');
    expect(a.enhancedContent).toBe('Pump leaking on the CAT 320\n\nText read from the images:\nPART NO 1R-0750\nSERVICE AT 500 HRS');
    expect(a.confidence).toBeGreaterThan(0.3);
    expect(a.tags.length).toBeLessThanOrEqual(10);
  });

  it('says so when the images have no text', () => {
    const a = analyseNoteText({ noteText: '', ocrText: '', ocrConfidence: 0 });
    expect(a).toMatchObject({ category: 'general', priority: 'Medium', confidence: 0, tags: ['general'], followUpActions: [] });
    expect(a.suggestions).toEqual(['No text was found in the images; add a short description so the note can be found later']);
  });
});
