import { Readable } from 'node:stream';
import { csvColumns, csvHeaders, csvLine, type Equipment, type ExportEquipmentQuery } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import * as repo from './equipment.repo.ts';
import { toEquipment } from './equipment.mapper.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';

const pageSize = 1000;

/** The value written under each exported header: the same text the import reads back. */
function cellsOf(e: Equipment): (string | number | null)[] {
  return csvColumns.map(({ key }) => {
    const value = e[key];
    if (Array.isArray(value)) return value.join(', ');
    return value ?? null;
  });
}

/**
 * The current filter as CSV (spec 02 §5, §9): the import's own headers, formula cells escaped,
 * streamed page by page so a 100k-row register never sits in memory. Filters are checked
 * before the first byte is sent.
 */
export function exportCsv(run: TxRunner, scope: Scope, query: ExportEquipmentQuery): Readable {
  const filter: repo.ListFilter = {
    companyId: readCompany(scope, query.companyId),
    search: query.search || undefined,
    status: query.status,
    archived: query.archived === 'true',
  };
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8; the import skips it.
    yield `\uFEFF${csvLine(csvHeaders)}`;
    let after: { sortKey: string; id: string } | null = null;
    for (;;) {
      const rows = await run((tx) => repo.listEquipment(tx, filter, query.sort, after, pageSize));
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(cellsOf(toEquipment(row)))).join('');
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { sortKey: last.sort_key, id: last.id };
    }
  }
  return Readable.from(lines());
}
