import { CsvError } from 'csv-parse';
import {
  addDateEvidence,
  csvDateKeys,
  decideDateOrder,
  emptyDateEvidence,
  equipmentMessages,
  isBlankRecord,
  type DateOrderVerdict,
  type ImportTarget,
} from '@gears/domain';
import { AppError } from '../../platform/errors.ts';
import type { ImportSource } from './import-source.ts';

const dateTargets: ReadonlySet<ImportTarget> = csvDateKeys;
/** The value-mapping step lists at most this many distinct values per column; the rest take their suggestion. */
const maxDistinct = 200;

export type FileProfile = {
  headers: string[];
  /** The first non-blank value of each column, for the mapping step. */
  samples: string[];
  statuses: Map<string, number>;
  categories: Map<string, number>;
  dateOrder: DateOrderVerdict;
  /** Distinct values of the columns asked for (custom one-of fields' options). */
  values: Map<number, Map<string, number>>;
  /** The data rows (non-blank, header excluded) when the whole file was read; null when only a head was. */
  rows: number | null;
};

function count(map: Map<string, number>, value: string) {
  const seen = map.get(value);
  if (seen !== undefined) map.set(value, seen + 1);
  else if (map.size < maxDistinct) map.set(value, 1);
}

/** Reads the header row only (the first non-blank record). */
export async function readHeaders(source: ImportSource): Promise<string[]> {
  try {
    for await (const record of source.records()) {
      if (!isBlankRecord(record)) return record.map((h) => h.trim());
    }
  } catch (err) {
    if (err instanceof CsvError) throw new AppError('VALIDATION', equipmentMessages.csvParseError);
    throw err;
  }
  throw new AppError('VALIDATION', equipmentMessages.csvEmpty);
}

/**
 * The file once, before anything is decided (issue 19 item 3): samples for the mapping step, the distinct status and
 * category values with their counts for the value step, and the date convention from every value of every date
 * column. The dry run (the mapping step) reads it all; the import itself reads a head of `headRows` rows, and the
 * rest only when the head holds numeric dates (DESIGN §7: the import's 10k rows/s leave no room for a second pass).
 */
export async function profileFile(
  source: ImportSource,
  targets: readonly ImportTarget[],
  headRows = Infinity,
  valuesAt: readonly number[] = [],
  extraDatesAt: readonly number[] = [],
): Promise<FileProfile> {
  const values = new Map(valuesAt.map((i) => [i, new Map<string, number>()]));
  const statusAt = targets.indexOf('status');
  const categoryAt = targets.indexOf('equipmentType');
  const dateAt = [...targets.flatMap((t, i) => (dateTargets.has(t) ? [i] : [])), ...extraDatesAt];
  const evidence = emptyDateEvidence();
  const statuses = new Map<string, number>();
  const categories = new Map<string, number>();
  let headers: string[] | null = null;
  let samples: string[] = [];
  let missing = 0;
  let rows = 0;
  let whole = true;
  try {
    for await (const record of source.records()) {
      if (isBlankRecord(record)) continue;
      // A head is enough unless it shows numeric dates other than ISO: then every value counts for the convention.
      if ((rows += 1) > headRows && !evidence.numeric) {
        whole = false;
        break;
      }
      if (!headers) {
        headers = record.map((h) => h.trim());
        samples = headers.map(() => '');
        missing = headers.length;
        continue;
      }
      if (missing > 0) {
        for (let i = 0; i < samples.length; i += 1) {
          const value = record[i]?.trim();
          if (!samples[i] && value) {
            samples[i] = value.slice(0, 200);
            missing -= 1;
          }
        }
      }
      if (statusAt >= 0) {
        const value = record[statusAt]?.trim();
        if (value) count(statuses, value);
      }
      if (categoryAt >= 0) {
        const value = record[categoryAt]?.trim();
        if (value) count(categories, value);
      }
      for (const [i, seen] of values) {
        const value = record[i]?.trim();
        if (value) count(seen, value);
      }
      for (const i of dateAt) {
        const value = record[i];
        if (value) addDateEvidence(evidence, value);
      }
    }
  } catch (err) {
    // A parse error is reported on its row by the import pass; the profile keeps what it read.
    if (!(err instanceof CsvError)) throw err;
  }
  if (!headers) throw new AppError('VALIDATION', equipmentMessages.csvEmpty);
  return { headers, samples, statuses, categories, dateOrder: decideDateOrder(evidence), values, rows: whole ? rows - 1 : null };
}

/** The data rows of the file (non-blank, header excluded), for the progress of an import whose profile read a head. */
export async function countRows(source: ImportSource): Promise<number> {
  let rows = 0;
  try {
    for await (const record of source.records()) if (!isBlankRecord(record)) rows += 1;
  } catch (err) {
    // The import pass stops at the same parse error and reports it.
    if (!(err instanceof CsvError)) throw err;
  }
  return Math.max(0, rows - 1);
}
