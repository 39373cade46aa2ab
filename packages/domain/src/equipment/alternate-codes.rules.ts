/**
 * Alternate codes (issue 19 item 5): a label already stuck on a machine — a previous system's asset tag, a barcode, a
 * peer's QR id — kept so scanning it finds the machine. Codes compare trimmed, with inner spaces collapsed and ignoring
 * case, because a printed tag is read back by a person or a scanner in either case; one code names one machine per company.
 */
export const alternateCodeLimits = { length: 100, label: 60, perEquipment: 20 } as const;

export const alternateCodeMessages = {
  required: 'Enter the code printed on the label',
  tooLong: `A code can have at most ${alternateCodeLimits.length} characters`,
  badCharacters: 'A code cannot contain control characters',
  alreadyUsed: (code: string, on: string) => `The code "${code}" is already used by ${on}.`,
  alreadyUsedHere: (code: string) => `The code "${code}" is already on this machine.`,
  tooMany: `A machine can have at most ${alternateCodeLimits.perEquipment} alternate codes`,
  notFound: 'Alternate code not found',
} as const;

/** The CSV export's column of a machine's alternate codes, '; '-separated. */
export const alternateCodesCsvHeader = 'Alternate codes';

/** The code as kept: trimmed, inner runs of white space as one space. */
export const normalizeAlternateCode = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

/** What uniqueness and lookups compare: the normalised code in upper case. */
export const alternateCodeKey = (raw: string): string => normalizeAlternateCode(raw).toUpperCase();

/** null when the code may be stored, else the message. */
export function alternateCodeProblem(raw: string): string | null {
  const code = normalizeAlternateCode(raw);
  if (!code) return alternateCodeMessages.required;
  if (code.length > alternateCodeLimits.length) return alternateCodeMessages.tooLong;
  if (/[\u0000-\u001f\u007f]/.test(code)) return alternateCodeMessages.badCharacters;
  return null;
}

/**
 * What a scanner read may be looked up by, in order: the code the spec's extraction finds (our own /equipment/{id}
 * links and bare codes), then the whole text when it differs — a peer's QR often encodes its own URL or an id with
 * characters our extraction does not take, and that whole text is what was stored as the alternate code.
 */
export function scanLookupCandidates(text: string, extracted: string | null): string[] {
  const raw = normalizeAlternateCode(text);
  const out: string[] = [];
  if (extracted) out.push(extracted);
  if (raw && raw !== extracted && alternateCodeProblem(raw) === null) out.push(raw);
  return out;
}
