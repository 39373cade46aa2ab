/**
 * A manual search result's score, 0–1 (spec 02 §9: shown as a percentage, green at ≥ 0.8, yellow at ≥ 0.6, else orange).
 * PostgreSQL's ts_rank_cd has no upper bound, so it cannot be shown as a percentage on its own. The score is what share
 * of the query's words the page has (how complete the answer is: 70 %) plus how the page ranks against the best page of
 * this search (how dense the match is: 30 %). A page with every word and the best rank scores 1; a page with half the
 * words scores at most 0.65, so it never shows green.
 */
export const manualScoreColors = { green: 0.8, yellow: 0.6 } as const;
const coverageWeight = 0.7;

export function manualScore(input: { matchedTerms: number; queryTerms: number; rank: number; bestRank: number }): number {
  const coverage = input.queryTerms > 0 ? Math.min(1, input.matchedTerms / input.queryTerms) : 0;
  const density = input.bestRank > 0 ? Math.min(1, input.rank / input.bestRank) : 0;
  return Math.round((coverageWeight * coverage + (1 - coverageWeight) * density) * 100) / 100;
}

export type ManualScoreColor = 'green' | 'yellow' | 'orange';
export function manualScoreColor(score: number): ManualScoreColor {
  if (score >= manualScoreColors.green) return 'green';
  if (score >= manualScoreColors.yellow) return 'yellow';
  return 'orange';
}

/** spec 02 §9: the quote title from a result is the first 50 characters of its text. */
export const manualQuoteTitleLength = 50;
export function manualQuoteTitle(passage: string): string {
  return Array.from(passage.replace(/\s+/g, ' ').trim()).slice(0, manualQuoteTitleLength).join('');
}

/** spec 02 §9: the viewer zooms from 0.5 to 3 in steps of 0.25. */
export const manualZoom = { min: 0.5, max: 3, step: 0.25, initial: 1 } as const;
export function nextZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * manualZoom.step) / manualZoom.step) * manualZoom.step;
  return Math.min(manualZoom.max, Math.max(manualZoom.min, next));
}

/** Text of a highlight-marked snippet (U+0002 … U+0003, from the search) as plain text plus the marked ranges. */
export function parseMarkedSnippet(marked: string): { text: string; highlights: { start: number; length: number }[] } {
  let text = '';
  const highlights: { start: number; length: number }[] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === '\u0002') open = text.length;
    else if (ch === '\u0003') {
      if (open >= 0 && text.length > open) highlights.push({ start: open, length: text.length - open });
      open = -1;
    } else text += ch;
  }
  return { text, highlights };
}

/**
 * Where the searched words stand in a page's text, for the viewer's highlights and match navigation. The search gives
 * stemmed words ('hydraul', 'batteri'); a word of the text matches when it begins with one (hydraulic, hydraulics), or,
 * for stems of five letters or more, with the stem less its last letter (battery for 'batteri').
 */
export function findTermMatches(text: string, terms: readonly string[]): { start: number; end: number }[] {
  const stems = terms
    .map((t) => t.toLowerCase())
    .filter((t) => t.length > 0)
    .flatMap((t) => (t.length >= 5 ? [t, t.slice(0, -1)] : [t]));
  if (stems.length === 0) return [];
  const matches: { start: number; end: number }[] = [];
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const lower = word[0].toLowerCase();
    if (stems.some((stem) => lower.startsWith(stem))) matches.push({ start: word.index, end: word.index + word[0].length });
  }
  return matches;
}

const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'do',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'with',
]);

/**
 * The stems the viewer highlights for a query typed in it, close to what PostgreSQL's English search matched: the words,
 * lower-cased, common words dropped, plural and verb endings taken off (replacing → replac, filters → filter).
 */
export function searchStems(query: string): string[] {
  const stems = new Set<string>();
  for (const [word] of query.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    if (stopWords.has(word)) continue;
    const stem = word.replace(/(ing|ed|es|s)$/, '');
    stems.add(stem.length >= 3 ? stem : word);
  }
  return [...stems];
}
