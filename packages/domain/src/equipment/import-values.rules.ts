import type { EquipmentType } from './fields.rules.ts';
import { normalizeStatus, type EquipmentStatus } from './status.rules.ts';
import { maxTagLength, normalizeTag } from './tags.rules.ts';

/**
 * Issue 19 item 3: values are mapped, not rejected. The peers' status words (Snipe-IT status labels,
 * Atlas CMMS asset statuses) and the spreadsheet words people use, to our one vocabulary (ADR 0003).
 */
const statusWords: Record<string, EquipmentStatus> = {
  // Snipe-IT default status labels
  'ready to deploy': 'active',
  deployed: 'active',
  deployable: 'active',
  pending: 'idle',
  'pending diagnostics': 'repair',
  'out for diagnostics': 'repair',
  'out for repair': 'repair',
  broken: 'repair',
  'broken not fixable': 'retired',
  undeployable: 'out_of_service',
  archived: 'retired',
  lost: 'retired',
  'lost stolen': 'retired',
  stolen: 'retired',
  // Atlas CMMS asset statuses
  down: 'out_of_service',
  standby: 'idle',
  modernization: 'maintenance',
  'inspection scheduled': 'active',
  decommissioned: 'retired',
  // Spreadsheet words
  available: 'active',
  'in use': 'active',
  working: 'active',
  running: 'active',
  ok: 'active',
  good: 'active',
  spare: 'idle',
  'in stock': 'idle',
  stock: 'idle',
  parked: 'idle',
  servicing: 'maintenance',
  'in service shop': 'maintenance',
  'in repair': 'repair',
  'under repair': 'repair',
  defect: 'repair',
  defective: 'repair',
  faulty: 'repair',
  damaged: 'repair',
  'not working': 'out_of_service',
  disabled: 'inactive',
  sold: 'retired',
  disposed: 'retired',
  scrapped: 'retired',
};

/** The suggested status for a file's value; null when nothing fits (the row then takes the default, and the value is listed). */
export function suggestStatus(raw: string): EquipmentStatus | null {
  const direct = normalizeStatus(raw);
  if (direct) return direct;
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return statusWords[key] ?? null;
}

/** Words in a category or type that name one of our equipment types, first match wins. */
const typeWords: readonly [RegExp, EquipmentType][] = [
  [/dump ?truck|hauler|tipper|articulated truck/, 'dump_truck'],
  [/excavat|digger|backhoe|trencher|dragline/, 'excavator'],
  [/bull ?dozer|\bdozer|crawler tractor/, 'bulldozer'],
  [/crane|hoist|boom lift/, 'crane'],
  [/loader|skid.?steer|telehandler|forklift|fork lift/, 'loader'],
  [/compactor|roller|rammer/, 'compactor'],
  [/generator|genset|gen set/, 'generator'],
  [/pump/, 'pump'],
  [/\btools?\b|drill|saw|grinder|lathe|welder|compressor/, 'tool'],
  [/vehicle|truck|van|pickup|pick up|\bcar\b|trailer|fleet/, 'vehicle'],
];

/** Our type for a file's category: exact type names first, then words; 'other' when nothing fits (the original becomes a tag). */
export function suggestEquipmentType(raw: string): EquipmentType {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [pattern, type] of typeWords) if (pattern.test(key) || pattern.test(key.replace(/ /g, ''))) return type;
  return 'other';
}

/** The tag that keeps an unmatched category's original text (tags are at most 40 characters). */
export function categoryTag(raw: string): string {
  return normalizeTag(raw.replace(/[,;]/g, ' ')).slice(0, maxTagLength).trim();
}

export const dateOrders = ['mdy', 'dmy'] as const;
export type DateOrder = (typeof dateOrders)[number];
export type DateOrderVerdict = DateOrder | 'ambiguous' | 'none';

const numericDate = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?)?$/;

/** Evidence from one value: a first part over 12 can only be a day (D/M), a second part over 12 only a day (M/D). */
export type DateEvidence = { dmy: boolean; mdy: boolean; numeric: boolean; dots: boolean };
export function emptyDateEvidence(): DateEvidence {
  return { dmy: false, mdy: false, numeric: false, dots: false };
}
export function addDateEvidence(evidence: DateEvidence, raw: string): void {
  const m = numericDate.exec(raw.trim());
  if (!m) return;
  evidence.numeric = true;
  if (raw.includes('.')) evidence.dots = true;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (a > 12 && b <= 12) evidence.dmy = true;
  if (b > 12 && a <= 12) evidence.mdy = true;
}

/**
 * The file's convention from all its values (issue 19 item 3): one way only → that way; both → the file mixes
 * them (ambiguous, asked); neither → ambiguous unless the dates use dots (22.02.2024 is day first in every
 * locale that writes it).
 */
export function decideDateOrder(evidence: DateEvidence): DateOrderVerdict {
  if (!evidence.numeric) return 'none';
  if (evidence.dmy && !evidence.mdy) return 'dmy';
  if (evidence.mdy && !evidence.dmy) return 'mdy';
  if (!evidence.dmy && !evidence.mdy && evidence.dots) return 'dmy';
  return 'ambiguous';
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
function isoOf(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? `${y}-${pad(m)}-${pad(d)}` : null;
}
/** Two-digit years: 00–69 are 2000s (warranty and end-of-life dates run decades ahead), 70–99 are 1900s. */
const fullYear = (y: string) => (y.length === 2 ? (Number(y) < 70 ? 2000 : 1900) + Number(y) : Number(y));

/** Excel stores dates as days since 1899-12-30; a plausible serial is between 1950 and 2150. */
const excelSerialMin = 18264;
const excelSerialMax = 91311;

/**
 * One date cell to ISO 'YYYY-MM-DD': ISO (with or without time), M/D/YYYY or D/M/YYYY by the file's order, two-digit
 * years, dotted dates, '23 Jan 2023' and 'Jan 23, 2023', and Excel serial numbers. null when it is not a date.
 */
export function parseImportDate(raw: string, order: DateOrder): string | null {
  const text = raw.trim();
  if (!text) return null;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = numericDate.exec(text);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(m[3]!)];
    return order === 'dmy' ? isoOf(y, b, a) : isoOf(y, a, b);
  }
  m = /^(\d{1,2})[ -]([A-Za-z]{3,9})\.?[ -,]+(\d{4})$/.exec(text);
  if (m) {
    const month = months.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
    return month ? isoOf(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (m) {
    const month = months.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    return month ? isoOf(Number(m[3]), month, Number(m[2])) : null;
  }
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    if (serial < excelSerialMin || serial > excelSerialMax) return null;
    return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

/**
 * Money as people write it: currency symbols or codes, spaces, and either thousands convention
 * ('$12,480.00', '12.480,00 €', '1 234,5', 'USD 1,234'). A single separator followed by exactly three
 * digits is a thousands separator ('1,234', '1.234'); otherwise it is the decimal mark. Rounded to the
 * cent. null when it is not an amount.
 */
export function parseMoney(raw: string): number | null {
  let text = raw
    .trim()
    .replace(/^\((.*)\)$/, '-$1')
    .replace(/[A-Za-z]{3}\b|[$€£¥₹₽¢]/g, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (!text) return null;
  const negative = text.startsWith('-');
  text = text.replace(/^[-+]/, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the later one is the decimal mark.
    text = lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = text.split(sep);
    const thousands = parts.length > 2 || (parts.length === 2 && parts[1]!.length === 3 && parts[0]!.length > 0 && parts[0] !== '0');
    text = thousands ? parts.join('') : parts.join('.');
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Math.round(Number(text) * 100) / 100;
  return Number.isFinite(value) ? (negative ? -value : value) : null;
}

/** Warranty in months from the purchase date → the expiry date (issue 19 item 3); null without both. */
export function warrantyExpiryFrom(purchaseDate: string | null, monthsText: string): string | null {
  const months = Number(monthsText.trim().replace(/\s*(months?|mo)$/i, ''));
  if (!purchaseDate || !Number.isInteger(months) || months <= 0 || months > 1200) return null;
  const [y, m, d] = purchaseDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(d, lastDay));
}
