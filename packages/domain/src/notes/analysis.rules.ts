import { defaultNotePriority, noteTextLimits, type NotePriority } from './note.rules.ts';

/**
 * The local image analysis (DESIGN §5: local by default, nothing simulated): rules over the text OCR read from the
 * photos and the text the user typed. They give the spec 02 §3 "AI image analysis result" — category, priority, tags,
 * follow-up actions — and a confidence that says how much the rules had to go on (analysisConfidence below).
 */
export const analysisCategories = ['repair', 'maintenance', 'inspection', 'parts', 'safety', 'general'] as const;
export type AnalysisCategory = (typeof analysisCategories)[number];

/** A keyword ending in '*' matches any word it starts (leak* → leak, leaking, leaks); others match whole words/phrases. */
export const categoryKeywords: Readonly<Record<Exclude<AnalysisCategory, 'general'>, readonly string[]>> = {
  repair: [
    'leak*',
    'broken',
    'crack*',
    'damage*',
    'fault*',
    'fail*',
    'worn',
    'repair*',
    'noise',
    'noisy',
    'vibrat*',
    'overheat*',
    'seized',
    'stuck',
    'torn',
    'burst',
    'misfir*',
    'not working',
    "won't start",
    'does not start',
  ],
  maintenance: [
    'service',
    'servicing',
    'oil',
    'filter*',
    'grease',
    'greasing',
    'lubric*',
    'coolant',
    'fluid*',
    'interval',
    'scheduled',
    'preventive',
    'tune-up',
    'change',
    'top up',
    'hydraulic*',
  ],
  inspection: [
    'inspect*',
    'check',
    'checked',
    'checklist',
    'gauge',
    'reading',
    'pressure',
    'level',
    'condition',
    'walkaround',
    'audit',
    'meter',
  ],
  parts: [
    'part',
    'parts',
    'part number',
    'p/n',
    'sku',
    'qty',
    'quantity',
    'order*',
    'price',
    'vendor',
    'supplier',
    'stock',
    'gasket*',
    'seal*',
    'bearing*',
    'hose*',
    'belt*',
    'pump*',
    'valve*',
    'nameplate',
    'serial',
  ],
  safety: [
    'danger*',
    'warning',
    'caution',
    'hazard*',
    'safety',
    'fire',
    'injur*',
    'unsafe',
    'lockout',
    'tagout',
    'ppe',
    'guard',
    'smoke',
    'spill*',
    'flammable',
  ],
};

/** Words that make the note High or Low priority; anything else is the default, Medium (spec 02 §9). */
export const priorityKeywords: Readonly<Record<'High' | 'Low', readonly string[]>> = {
  High: [
    'urgent*',
    'emergency',
    'danger*',
    'hazard*',
    'fire',
    'smoke',
    'leak*',
    'broken',
    'crack*',
    'fail*',
    'unsafe',
    'overheat*',
    'seized',
    'critical',
    'immediately',
    'asap',
    'down',
    'injur*',
    'burst',
  ],
  Low: ['routine', 'cosmetic', 'minor', 'when convenient', 'low priority', 'no issues', 'good condition', 'reminder'],
};

/** What to do next for each category (spec 02 §3 followUpActions); the web offers the matching buttons. */
export const categoryFollowUps: Readonly<Record<AnalysisCategory, readonly string[]>> = {
  repair: ['Submit a repair request for the machine', 'Request a quote for the replacement parts'],
  maintenance: ['Schedule maintenance', 'Check the parts needed are in stock'],
  inspection: ['Schedule a follow-up inspection', 'Record the readings on the machine'],
  parts: ['Request a parts quote', 'Check the parts inventory for this part'],
  safety: ['Tag the machine out of service until it is inspected', 'Tell the site supervisor about the hazard'],
  general: [],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const keywordPattern = (k: string) =>
  new RegExp(`(?<![a-z0-9])${escapeRegExp(k.endsWith('*') ? k.slice(0, -1) : k)}${k.endsWith('*') ? "[a-z0-9'-]*" : '(?![a-z0-9])'}`, 'i');
const patterns = new Map<string, RegExp>();
const patternOf = (k: string) => patterns.get(k) ?? patterns.set(k, keywordPattern(k)).get(k)!;

/** The keywords of `list` the text contains, each once, in list order (without the '*'). */
export function matchKeywords(text: string, list: readonly string[]): string[] {
  return list.filter((k) => patternOf(k).test(text)).map((k) => (k.endsWith('*') ? k.slice(0, -1) : k));
}

/** Codes such as part and serial numbers: letters and digits together, 5+ characters, or groups joined by '-'. */
export function findCodes(text: string): string[] {
  const found = text
    .toUpperCase()
    .match(/\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)+\b|\b(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{5,}\b/g);
  return [...new Set(found ?? [])].slice(0, 5);
}

/** An hour-meter reading written as "1234 hrs", "1,234 hours" or "1234 h". */
export function findHours(text: string): number | null {
  const m = /(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.\d+)?\s*(?:hrs?|hours)\b/i.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;

export type AnalysisInput = {
  /** What the user typed (may be empty). */
  noteText: string;
  /** The OCR text of all images, and the OCR's mean confidence 0–100 (word-weighted). */
  ocrText: string;
  ocrConfidence: number;
  /** What the text was read from: photos (OCR) or documents (their text, OCR for scanned pages). Default images. */
  from?: 'images' | 'documents';
};

export type LocalAnalysis = {
  extractedText: string;
  enhancedContent: string;
  suggestions: string[];
  category: AnalysisCategory;
  priority: NotePriority;
  tags: string[];
  followUpActions: string[];
  confidence: number;
};

/**
 * The confidence of the rules' answer, 0–0.95, rounded to 2 places:
 *   reading    = how exactly the words were read: 1 for typed text, the OCR confidence/100 for text from images,
 *                mixed by the share of words each gave;
 *   evidence   = min(1, keywords of the winning category / 3) — three distinct keywords is full evidence;
 *   separation = (winner's keywords − runner-up's) / winner's keywords — 1 when no other category competes;
 *   confidence = 0.25·reading + 0.45·evidence + 0.25·evidence·separation, capped at 0.95 (keyword rules are never
 *                certain); 0 when there is no text at all.
 * A note with no keywords (category general) therefore scores at most 0.25: the rules found nothing to go on.
 */
export function analysisConfidence(o: {
  typedWords: number;
  ocrWords: number;
  ocrConfidence: number;
  top: number;
  second: number;
}): number {
  const words = o.typedWords + o.ocrWords;
  if (words === 0) return 0;
  const ocrShare = o.ocrWords / words;
  const reading = 1 - ocrShare * (1 - Math.min(100, Math.max(0, o.ocrConfidence)) / 100);
  const evidence = Math.min(1, o.top / 3);
  const separation = o.top === 0 ? 0 : (o.top - o.second) / o.top;
  const value = 0.25 * reading + 0.45 * evidence + 0.25 * evidence * separation;
  return Math.round(Math.min(0.95, value) * 100) / 100;
}

/** The category with the most distinct keywords; ties go to the earlier one in analysisCategories (repair first). */
export function categorise(text: string): {
  category: AnalysisCategory;
  hits: Record<AnalysisCategory, string[]>;
  top: number;
  second: number;
} {
  const hits = Object.fromEntries(
    analysisCategories.map((c) => [c, c === 'general' ? [] : matchKeywords(text, categoryKeywords[c])]),
  ) as Record<AnalysisCategory, string[]>;
  const counts = analysisCategories.filter((c) => c !== 'general').map((c) => ({ c, n: hits[c].length }));
  const sorted = [...counts].sort((a, b) => b.n - a.n);
  const top = sorted[0]!.n;
  return { category: top === 0 ? 'general' : sorted[0]!.c, hits, top, second: sorted[1]!.n };
}

/** High wins over Low (a safety word in a "routine" note still makes it urgent); neither → Medium. */
export function prioritise(text: string): NotePriority {
  if (matchKeywords(text, priorityKeywords.High).length > 0) return 'High';
  if (matchKeywords(text, priorityKeywords.Low).length > 0) return 'Low';
  return defaultNotePriority;
}

/** The local analysis of a note's text and its images' OCR text (spec 02 §3 AI image analysis result). */
/** Text cut to a note's length at a word, marked with an ellipsis (a long document's text in the suggested note). */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, cut > max / 2 ? cut : max - 1).trimEnd()}…`;
}

export function analyseNoteText(input: AnalysisInput): LocalAnalysis {
  const noteText = input.noteText.trim();
  const ocrText = input.ocrText.trim();
  const text = `${noteText}\n${ocrText}`;
  const { category, hits, top, second } = categorise(text);
  const priority = prioritise(text);
  const codes = findCodes(text);
  const hours = findHours(text);
  const tags = [...new Set([category, ...(category === 'general' ? [] : hits[category]), ...codes.map((c) => c.toLowerCase())])]
    .map((t) => t.slice(0, noteTextLimits.tag))
    .slice(0, noteTextLimits.tags);
  const followUpActions = [...categoryFollowUps[category]];
  if (priority === 'High' && category !== 'safety') followUpActions.unshift('Look at this today: the note reads as urgent');
  const from = input.from ?? 'images';
  const suggestions = [
    ...codes.map((c) => `Look up ${c} in the parts inventory`),
    ...(hours !== null ? [`Record a meter reading of ${hours} hours`] : []),
    ...(ocrText ? [] : [`No text was found in the ${from}; add a short description so the note can be found later`]),
  ];
  const enhancedContent = clip(
    [noteText, ocrText ? `Text read from the ${from}:\n${ocrText}` : ''].filter(Boolean).join('\n\n'),
    noteTextLimits.content,
  );
  return {
    extractedText: ocrText,
    enhancedContent,
    suggestions,
    category,
    priority,
    tags,
    followUpActions: followUpActions.slice(0, noteTextLimits.followUps),
    confidence: analysisConfidence({
      typedWords: wordCount(noteText),
      ocrWords: wordCount(ocrText),
      ocrConfidence: input.ocrConfidence,
      top,
      second,
    }),
  };
}
