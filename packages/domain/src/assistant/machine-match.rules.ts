/**
 * Which of the company's machines a phrase names: "CAT 320", "excavator 7", "950M", "EX-101", a serial. Every word of
 * the phrase must fit a word of the machine's name, model, maker, serial or type; the machines that fit best win. Pure,
 * so the server can fetch candidates by its own search and let this rule choose.
 */
export type MachineCandidate = {
  id: string;
  name: string;
  model: string | null;
  manufacturer: string | null;
  serial: string | null;
  equipmentType: string | null;
};

/** Makers' short names as people say them. */
const makerAliases: Readonly<Record<string, string>> = {
  cat: 'caterpillar',
  caterpillar: 'cat',
  deere: 'john',
  jd: 'deere',
  jcb: 'jcb',
};

/** Words in a phrase that name no machine ("the excavator number 7"). */
const noise = new Set(['the', 'our', 'my', 'a', 'an', 'machine', 'unit', 'number', 'no', 'asset', 'equipment']);

/** Lower-case words split at anything that is not a letter or digit ("EX-107" → ex, 107; "950M" stays 950m). */
export function wordsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const singular = (w: string): string => (w.length > 3 && w.endsWith('s') && !/\d/.test(w) ? w.slice(0, -1) : w);

/** The words a phrase is matched by, without noise; empty when it names nothing. */
export function mentionWords(mention: string): string[] {
  return wordsOf(mention)
    .filter((w) => !noise.has(w))
    .map(singular);
}

/**
 * How well one word fits the machine's words: 3 exactly (or a maker's alias), 1 as the start of a longer word, 0 not
 * (machineScore adds 2 for a number that is the machine's fleet number in its series).
 */
function fit(word: string, machineWords: readonly string[]): number {
  if (machineWords.includes(word)) return 3;
  const alias = makerAliases[word];
  if (alias && machineWords.includes(alias)) return 3;
  if (word.length >= 2 && machineWords.some((m) => m.startsWith(word))) return 1;
  return 0;
}

/**
 * The fleet number a name starts with: "EX-107 Hitachi ZX210LC-6" → 107. Fleets number each kind in series (EX-101,
 * EX-102…), so people call EX-107 "excavator 7": the first digit is the series, the rest the machine's number.
 */
export function unitNumberOf(name: string): string | null {
  return /^\s*[a-z]{1,4}-?(\d{2,})\b/i.exec(name)?.[1] ?? null;
}

/** A number said in the phrase fits the fleet number as itself (7 = 007) or without its series digit (7 = 107). */
function fitsUnitNumber(word: string, unit: string | null): boolean {
  if (!unit || !/^\d+$/.test(word)) return false;
  return Number(unit) === Number(word) || Number(unit.slice(1)) === Number(word);
}

export function machineWordsOf(m: MachineCandidate): string[] {
  return [m.name, m.model, m.manufacturer, m.serial, m.equipmentType?.replace('_', ' ') ?? null].flatMap(wordsOf).map(singular);
}

/** Score of one machine for the phrase: null when a word of the phrase fits nothing of it. */
export function machineScore(mention: string, m: MachineCandidate): number | null {
  const words = mentionWords(mention);
  if (words.length === 0) return null;
  const mine = machineWordsOf(m);
  const unit = unitNumberOf(m.name);
  let score = 0;
  for (const w of words) {
    const f = fit(w, mine) || (fitsUnitNumber(w, unit) ? 2 : 0);
    if (f === 0) return null;
    score += f;
  }
  // The whole phrase inside the name ("Excavator 7" in "Excavator 7") beats the same words scattered over fields.
  const phrase = words.join(' ');
  if (wordsOf(m.name).map(singular).join(' ') === phrase) score += 10;
  else if (` ${wordsOf(m.name).map(singular).join(' ')} `.includes(` ${phrase} `)) score += 2;
  return score;
}

/** The machines that fit the phrase best, best first (several when they fit equally: the answer asks which). */
export function bestMachines<M extends MachineCandidate>(mention: string, candidates: readonly M[], max = 5): M[] {
  const scored = candidates
    .map((m) => ({ m, s: machineScore(mention, m) }))
    .filter((x): x is { m: M; s: number } => x.s !== null)
    .sort((a, b) => b.s - a.s || a.m.name.localeCompare(b.m.name));
  if (scored.length === 0) return [];
  const top = scored[0]!.s;
  return scored
    .filter((x) => x.s === top)
    .slice(0, max)
    .map((x) => x.m);
}

/** The searches that find the candidates: the whole phrase first, then each word, longest first. */
export function candidateSearches(mention: string): string[] {
  const words = mentionWords(mention).filter((w) => w.length >= 2);
  const whole = wordsOf(mention).join(' ');
  const terms = [whole, ...[...words].sort((a, b) => b.length - a.length)];
  const aliasTerms = words.flatMap((w) => (makerAliases[w] && makerAliases[w] !== w ? [makerAliases[w]!] : []));
  return [...new Set([...terms, ...aliasTerms])].filter((s) => s.length >= 2);
}
