import { Readable } from 'node:stream';
import {
  alternateCodesCsvHeader,
  csvColumns,
  csvDateKeys,
  csvExportHeaders,
  csvExportOnlyColumns,
  csvLine,
  csvMoneyKeys,
  customFieldCsvHeader,
  equipmentMessages,
  type Equipment,
  type ExportEquipmentQuery,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './equipment.repo.ts';
import { toEquipment } from './equipment.mapper.ts';
import type { Scope } from '../../platform/scope.ts';
import { codesByMachine, hasAlternateCodes } from './alternate-codes.service.ts';
import { exportFields, valuesByMachine } from './custom-fields.service.ts';
import { listFilterOf } from './equipment.service.ts';

const pageSize = 1000;

export type ExportCell = string | number | null;
/** What each exported column holds, so a spreadsheet can type its cells (the CSV writes them all as text). */
export type ExportColumnKind = 'text' | 'number' | 'money' | 'date';
export type ExportTable = { headers: string[]; kinds: ExportColumnKind[]; rows: AsyncIterable<ExportCell[]> };

const exportedColumns = [...csvColumns, ...csvExportOnlyColumns];
const numberKeys = new Set<string>(['year', 'hours', 'depreciationRate', 'currentConditionRating']);
const moneyKeys: ReadonlySet<string> = csvMoneyKeys;
const dateKeys: ReadonlySet<string> = csvDateKeys;
const kindOfKey = (key: string): ExportColumnKind =>
  moneyKeys.has(key) ? 'money' : numberKeys.has(key) ? 'number' : dateKeys.has(key) ? 'date' : 'text';
const kindOfField = (type: string): ExportColumnKind =>
  type === 'money' ? 'money' : type === 'number' ? 'number' : type === 'date' ? 'date' : 'text';

/** The value written under each exported header: the same text the import reads back. */
function cellsOf(e: Equipment): ExportCell[] {
  return exportedColumns.map(({ key }) => {
    const value = e[key];
    if (Array.isArray(value)) return value.join(', ');
    return value ?? null;
  });
}

/**
 * The current filter as a table (spec 02 §5, §9): the import's own headers, then one `cf: Name` column per live custom
 * field and, when the company keeps any, the machines' alternate codes (issue 19 items 4, 5), read page by page so a
 * 100k-row register never sits in memory. Filters are checked and the first page is read before anything is sent, so
 * an empty result is a 404 with the spec's 'No equipment to export' rather than a file with only a header.
 */
export async function exportTable(run: TxRunner, scope: Scope, query: ExportEquipmentQuery): Promise<ExportTable> {
  const { filter, fields, withCodes } = await run(async (tx) => {
    const filter = await listFilterOf(tx, scope, query);
    return { filter, fields: await exportFields(tx, filter.companyId), withCodes: await hasAlternateCodes(tx, filter.companyId) };
  });
  // One column per field name: the provider admin's all-company view may see the same name in several companies.
  const columns = [...new Set(fields.map((f) => f.name))];
  const columnOf = new Map(fields.map((f) => [f.id, columns.indexOf(f.name)]));
  const customKinds = columns.map((name) => {
    const types = new Set(fields.filter((f) => f.name === name).map((f) => kindOfField(f.field_type)));
    return types.size === 1 ? [...types][0]! : 'text';
  });
  const pageAfter = (after: { sortKey: string; id: string } | null) =>
    run(async (tx) => {
      const rows = await repo.listEquipment(tx, filter, query.sort, after, pageSize);
      const ids = rows.map((r) => r.id);
      const values = columns.length ? await valuesByMachine(tx, filter.companyId, ids) : new Map<string, Map<string, string>>();
      return { rows, values, codes: withCodes ? await codesByMachine(tx, filter.companyId, ids) : new Map<string, string[]>() };
    });
  const extraCells = (id: string, page: Awaited<ReturnType<typeof pageAfter>>) => {
    const cells: ExportCell[] = columns.map(() => null);
    for (const [fieldId, text] of page.values.get(id) ?? []) {
      const at = columnOf.get(fieldId);
      if (at !== undefined) cells[at] = text;
    }
    return withCodes ? [...cells, (page.codes.get(id) ?? []).join('; ') || null] : cells;
  };
  const first = await pageAfter(null);
  if (first.rows.length === 0) throw notFound(equipmentMessages.noEquipmentToExport);
  async function* rows() {
    let page = first;
    for (;;) {
      for (const row of page.rows) yield [...cellsOf(toEquipment(row)), ...extraCells(row.id, page)];
      if (page.rows.length < pageSize) return;
      const last = page.rows[page.rows.length - 1]!;
      page = await pageAfter({ sortKey: last.sort_key, id: last.id });
      if (page.rows.length === 0) return;
    }
  }
  return {
    headers: [...csvExportHeaders, ...columns.map(customFieldCsvHeader), ...(withCodes ? [alternateCodesCsvHeader] : [])],
    kinds: [...exportedColumns.map((c) => kindOfKey(c.key)), ...customKinds, ...(withCodes ? ['text' as const] : [])],
    rows: rows(),
  };
}

/** The export as CSV, formula cells escaped, streamed a page of lines at a time. */
export async function exportCsv(run: TxRunner, scope: Scope, query: ExportEquipmentQuery): Promise<Readable> {
  const table = await exportTable(run, scope, query);
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8; the import skips it.
    yield `\uFEFF${csvLine(table.headers)}`;
    let chunk: string[] = [];
    for await (const row of table.rows) {
      chunk.push(csvLine(row));
      if (chunk.length >= pageSize) {
        yield chunk.join('');
        chunk = [];
      }
    }
    if (chunk.length) yield chunk.join('');
  }
  return Readable.from(lines());
}
