import { z } from 'zod';
import { equipmentTypes } from './fields.rules.ts';
import { importSourceFormats, importTargets, type BaseImportTarget, type CustomTarget } from './import-mapping.rules.ts';
import { dateOrders } from './import-values.rules.ts';
import { equipmentStatuses } from './status.rules.ts';

/** The encodings the import reads (issue 19 item 1); detection picks one, the person may override it. */
export const importEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1'] as const;
export type ImportEncoding = (typeof importEncodings)[number];

/** Re-import keys: the serial number, or the peer's asset tag / barcode kept as an alternate code. */
export const importKeys = ['serial', 'assetTag'] as const;
const importTargetInput = z.union([
  z.enum(importTargets as [BaseImportTarget, ...BaseImportTarget[]]),
  z.custom<CustomTarget>((v) => typeof v === 'string' && /^custom:\S.{0,59}$/.test(v), 'A custom field target is custom:<name>'),
]);
export const importExistingModes = ['skip', 'update'] as const;

/**
 * The mapping step's choices (issue 19 items 2, 3, 6), all optional: columns by header text, the value
 * mapping, the date order, the encoding or sheet, and how rows matching existing equipment are treated.
 * Without one, the suggested mapping (or the company's remembered one) applies.
 */
export const importMapping = z.strictObject({
  columns: z.record(z.string().max(500), importTargetInput).optional(),
  statuses: z.record(z.string().max(500), z.enum(equipmentStatuses)).optional(),
  types: z.record(z.string().max(500), z.enum(equipmentTypes)).optional(),
  dateOrder: z.enum(dateOrders).optional(),
  encoding: z.enum(importEncodings).optional(),
  sheet: z.string().max(200).optional(),
  key: z.enum(importKeys).optional(),
  /** Rows whose key matches live equipment: skip them (counted unchanged) or update them. Absent: they fail as duplicates. */
  existing: z.enum(importExistingModes).optional(),
  /** Issue 19 item 7: false keeps every Location as text; absent or true places new machines at the open job site it names. */
  jobSites: z.boolean().optional(),
});
export type ImportMapping = z.infer<typeof importMapping>;

export const importQuery = z.strictObject({
  dryRun: z.enum(['true', 'false']).default('false'),
  companyId: z.uuid().optional(),
  /** An ImportMapping as JSON, so scripts can send it beside the file. */
  mapping: z.string().max(100_000).optional(),
});

const valueChoice = z.object({ value: z.string(), count: z.number(), suggested: z.string(), known: z.boolean() });

export const importResult = z.object({
  dryRun: z.boolean(),
  /** The fields the file's headers were matched to, in column order (null = kept in notes or ignored). */
  columns: z.array(z.string().nullable()),
  unknownHeaders: z.array(z.string()),
  /** The recognised source ('snipe-it', 'shelf', 'atlas-cmms', 'gears') and how it reads for a person. */
  format: z.enum(importSourceFormats).nullable(),
  formatLabel: z.string().nullable(),
  fileType: z.enum(['csv', 'xlsx']),
  encoding: z.string().nullable(),
  delimiter: z.string().nullable(),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** The mapping step: every column with a sample and where it goes. */
  mapping: z.array(z.object({ header: z.string(), target: z.string(), sample: z.string() })),
  /** Whether the mapping came from the company's last import of a file with these headers. */
  rememberedMapping: z.boolean(),
  statuses: z.array(valueChoice),
  categories: z.array(valueChoice),
  dateOrder: z.enum(['mdy', 'dmy', 'ambiguous', 'none']),
  /** spec 02 §9: the preview shows the first 10 rows. */
  preview: z.array(z.object({ row: z.number(), values: z.record(z.string(), z.string()), errors: z.array(z.string()) })),
  /** Non-blank data rows read. */
  total: z.number(),
  /** Rows written (or, in a dry run, rows that would be written): new plus updated. */
  imported: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  failed: z.number(),
  /** Custody from the file: check-outs to matching team members, and names kept as the operator. */
  checkedOut: z.number(),
  namedHolders: z.number(),
  /** New machines placed at (in a dry run: whose Location names) one of the company's open job sites (issue 19 item 7). */
  jobSites: z.number(),
  /** 'Row N: message', N counting the header as row 1 as a spreadsheet does. */
  errors: z.array(z.string()),
  errorsTruncated: z.boolean(),
  /** What the import did or will do beside the rows: custom fields created, columns kept in notes past the plan's quota. */
  notices: z.array(z.string()),
  /** Alternate codes (asset tags, barcodes, peers' QR ids) stored on the machines. */
  alternateCodes: z.number(),
  /** The failed rows as read, with the reason: the downloadable error report to fix and upload again. */
  errorReport: z.object({
    headers: z.array(z.string()),
    rows: z.array(z.object({ row: z.number(), cells: z.array(z.string()), reason: z.string() })),
  }),
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * Issue 19 item 9: a client that sends `Accept: application/x-ndjson` gets the import as lines of JSON: progress
 * lines while rows are written, then the result (the JSON answer's body) or, when the import stops after the first
 * line, an error. Without that header the answer is the JSON body alone.
 */
export const importStreamType = 'application/x-ndjson';
export type ImportProgress = { done: number; total: number };
export type ImportStreamLine =
  ({ type: 'progress' } & ImportProgress) | ({ type: 'result' } & ImportResult) | { type: 'error'; message: string };
