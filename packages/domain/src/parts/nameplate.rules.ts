import { partNumberCandidates } from './match.rules.ts';

/**
 * A "new part" form filled from the text OCR read off a part or its nameplate. Nameplates are
 * multi-line and labelled (MFR, MODEL, P/N, S/N, DESCRIPTION …), a label sometimes alone on its line
 * with the value on the next, and OCR adds noise: stray bars and dashes, misread letters in labels
 * (M0DEL, PIN for P/N), lines of digits and punctuation. These rules read what the plate says and
 * never invent anything; a field the text does not support stays null.
 */
export type PartSuggestion = {
  partName: string | null;
  partNumber: string | null;
  manufacturer: string | null;
  description: string | null;
};

type Field = 'manufacturer' | 'partNumber' | 'serial' | 'model' | 'description' | 'name';

// Each label must stand as its own word; OCR look-alikes accepted where they cannot be a real word.
const labelSources: [Field, string][] = [
  ['manufacturer', String.raw`MANUFACTURED\s+BY|MANUFACTURER|MADE\s+BY|MFR(?!\s*\.?\s*DATE)|MFG(?!\s*\.?\s*DATE)|BRAND`],
  [
    'partNumber',
    String.raw`P\s*[/|\\]\s*N|PART\s*(?:NO|NUMBER|NUM|#)|(?:ITEM|CAT(?:ALOG)?|REF(?:ERENCE)?)\s*(?:NO|NUMBER|#)|P[I1l]N(?=\s*[:#])|PN(?=\s*[:#])`,
  ],
  ['serial', String.raw`S\s*[/|\\]\s*N|SERIAL(?:\s*(?:NO|NUMBER|#))?|SER\s*NO|S[I1l]N(?=\s*[:#])`],
  ['model', String.raw`M[O0]DE[LI1](?:\s*(?:NO|NUMBER|#))?`],
  ['description', String.raw`DESCRIPTION|DESCR|DESC`],
  ['name', String.raw`(?:PART|ITEM)\s+NAME|ITEM`],
];
const labelPattern = new RegExp(
  labelSources
    .map(([field, source]) => `(?<${field}>${source})`)
    .map((g) => `(?<![A-Za-z0-9])${g}\\.?(?![A-Za-z])`)
    .join('|'),
  'gi',
);
const separator = /^\s*[:#=.\-–]*\s*/;

/** Well-known makers of heavy-equipment parts, written as they spell themselves; a line that is just one of them names the maker. */
export const commonManufacturers = [
  'Caterpillar',
  'Komatsu',
  'John Deere',
  'Volvo',
  'Hitachi',
  'JCB',
  'Case',
  'Bobcat',
  'Kubota',
  'Liebherr',
  'Doosan',
  'Develon',
  'Hyundai',
  'Kobelco',
  'Takeuchi',
  'Yanmar',
  'Wacker Neuson',
  'Terex',
  'Genie',
  'JLG',
  'Manitou',
  'Sany',
  'XCMG',
  'Atlas Copco',
  'Cummins',
  'Perkins',
  'Deutz',
  'Kohler',
  'Parker Hannifin',
  'Parker',
  'Bosch Rexroth',
  'Rexroth',
  'Bosch',
  'Eaton',
  'Danfoss',
  'Donaldson',
  'Fleetguard',
  'Baldwin',
  'WIX',
  'Mann+Hummel',
  'Hydac',
  'SKF',
  'Timken',
  'Gates',
  'Dana',
  'Spicer',
  'ZF',
  'Allison',
  'Denso',
  'Delco Remy',
  'Berco',
  'ITR',
];
/** 'CAT' on a line of its own is Caterpillar's mark. */
const brandAliases: Record<string, string> = { CAT: 'Caterpillar', DEERE: 'John Deere' };

const corporateSuffix = /(?:^|\s)(?:INC|CORP|CORPORATION|CO|COMPANY|LTD|LLC|GMBH|AG|SA|S\.A|SPA|PLC|KG|INDUSTRIES)\.?$/i;
/** Lines that are on plates but never a part's name: origin, warnings, approvals, web addresses, dates and ratings. */
const notAName = new RegExp(
  String.raw`^(?:MADE\s+IN|ASSEMBLED\s+IN|PRODUCT\s+OF|WARNING|CAUTION|DANGER|NOTICE|PATENT|PAT\.?\s|WWW\.|HTTPS?:|©|\(C\)|CE\b|UL\b` +
    String.raw`|(?:MFG|MFR|MANUFACTURED?)\.?\s*DATE\b|DATE\b|QTY\b|QUANTITY\b|WEIGHT\b|WT\b|MAX\b|MIN\b|RATED\b|PSI\b|VOLTS?\b)`,
  'i',
);
/** A date such as 03/2023, 15.01.2024 or 2024-01-15 is never a part number (123-4567 is one, so dashes only in ISO dates). */
const dateLike = /^(?:(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|(?:19|20)\d{2}-\d{2}-\d{2})$/;

/** Strips the bars, dashes and quotes OCR adds around a line, and folds its spaces. */
function cleanLine(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/^[\s|_~*'"‘’“”`•·—–=<>!;,:.-]+/, '')
    .replace(/[\s|_~*'"‘’“”`•·—–=<>!;,:-]+$/, '')
    .trim();
}

/** Mostly digits and punctuation, or no word of three letters: OCR debris, a date code, a barcode's digits. */
export function isNoiseLine(line: string): boolean {
  const letters = (line.match(/[A-Za-z]/g) ?? []).length;
  const visible = line.replace(/\s/g, '').length;
  if (letters < 3 || letters / visible < 0.5) return true;
  return !/[A-Za-z]{3,}/.test(line);
}

const isNameLike = (line: string) => !isNoiseLine(line) && !notAName.test(line);

type Labelled = { field: Field; value: string; line: number };

/** Every label on a line with the text up to the next label; a label alone takes the next line as its value. */
function readLabels(lines: string[]): { labelled: Labelled[]; used: Set<number> } {
  const labelled: Labelled[] = [];
  const used = new Set<number>();
  lines.forEach((line, index) => {
    const found = [...line.matchAll(labelPattern)];
    // A label counts at the start of a line, or after an earlier label on the same line.
    if (found.length === 0 || line.slice(0, found[0]!.index).trim() !== '') return;
    used.add(index);
    found.forEach((match, k) => {
      const field = (Object.keys(match.groups!) as Field[]).find((key) => match.groups![key] !== undefined)!;
      const end = k + 1 < found.length ? found[k + 1]!.index : line.length;
      let value = cleanLine(line.slice(match.index + match[0].length, end).replace(separator, ''));
      const next = lines[index + 1];
      if (!value && found.length === 1 && next !== undefined && !used.has(index + 1) && !startsWithLabel(next)) {
        value = next;
        used.add(index + 1);
      }
      if (value) labelled.push({ field, value, line: index });
    });
  });
  return { labelled, used };
}

function startsWithLabel(line: string): boolean {
  labelPattern.lastIndex = 0;
  const match = labelPattern.exec(line);
  labelPattern.lastIndex = 0;
  return match !== null && line.slice(0, match.index).trim() === '';
}

/** The part number in a labelled value: a number printed in groups or the first number-like token, else the first token with a digit. */
function numberFrom(value: string): string | null {
  const candidate = partNumberCandidates(value)[0];
  if (candidate) return candidate;
  const tokens = value
    .split(/\s+/)
    .map((t) => t.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
    .filter((t) => t.replace(/[^A-Za-z0-9]/g, '').length >= 3);
  return tokens.find((t) => /\d/.test(t)) ?? tokens[0] ?? null;
}

const words = (s: string) =>
  s
    .toUpperCase()
    .replace(/[®™]/g, ' ')
    .match(/[A-Z0-9+&]+/g) ?? [];

/** The maker a line names when the line is (almost) only that maker, with a corporate suffix at most. */
function brandOf(line: string, brands: string[]): string | null {
  const lineWords = words(line).filter((w) => !corporateSuffix.test(` ${w}`));
  if (lineWords.length === 0) return null;
  const alias = lineWords.length === 1 ? brandAliases[lineWords[0]!] : undefined;
  if (alias) return alias;
  for (const brand of brands) {
    const brandWords = words(brand);
    if (brandWords.length > 0 && brandWords.length === lineWords.length && brandWords.every((w, i) => w === lineWords[i])) return brand;
  }
  return null;
}

/**
 * Reads a part from nameplate text: labelled lines first (MFR/MANUFACTURER/MADE BY, MODEL, P/N/PART NO,
 * S/N, DESCRIPTION), then a line that is a known maker or ends in a corporate suffix as the maker, the
 * first unlabelled name-like line as the name, and model, serial and the remaining readable lines as the
 * description. `knownManufacturers` (the company's own catalogue) is tried before the common makers.
 */
export function suggestPartFromText(text: string, knownManufacturers: string[] = []): PartSuggestion {
  const lines = text.split(/\r?\n/).map(cleanLine).filter(Boolean);
  const { labelled, used } = readLabels(lines);
  const first = (field: Field) => labelled.find((l) => l.field === field)?.value ?? null;
  const serials = new Set(labelled.filter((l) => l.field === 'serial').map((l) => l.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()));

  const labelledNumber = first('partNumber');
  let partNumber = labelledNumber ? numberFrom(labelledNumber) : null;
  if (!partNumber) {
    partNumber =
      partNumberCandidates(lines.filter((_, i) => !used.has(i)).join('\n')).find(
        (token) => !dateLike.test(token) && !serials.has(token.replace(/[^A-Za-z0-9]/g, '').toUpperCase()),
      ) ?? null;
    if (partNumber) {
      const key = partNumber.replace(/[^A-Za-z0-9]/g, '');
      lines.forEach((line, i) => line.replace(/[^A-Za-z0-9]/g, '') === key && used.add(i));
    }
  }

  let manufacturer = first('manufacturer');
  const brands = [...new Set([...knownManufacturers.map((m) => m.trim()).filter(Boolean), ...commonManufacturers])];
  lines.forEach((line, i) => {
    if (used.has(i) || isNoiseLine(line)) return;
    const brand = brandOf(line, brands) ?? (corporateSuffix.test(line) ? line : null);
    if (!brand) return;
    manufacturer ??= brand;
    used.add(i);
  });

  // The name: a NAME/ITEM label, else the DESCRIPTION (on plates it names the part), else the first unlabelled name-like line.
  const description = first('description');
  let partName = first('name') ?? description;
  if (partName === null) {
    const nameIndex = lines.findIndex((line, i) => !used.has(i) && isNameLike(line));
    if (nameIndex >= 0) {
      partName = lines[nameIndex]!;
      used.add(nameIndex);
    }
  }

  const model = first('model');
  const serial = first('serial');
  const details = [
    description && description !== partName ? description : null,
    model ? `Model: ${model}` : null,
    serial ? `S/N: ${serial}` : null,
    ...lines.filter((line, i) => !used.has(i) && !isNoiseLine(line)),
  ].filter((d): d is string => Boolean(d));

  return {
    partName: partName ? partName.slice(0, 200) : null,
    partNumber: partNumber ? partNumber.replace(/[.]+$/, '').slice(0, 100) : null,
    manufacturer: manufacturer ? manufacturer.slice(0, 100) : null,
    description: details.length ? details.join('; ').slice(0, 1000) : null,
  };
}
