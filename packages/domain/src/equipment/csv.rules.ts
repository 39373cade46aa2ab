/**
 * spec 02 §5 Bulk operations: CSV headers are case-insensitive and aliased. The export writes
 * the first header of each column, which the import reads back, so a file round-trips.
 */
export const csvColumns = [
  { key: 'name', header: 'Name', aliases: ['equipment name', 'equipment', 'asset name'] },
  { key: 'manufacturer', header: 'Manufacturer', aliases: ['make', 'brand'] },
  { key: 'model', header: 'Model', aliases: ['model name', 'model number'] },
  { key: 'serial', header: 'Serial Number', aliases: ['serial', 'serial no', 'sn', 'vin'] },
  { key: 'equipmentType', header: 'Equipment Type', aliases: ['type', 'category'] },
  { key: 'status', header: 'Status', aliases: [] },
  { key: 'year', header: 'Year', aliases: ['model year', 'year of manufacture'] },
  { key: 'hours', header: 'Hours', aliases: ['operating hours', 'hours operated', 'hour meter', 'engine hours'] },
  { key: 'location', header: 'Location', aliases: [] },
  { key: 'notes', header: 'Notes', aliases: [] },
  { key: 'description', header: 'Description', aliases: [] },
  { key: 'priority', header: 'Priority', aliases: [] },
  { key: 'purchaseDate', header: 'Purchase Date', aliases: ['date purchased'] },
  { key: 'warrantyExpiry', header: 'Warranty Expiry', aliases: ['warranty expiration date', 'warranty expiration', 'warranty expires'] },
  { key: 'purchasePrice', header: 'Purchase Price', aliases: ['price', 'cost'] },
  { key: 'currentValue', header: 'Current Value', aliases: ['value'] },
  { key: 'depreciationRate', header: 'Depreciation Rate', aliases: ['depreciation'] },
  { key: 'currentConditionRating', header: 'Condition Rating', aliases: ['condition', 'current condition rating'] },
  { key: 'replacementCostEstimate', header: 'Replacement Cost Estimate', aliases: ['replacement cost'] },
  { key: 'lastValuationDate', header: 'Last Valuation Date', aliases: [] },
  { key: 'maintenanceSchedule', header: 'Maintenance Schedule', aliases: [] },
  { key: 'lastMaintenance', header: 'Last Maintenance', aliases: ['last maintenance date'] },
  { key: 'lastServiceDate', header: 'Last Service Date', aliases: ['last service'] },
  { key: 'nextServiceDate', header: 'Next Service Date', aliases: ['next service'] },
  { key: 'operatorName', header: 'Operator Name', aliases: ['operator'] },
  { key: 'tags', header: 'Tags', aliases: [] },
  { key: 'qrCodeId', header: 'QR Code ID', aliases: ['qr code', 'qr id'] },
] as const;

export type CsvFieldKey = (typeof csvColumns)[number]['key'];
/** The columns that hold dates, and those that hold money: the import reads them, a spreadsheet export types them. */
export const csvDateKeys: ReadonlySet<CsvFieldKey> = new Set<CsvFieldKey>([
  'purchaseDate',
  'warrantyExpiry',
  'lastValuationDate',
  'lastMaintenance',
  'lastServiceDate',
  'nextServiceDate',
]);
export const csvMoneyKeys: ReadonlySet<CsvFieldKey> = new Set<CsvFieldKey>(['purchasePrice', 'currentValue', 'replacementCostEstimate']);
export const csvHeaders: string[] = csvColumns.map((c) => c.header);

/**
 * Columns the export adds after the import's: computed on the server (spec 02 §4 availability label), so an import
 * reading the file back skips them quietly instead of reporting them as unknown.
 */
export const csvExportOnlyColumns = [{ key: 'availability', header: 'Availability' }] as const;
export const csvExportHeaders: string[] = [...csvHeaders, ...csvExportOnlyColumns.map((c) => c.header)];
const exportOnlyHeaders = new Set<string>(csvExportOnlyColumns.map((c) => normalizeHeader(c.header)));

/** 'Serial_Number', ' serial-number ', 'SERIAL NUMBER' and 'Depreciation Rate (%)' read alike. */
export function normalizeHeader(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every spelling, with and without spaces ('serial number', 'serialnumber'), to its field. */
const headerIndex = new Map<string, CsvFieldKey>();
for (const column of csvColumns) {
  const labels = [column.header, column.key.replace(/[A-Z]/g, (c) => ` ${c}`), ...column.aliases];
  for (const label of labels) {
    headerIndex.set(normalizeHeader(label), column.key);
    headerIndex.set(normalizeHeader(label).replace(/ /g, ''), column.key);
  }
}

export type HeaderMap = { columns: (CsvFieldKey | null)[]; unknown: string[]; duplicates: string[] };

/** Maps each header cell to a field; unknown headers are ignored (and reported), a repeated field keeps its first column. */
export function mapCsvHeaders(headers: readonly string[]): HeaderMap {
  const seen = new Set<CsvFieldKey>();
  const unknown: string[] = [];
  const duplicates: string[] = [];
  const columns = headers.map((raw) => {
    const key = headerIndex.get(normalizeHeader(raw)) ?? headerIndex.get(normalizeHeader(raw).replace(/ /g, '')) ?? null;
    if (!key) {
      if (raw.trim() && !exportOnlyHeaders.has(normalizeHeader(raw))) unknown.push(raw.trim());
      return null;
    }
    if (seen.has(key)) {
      duplicates.push(raw.trim());
      return null;
    }
    seen.add(key);
    return key;
  });
  return { columns, unknown, duplicates };
}

export function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

/** DESIGN §4: a cell a spreadsheet would run as a formula (= + - @ tab CR, after any apostrophes) gets a leading apostrophe. */
const formulaStart = /^'*[=+\-@\t\r]/;

export function escapeFormulaCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** The import undoes exactly the export's escaping, so export → import is lossless. */
export function unescapeFormulaCell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}

/** One CSV field: formula-escaped, then quoted when it holds a comma, quote, line break or edge space. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = escapeFormulaCell(String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** spec 02 §9: exported file names include the date. */
export function exportFileName(now: Date = new Date(), extension: 'csv' | 'xlsx' = 'csv'): string {
  return `equipment-export-${now.toISOString().slice(0, 10)}.${extension}`;
}
