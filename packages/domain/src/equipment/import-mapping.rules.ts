import { csvColumns, csvExportOnlyColumns, normalizeHeader, type CsvFieldKey } from './csv.rules.ts';

/**
 * Issue 19 item 2: where each column of a file goes. Our own fields (the export's headers, which
 * round-trip), plus targets the importer turns into fields: warranty months (→ warranty expiry from
 * the purchase date), custody (→ a check-out to a team member, or a named holder), the peer's asset
 * tag or barcode (kept, and the re-import key once alternate codes exist). 'keep' writes
 * 'Header: value' into the notes so nothing in the file is lost; 'ignore' drops the column.
 */
export const importExtraTargets = [
  'warrantyMonths',
  'custodian',
  'custodianEmail',
  'custodianFirstName',
  'custodianLastName',
  'assetTag',
  'keep',
  'ignore',
] as const;
export type ImportExtraTarget = (typeof importExtraTargets)[number];
/** A company custom field by name (issue 19 item 4): created on import when missing, within the plan's quota. */
export type CustomTarget = `custom:${string}`;
export type BaseImportTarget = CsvFieldKey | ImportExtraTarget;
export type ImportTarget = BaseImportTarget | CustomTarget;
export const importTargets: readonly BaseImportTarget[] = [...csvColumns.map((c) => c.key), ...importExtraTargets];
export const isCustomTarget = (target: string): target is CustomTarget => target.startsWith('custom:') && target.length > 7;
export const customTarget = (name: string): CustomTarget => `custom:${name.trim().replace(/\s+/g, ' ')}`;

/** A person-readable name for any target. */
export function importTargetLabel(target: ImportTarget): string {
  return isCustomTarget(target) ? `Custom field: ${target.slice(7)}` : importTargetLabels[target];
}

/** Custom field types as the import creates them (packages/domain custom-fields.rules.ts customFieldTypes). */
export type ImportCustomType = 'text' | 'number' | 'date' | 'money' | 'options';

/**
 * Shelf's custom-field columns: 'cf: Serial number,type:text', 'cf:brand, type:option', 'cf:purchase date, type:date'
 * (and our own export's 'cf: Name'). Shelf's types map to ours; an unknown type is text.
 */
export function customColumnOf(header: string): { name: string; type: ImportCustomType } | null {
  const m = /^\s*cf\s*:\s*(.*?)\s*(?:,\s*type\s*:\s*([a-z_ ]+))?\s*$/i.exec(header);
  if (!m || !m[1]) return null;
  const kind = (m[2] ?? 'text').trim().toLowerCase();
  const type: ImportCustomType =
    kind === 'option' || kind === 'options'
      ? 'options'
      : kind === 'date'
        ? 'date'
        : kind === 'number' || kind === 'integer'
          ? 'number'
          : kind === 'amount' || kind === 'money' || kind === 'currency'
            ? 'money'
            : 'text';
  return { name: m[1].slice(0, 60), type };
}

export const importTargetLabels: Record<BaseImportTarget, string> = {
  ...(Object.fromEntries(csvColumns.map((c) => [c.key, c.header])) as Record<CsvFieldKey, string>),
  warrantyMonths: 'Warranty (months)',
  custodian: 'Checked out to (person)',
  custodianEmail: 'Checked out to (email)',
  custodianFirstName: 'Checked out to (first name)',
  custodianLastName: 'Checked out to (last name)',
  assetTag: 'Asset tag / barcode',
  keep: 'Keep in notes',
  ignore: 'Ignore',
};

/**
 * The peers' own headers (Snipe-IT, Shelf, Atlas CMMS) and the spreadsheet words people use, beyond the
 * export's aliases in csv.rules.ts. Normalised with normalizeHeader, so 'Checked Out To: Email' is
 * 'checked out to email'.
 */
const extraAliases: Record<string, ImportTarget> = {
  'item name': 'name',
  title: 'name',
  asset: 'name',
  machine: 'name',
  'machine name': 'name',
  'unit name': 'name',
  'model name': 'model',
  'model no': 'model',
  'serial num': 'serial',
  's n': 'serial',
  'serial #': 'serial',
  'asset type': 'equipmentType',
  'asset category': 'equipmentType',
  class: 'equipmentType',
  'status label': 'status',
  state: 'status',
  'location name': 'location',
  site: 'location',
  'job site': 'location',
  yard: 'location',
  'asset notes': 'notes',
  comments: 'notes',
  remarks: 'notes',
  details: 'description',
  'purchase cost': 'purchasePrice',
  'acquisition cost': 'purchasePrice',
  'purchased price': 'purchasePrice',
  'cost price': 'purchasePrice',
  purchased: 'purchaseDate',
  'acquisition date': 'purchaseDate',
  'date acquired': 'purchaseDate',
  'warranty end': 'warrantyExpiry',
  'warranty end date': 'warrantyExpiry',
  'warranty expiration date': 'warrantyExpiry',
  'warranty until': 'warrantyExpiry',
  warranty: 'warrantyMonths',
  'warranty months': 'warrantyMonths',
  'warranty period': 'warrantyMonths',
  'warranty in months': 'warrantyMonths',
  valuation: 'currentValue',
  'book value': 'currentValue',
  'market value': 'currentValue',
  'hour meter reading': 'hours',
  'meter hours': 'hours',
  labels: 'tags',
  keywords: 'tags',
  'checked out to': 'custodian',
  'checked out to username': 'custodian',
  'checked out to name': 'custodian',
  custodian: 'custodian',
  'assigned to': 'custodian',
  'assigned user': 'custodian',
  holder: 'custodian',
  employee: 'custodian',
  'checked out to email': 'custodianEmail',
  'custodian email': 'custodianEmail',
  'assigned to email': 'custodianEmail',
  'checked out to first name': 'custodianFirstName',
  'checked out to last name': 'custodianLastName',
  'asset tag': 'assetTag',
  'asset id': 'assetTag',
  'asset number': 'assetTag',
  'asset no': 'assetTag',
  'tag number': 'assetTag',
  barcode: 'assetTag',
  'bar code': 'assetTag',
  // Shelf's qrId is Shelf's own QR label: kept as an alternate code, so scanning it finds the machine (issue 19 item 5).
  qrid: 'assetTag',
};

const aliasIndex = new Map<string, ImportTarget>();
for (const column of csvColumns) {
  for (const label of [column.header, column.key.replace(/[A-Z]/g, (c) => ` ${c}`), ...column.aliases]) {
    aliasIndex.set(normalizeHeader(label), column.key);
  }
}
for (const [alias, target] of Object.entries(extraAliases)) aliasIndex.set(normalizeHeader(alias), target);
const squashedIndex = new Map([...aliasIndex].map(([alias, target]) => [alias.replace(/ /g, ''), target]));

/** The suggested target of one header on its own, or null when no alias matches. */
export function targetOfHeader(header: string): ImportTarget | null {
  const key = normalizeHeader(header);
  if (!key) return null;
  return aliasIndex.get(key) ?? squashedIndex.get(key.replace(/ /g, '')) ?? null;
}

export const importSourceFormats = ['snipe-it', 'shelf', 'atlas-cmms', 'gears'] as const;
export type ImportSourceFormat = (typeof importSourceFormats)[number];
export const importSourceLabels: Record<ImportSourceFormat, string> = {
  'snipe-it': 'Snipe-IT asset export',
  shelf: 'Shelf asset import',
  'atlas-cmms': 'Atlas CMMS asset export',
  gears: 'GEARS equipment export',
};

/** Recognises the tool a file came from by headers only it writes. */
export function detectSourceFormat(headers: readonly string[]): ImportSourceFormat | null {
  const has = (h: string) => headers.some((x) => normalizeHeader(x) === h);
  if (has('asset tag') && (has('item name') || has('checkout type') || headers.some((x) => /^checked out to/i.test(x.trim()))))
    return 'snipe-it';
  if (has('asset tag') && has('model number') && has('category') && has('purchase cost')) return 'snipe-it';
  if (has('title') && (has('valuation') || has('custodian') || has('qrid') || headers.some((x) => /^cf\s*:/i.test(x.trim()))))
    return 'shelf';
  if (has('location name') && (has('barcode') || has('acquisition cost') || has('warranty expiration date'))) return 'atlas-cmms';
  if (has('qr code id') && has('equipment type') && has('condition rating')) return 'gears';
  return null;
}

const exportOnly = new Set<string>(csvExportOnlyColumns.map((c) => normalizeHeader(c.header)));

export type SuggestedMapping = { format: ImportSourceFormat | null; targets: ImportTarget[] };

/**
 * One target per column. A field already taken by an earlier column is kept in the notes instead
 * (Snipe-IT has both Model and Model Number). Unknown headers are kept, not dropped (issue 19 item 7).
 * Snipe-IT's mock export names the asset 'item Name' and the person 'Name': there Name is the custodian.
 */
export function suggestMapping(headers: readonly string[]): SuggestedMapping {
  const format = detectSourceFormat(headers);
  const hasItemName = headers.some((h) => normalizeHeader(h) === 'item name');
  const taken = new Set<ImportTarget>();
  const targets = headers.map((header): ImportTarget => {
    const key = normalizeHeader(header);
    if (!key || exportOnly.has(key)) return 'ignore';
    const custom = customColumnOf(header);
    if (custom) return customTarget(custom.name);
    let target = targetOfHeader(header);
    if (key === 'name' && hasItemName) target = 'custodian';
    if (!target) return 'keep';
    if (taken.has(target)) return 'keep';
    taken.add(target);
    return target;
  });
  // A bare Email column beside a person column is that person's email (Snipe-IT's mock export: Name, Email,
  // Username), so the check-out finds the team member by email.
  if (targets.some((t) => t === 'custodian' || t === 'custodianFirstName') && !taken.has('custodianEmail')) {
    const at = headers.findIndex((h, i) => targets[i] === 'keep' && personEmailHeaders.has(normalizeHeader(h)));
    if (at >= 0) targets[at] = 'custodianEmail';
  }
  return { format, targets };
}

const personEmailHeaders = new Set(['email', 'e mail', 'email address', 'e mail address', 'user email']);

/** A remembered or explicit mapping by header text applied over the suggestion (unknown headers keep the suggestion). */
export function applyMapping(
  headers: readonly string[],
  suggested: readonly ImportTarget[],
  chosen: Record<string, ImportTarget>,
): ImportTarget[] {
  return headers.map((header, i) => chosen[header] ?? chosen[header.trim()] ?? suggested[i] ?? 'keep');
}

/** Two fields mapped twice is a mistake the importer cannot resolve: the first names the column it refuses. */
export function duplicateTarget(headers: readonly string[], targets: readonly ImportTarget[]): string | null {
  const seen = new Set<ImportTarget>();
  for (let i = 0; i < targets.length; i += 1) {
    const target = targets[i]!;
    if (target === 'keep' || target === 'ignore') continue;
    if (seen.has(target)) return `${importTargetLabel(target)} is mapped from more than one column (${headers[i]})`;
    seen.add(target);
  }
  return null;
}
