/** spec 02 §5 and §9: the equipment fields' choices and limits, shared by the form, the API and the CSV import. */
export const equipmentTypes = [
  'excavator',
  'bulldozer',
  'crane',
  'loader',
  'dump_truck',
  'compactor',
  'generator',
  'pump',
  'tool',
  'vehicle',
  'other',
] as const;
export type EquipmentType = (typeof equipmentTypes)[number];

export const maintenanceSchedules = ['weekly', 'monthly', 'quarterly', 'semi_annual', 'annual', 'as_needed'] as const;
export type MaintenanceSchedule = (typeof maintenanceSchedules)[number];
export const defaultMaintenanceSchedule: MaintenanceSchedule = 'monthly';

export const equipmentPriorities = ['low', 'medium', 'high'] as const;
export type EquipmentPriority = (typeof equipmentPriorities)[number];

export const assignmentStatuses = ['available', 'assigned', 'reserved', 'maintenance', 'retired'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/** spec 02 §5 "another schema": name 100, model and serial 100, location 200; notes 5000 as for notes. */
export const equipmentTextLimits = {
  name: 100,
  manufacturer: 100,
  model: 100,
  serial: 100,
  location: 200,
  notes: 5000,
  description: 5000,
  operatorName: 100,
  qrCodeId: 100,
} as const;

export const minEquipmentYear = 1900;
/** spec 02 §9: valid years run from 1900 to next calendar year. */
export function maxEquipmentYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}
export function isValidEquipmentYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= minEquipmentYear && year <= maxEquipmentYear(now);
}

/** spec 02 §5 Lifecycle: a purchase date cannot be in the future. */
export const futurePurchaseDateMessage = 'Purchase date cannot be in the future';

/** The last answer of latestPurchaseDate: an import asks once per row with the same clock. */
const latestFor = { time: Number.NaN, date: '' };

/**
 * The latest purchase date accepted at `now` when the user's zone is unknown: UTC's date plus one day. A user east of
 * Greenwich (up to UTC+14) may already be on UTC's tomorrow, and something bought today must be accepted in every
 * zone; two days ahead of UTC is the future everywhere. A form that knows the user's own date passes that instead.
 */
export function latestPurchaseDate(now: Date = new Date()): string {
  const time = now.getTime();
  if (time === latestFor.time) return latestFor.date;
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  latestFor.time = time;
  latestFor.date = next.toISOString().slice(0, 10);
  return latestFor.date;
}

/** Whether a YYYY-MM-DD purchase date lies after `latest` (YYYY-MM-DD). */
export function isFuturePurchaseDate(date: string, latest: string = latestPurchaseDate()): boolean {
  return date > latest;
}

/** spec 02 §5 "another schema": hours 0-999999. */
export const maxEquipmentHours = 999_999;
export const maxMoney = 1_000_000_000;

/** 'Dump Truck', 'dump-truck' and 'DUMP_TRUCK' all read as dump_truck. */
export function normalizeChoice<T extends string>(raw: string, choices: readonly T[]): T | null {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (choices as readonly string[]).includes(key) ? (key as T) : null;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1000 && y <= 9999;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date typed or imported: YYYY-MM-DD, YYYY/MM/DD, an ISO timestamp (its date part), or the
 * US M/D/YYYY. Returns YYYY-MM-DD, or null when it is not a real calendar date.
 */
export function parseDateInput(raw: string): string | null {
  const text = raw.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
  }
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (m) {
    const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
  }
  return null;
}

/** A number typed or imported: thousands separators and a leading $ are allowed; null when not a number. */
export function parseNumberInput(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
