import { describe, expect, it } from 'vitest';
import { analysisRequestLimits as lim, analysisRequestPrefill } from './analysis-request.rules.ts';

const result = (over: Partial<Parameters<typeof analysisRequestPrefill>[0]> = {}) => ({
  category: 'repair' as const,
  priority: 'High' as const,
  confidence: 0.72,
  extractedText: 'HYDRAULIC PUMP P/N 123-4567\nleaking at the seal',
  followUpActions: ['Order a seal kit', 'Check the hydraulic fluid level'],
  ...over,
});

describe('the AI Part Analysis as a task or quote prefill (spec 02 §2 scanner)', () => {
  it('titles it with the category and the first line, and describes category, text and follow-ups', () => {
    const p = analysisRequestPrefill(result());
    expect(p.title).toBe('Repair: HYDRAULIC PUMP P/N 123-4567');
    expect(p.description).toBe(
      'AI Part Analysis: repair, high priority, confidence 72%.\n\n' +
        'Text on the part: HYDRAULIC PUMP P/N 123-4567 leaking at the seal\n\n' +
        'Follow-up actions:\n- Order a seal kit\n- Check the hydraulic fluid level',
    );
    expect(p.priority).toBe('high');
  });

  it.each([
    ['High', 'high'],
    ['Medium', 'medium'],
    ['Low', 'low'],
  ] as const)('priority %s → %s', (priority, expected) => expect(analysisRequestPrefill(result({ priority })).priority).toBe(expected));

  it('says what it is when the images had no text', () => {
    const p = analysisRequestPrefill(result({ category: 'general', extractedText: '  ', followUpActions: [] }));
    expect(p.title).toBe('AI Part Analysis: General');
    expect(p.description).toBe('AI Part Analysis: general, high priority, confidence 72%.');
  });

  it('a general finding is titled by its text alone', () => {
    expect(analysisRequestPrefill(result({ category: 'general' })).title).toBe('HYDRAULIC PUMP P/N 123-4567');
  });

  it('keeps long text within the limits the address and the forms allow', () => {
    const long = 'X'.repeat(3000);
    const p = analysisRequestPrefill(result({ extractedText: long, followUpActions: Array.from({ length: 10 }, () => 'Y'.repeat(300)) }));
    expect(p.title.length).toBeLessThanOrEqual(lim.title);
    expect(p.title.endsWith('…')).toBe(true);
    expect(p.description.length).toBeLessThanOrEqual(lim.description);
  });
});
