import { Readable } from 'node:stream';
import {
  csvColumns,
  csvExportHeaders,
  csvExportOnlyColumns,
  csvLine,
  equipmentMessages,
  type Equipment,
  type ExportEquipmentQuery,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './equipment.repo.ts';
import { toEquipment } from './equipment.mapper.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';

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
 * The current filter as CSV (spec 02 §5, §9): the import's own headers, formula cells escaped,
 * streamed page by page so a 100k-row register never sits in memory. Filters are checked and the
 * first page is read before the first byte is sent, so an empty result is a 404 with the spec's
 * 'No equipment to export' rather than a file with only a header.
 */
export async function exportCsv(run: TxRunner, scope: Scope, query: ExportEquipmentQuery): Promise<Readable> {
  const filter: repo.ListFilter = {
    companyId: readCompany(scope, query.companyId),
    search: query.search || undefined,
    status: query.status,
    availability: query.availability,
    movement: query.movement,
    archived: query.archived === 'true',
  };
  const pageAfter = (after: { sortKey: string; id: string } | null) =>
    run((tx) => repo.listEquipment(tx, filter, query.sort, after, pageSize));
  const first = await pageAfter(null);
  if (first.length === 0) throw notFound(equipmentMessages.noEquipmentToExport);
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8; the import skips it.
    yield `\uFEFF${csvLine(csvExportHeaders)}`;
    let rows = first;
    for (;;) {
      yield rows.map((row) => csvLine(cellsOf(toEquipment(row)))).join('');
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      rows = await pageAfter({ sortKey: last.sort_key, id: last.id });
      if (rows.length === 0) return;
    }
  }
  return Readable.from(lines());
}
