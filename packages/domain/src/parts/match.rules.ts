import { partNumberKey } from './part-number.rules.ts';

/**
 * Matching text read from a photo (OCR) against a company's parts catalogue: by part number first,
 * then by the words of the part's name. Scores run 0-1; they rank candidates and say how sure the
 * match is, and are computed only from the text and the catalogue. Part numbers compare without
 * spaces, dashes, dots or case (partNumberKey), so '0 124 555 009' is the catalogue's '0-124-555-009'.
 */
export type CataloguePart = { id: string; partName: string; partNumber: string; manufacturer: string | null };
export type PartMatch = { partId: string; score: number; matchedOn: 'part_number' | 'name'; matchedText: string };

/** Scores for each kind of evidence: an exact part number beats a number that needed OCR look-alike fixes, which beats name words. */
export const matchScores = { exactNumber: 1, foldedNumber: 0.9, nearNumber: 0.75, nameWords: 0.8 } as const;
/**
 * Below this a candidate is a guess, and the answer is "No match in your catalogue" rather than a
 * wrong part that looks sure. Any part-number evidence clears it (0.75 and up); name words alone need
 * more than two thirds of the part's name (3 of 4 words is 0.6, 2 of 3 is 0.53 and does not count).
 */
export const confidentMatchScore = 0.6;
export const maxMatches = 5;

/** Characters OCR mistakes for one another in part numbers, folded to one spelling. */
const ocrFold = (key: string) => key.replace(/O/g, '0').replace(/[IL]/g, '1').replace(/S/g, '5').replace(/B/g, '8').replace(/Z/g, '2');

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

const isNumberLike = (key: string, minLength: number) => key.length >= minLength && /\d/.test(key);
/** A group of a number printed with spaces: up to 5 letters or digits, at least one a digit ('0', '124', '1R'). */
const isGroup = (token: string) => /^[A-Za-z0-9]{1,5}$/.test(token) && /\d/.test(token);

/**
 * Text that could be a part number, in reading order: every token with at least 4 letters or digits
 * once punctuation is dropped, one of them a digit; and, before its groups, a number printed in
 * groups on one line ('0 124 555 009', '1R 0750'), kept as printed, when its groups make at least
 * 6 characters (shorter runs are debris and dates more often than numbers).
 */
export function partNumberCandidates(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const tokens = line
      .split(/[\s:;,()[\]{}"'|]+/)
      .map((raw) => raw.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
      .filter(Boolean);
    let runEnd = 0;
    for (let i = 0; i < tokens.length; i++) {
      // A run is added where it starts, so the grouped number comes before the groups it is made of.
      if (i >= runEnd && isGroup(tokens[i]!)) {
        runEnd = i;
        while (runEnd < tokens.length && isGroup(tokens[runEnd]!)) runEnd++;
        const run = tokens.slice(i, runEnd);
        if (run.length >= 2 && isNumberLike(run.join(''), 6)) out.add(run.join(' '));
      }
      if (isNumberLike(partNumberKey(tokens[i]!), 4)) out.add(tokens[i]!);
    }
  }
  return [...out];
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .match(/[a-z0-9]+/g)
    ?.filter((w) => w.length >= 3) ?? [];

function numberScore(candidates: string[], partNumber: string): { score: number; text: string } {
  const key = partNumberKey(partNumber);
  let best = { score: 0, text: '' };
  if (key.length < 3) return best;
  for (const token of candidates) {
    const k = partNumberKey(token);
    const score =
      k === key
        ? matchScores.exactNumber
        : ocrFold(k) === ocrFold(key)
          ? matchScores.foldedNumber
          : key.length >= 6 && levenshtein(ocrFold(k), ocrFold(key)) === 1
            ? matchScores.nearNumber
            : 0;
    if (score > best.score) best = { score, text: token };
  }
  return best;
}

function nameScore(textWords: Set<string>, partName: string): { score: number; text: string } {
  const words = [...new Set(wordsOf(partName))];
  if (words.length === 0) return { score: 0, text: '' };
  const found: string[] = [];
  let weight = 0;
  for (const w of words) {
    if (textWords.has(w)) {
      weight += 1;
      found.push(w);
    } else if (w.length >= 5 && [...textWords].some((t) => Math.abs(t.length - w.length) <= 1 && levenshtein(t, w) === 1)) {
      weight += 0.8;
      found.push(w);
    }
  }
  return { score: (matchScores.nameWords * weight) / words.length, text: found.join(' ') };
}

/** The catalogue matches for the text, strongest first, at most `limit`, none below confidentMatchScore. */
export function rankPartMatches(text: string, parts: CataloguePart[], limit = maxMatches): PartMatch[] {
  const candidates = partNumberCandidates(text);
  const textWords = new Set(wordsOf(text));
  const matches: PartMatch[] = [];
  for (const part of parts) {
    const byNumber = numberScore(candidates, part.partNumber);
    const byName = nameScore(textWords, part.partName);
    const best =
      byNumber.score >= byName.score
        ? { score: byNumber.score, matchedOn: 'part_number' as const, matchedText: byNumber.text }
        : { score: byName.score, matchedOn: 'name' as const, matchedText: byName.text };
    if (best.score >= confidentMatchScore) matches.push({ partId: part.id, ...best, score: Math.round(best.score * 100) / 100 });
  }
  return matches.sort((a, b) => b.score - a.score || a.partId.localeCompare(b.partId)).slice(0, limit);
}
