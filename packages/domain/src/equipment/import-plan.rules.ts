import type { CsvFieldKey } from './csv.rules.ts';
import { equipmentTextLimits, equipmentTypes, type EquipmentType } from './fields.rules.ts';
import { isCustomTarget, type ImportCustomType, type ImportTarget } from './import-mapping.rules.ts';
import {
  categoryTag,
  parseImportDate,
  parseMoney,
  suggestEquipmentType,
  suggestStatus,
  warrantyExpiryFrom,
  type DateOrder,
} from './import-values.rules.ts';
import { defaultEquipmentStatus, type EquipmentStatus } from './status.rules.ts';
import { maxTags, splitTagCell } from './tags.rules.ts';

/** Everything the importer needs to turn a record into cells: the column targets and the value-mapping step's choices. */
export type ImportPlan = {
  headers: readonly string[];
  targets: readonly ImportTarget[];
  dateOrder: DateOrder;
  /** A file's status value (trimmed, as written) → ours; values not listed take suggestStatus, then the default. */
  statusMap: Readonly<Record<string, EquipmentStatus>>;
  /** A file's category value (trimmed) → our type; 'other' keeps the original as a tag. */
  typeMap: Readonly<Record<string, EquipmentType>>;
  /** Custom field columns by target, with the type their values are read as. */
  customTypes?: Readonly<Record<string, ImportCustomType>>;
};

/** What a record says beyond the equipment fields: who holds it and the peer's label. */
export type ImportRowExtras = {
  /** name: the full name when the file gives first and last, else the custodian cell; alias: that cell (often a username). */
  custodian: { name: string | null; email: string | null; alias: string | null } | null;
  assetTag: string | null;
  /** Custom field name → value (dates ISO, money plain), for the custom-fields service to check and store. */
  custom: Record<string, string>;
};

const dateFields = new Set<CsvFieldKey>([
  'purchaseDate',
  'warrantyExpiry',
  'lastValuationDate',
  'lastMaintenance',
  'lastServiceDate',
  'nextServiceDate',
]);
const moneyFields = new Set<CsvFieldKey>(['purchasePrice', 'currentValue', 'replacementCostEstimate']);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const plainNumber = /^\d+(\.\d{1,2})?$/;

/** Our type for a category, exact names first ('Dump Truck' → dump_truck), then the value-mapping choice, then words. */
export function typeOfCategory(raw: string, typeMap: Readonly<Record<string, EquipmentType>>): EquipmentType {
  const chosen = typeMap[raw];
  if (chosen) return chosen;
  const exact = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((equipmentTypes as readonly string[]).includes(exact)) return exact as EquipmentType;
  return suggestEquipmentType(raw);
}

function appendNote(notes: string, line: string): string {
  const next = notes ? `${notes}\n${line}` : line;
  // Kept columns never fail a row: past the notes limit the rest is cut with an ellipsis.
  return next.length > equipmentTextLimits.notes ? `${next.slice(0, equipmentTextLimits.notes - 1)}…` : next;
}

/**
 * One record to the cells validateImportRow reads (issue 19 items 2, 3, 7): dates to ISO by the file's order,
 * money to plain numbers, statuses and categories by the value mapping (an unknown category becomes type other
 * with its text as a tag — never a failed row), warranty months to an expiry date, custody and the asset tag
 * aside, and 'keep' columns as 'Header: value' lines in the notes. Values that do not parse are passed as
 * written, so the validator names the field.
 */
export function mapImportRecord(
  record: readonly string[],
  plan: ImportPlan,
): { cells: Partial<Record<CsvFieldKey, string>>; extras: ImportRowExtras } {
  const cells: Partial<Record<CsvFieldKey, string>> = {};
  let kept = '';
  let warrantyMonths = '';
  let assetTag: string | null = null;
  let custodian = '';
  let email = '';
  let first = '';
  let last = '';
  const custom: Record<string, string> = {};
  for (let i = 0; i < plan.targets.length; i += 1) {
    const target = plan.targets[i]!;
    const value = (record[i] ?? '').trim();
    if (!value || target === 'ignore') continue;
    if (isCustomTarget(target)) {
      const type = plan.customTypes?.[target];
      const name = target.slice(7);
      custom[name] =
        type === 'date' ? (parseImportDate(value, plan.dateOrder) ?? value) : type === 'money' ? String(parseMoney(value) ?? value) : value;
      continue;
    }
    switch (target) {
      case 'keep':
        kept = appendNote(kept, `${plan.headers[i]!.trim()}: ${value}`);
        break;
      case 'warrantyMonths':
        warrantyMonths = value;
        break;
      case 'assetTag':
        assetTag = value;
        break;
      case 'custodian':
        custodian = value;
        break;
      case 'custodianEmail':
        email = value;
        break;
      case 'custodianFirstName':
        first = value;
        break;
      case 'custodianLastName':
        last = value;
        break;
      default:
        cells[target] = value;
    }
  }
  // Fast paths: ISO dates and plain numbers (every file we export, and most machine-made ones) are left as they are.
  for (const key of dateFields) {
    const raw = cells[key];
    if (raw && !isoDate.test(raw)) cells[key] = parseImportDate(raw, plan.dateOrder) ?? raw;
  }
  for (const key of moneyFields) {
    const raw = cells[key];
    if (!raw || plainNumber.test(raw)) continue;
    const n = parseMoney(raw);
    if (n !== null) cells[key] = String(n);
  }
  if (cells.status !== undefined) cells.status = plan.statusMap[cells.status] ?? suggestStatus(cells.status) ?? defaultEquipmentStatus;
  let tags = cells.tags ? splitTagCell(cells.tags) : [];
  if (cells.equipmentType !== undefined) {
    const raw = cells.equipmentType;
    const type = typeOfCategory(raw, plan.typeMap);
    cells.equipmentType = type;
    if (type === 'other' && raw.trim().toLowerCase() !== 'other') tags = [...tags, categoryTag(raw)];
  }
  if (tags.length)
    cells.tags = tags
      .filter((t) => t.trim())
      .slice(0, maxTags)
      .join(',');
  if (warrantyMonths && !cells.warrantyExpiry) {
    const expiry = warrantyExpiryFrom(cells.purchaseDate && /^\d{4}-/.test(cells.purchaseDate) ? cells.purchaseDate : null, warrantyMonths);
    if (expiry) cells.warrantyExpiry = expiry;
    else kept = appendNote(kept, `Warranty (months): ${warrantyMonths}`);
  }
  const name = [first, last].filter(Boolean).join(' ') || custodian;
  if (kept) cells.notes = cells.notes ? appendNote(cells.notes, kept) : kept;
  return {
    cells,
    extras: { custodian: name || email ? { name: name || null, email: email || null, alias: custodian || null } : null, assetTag, custom },
  };
}
