import { Readable } from 'node:stream';
import {
  alternateCodesCsvHeader,
  csvColumns,
  csvExportHeaders,
  csvExportOnlyColumns,
  csvLine,
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

/** The value written under each exported header: the same text the import reads back. */
function cellsOf(e: Equipment): (string | number | null)[] {
  return [...csvColumns, ...csvExportOnlyColumns].map(({ key }) => {
    const value = e[key];
    if (Array.isArray(value)) return value.join(', ');
    return value ?? null;
  });
}

/**
 * The current filter as CSV (spec 02 §5, §9): the import's own headers, then one `cf: Name` column per live custom field
 * and, when the company keeps any, the machines' alternate codes (issue 19 items 4, 5), formula cells escaped, streamed page by page so a 100k-row
 * register never sits in memory. Filters are checked and the first page is read before the first byte is sent, so an
 * empty result is a 404 with the spec's 'No equipment to export' rather than a file with only a header.
 */
export async function exportCsv(run: TxRunner, scope: Scope, query: ExportEquipmentQuery): Promise<Readable> {
  const { filter, fields, withCodes } = await run(async (tx) => {
    const filter = await listFilterOf(tx, scope, query);
    return { filter, fields: await exportFields(tx, filter.companyId), withCodes: await hasAlternateCodes(tx, filter.companyId) };
  });
  // One column per field name: the provider admin's all-company view may see the same name in several companies.
  const columns = [...new Set(fields.map((f) => f.name))];
  const columnOf = new Map(fields.map((f) => [f.id, columns.indexOf(f.name)]));
  const pageAfter = (after: { sortKey: string; id: string } | null) =>
    run(async (tx) => {
      const rows = await repo.listEquipment(tx, filter, query.sort, after, pageSize);
      const ids = rows.map((r) => r.id);
      const values = columns.length ? await valuesByMachine(tx, filter.companyId, ids) : new Map<string, Map<string, string>>();
      return { rows, values, codes: withCodes ? await codesByMachine(tx, filter.companyId, ids) : new Map<string, string[]>() };
    });
  const extraCells = (id: string, page: Awaited<ReturnType<typeof pageAfter>>) => {
    const cells: (string | null)[] = columns.map(() => null);
    for (const [fieldId, text] of page.values.get(id) ?? []) {
      const at = columnOf.get(fieldId);
      if (at !== undefined) cells[at] = text;
    }
    return withCodes ? [...cells, (page.codes.get(id) ?? []).join('; ') || null] : cells;
  };
  const first = await pageAfter(null);
  if (first.rows.length === 0) throw notFound(equipmentMessages.noEquipmentToExport);
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8; the import skips it.
    yield `\uFEFF${csvLine([...csvExportHeaders, ...columns.map(customFieldCsvHeader), ...(withCodes ? [alternateCodesCsvHeader] : [])])}`;
    let page = first;
    for (;;) {
      yield page.rows.map((row) => csvLine([...cellsOf(toEquipment(row)), ...extraCells(row.id, page)])).join('');
      if (page.rows.length < pageSize) return;
      const last = page.rows[page.rows.length - 1]!;
      page = await pageAfter({ sortKey: last.sort_key, id: last.id });
      if (page.rows.length === 0) return;
    }
  }
  return Readable.from(lines());
}
