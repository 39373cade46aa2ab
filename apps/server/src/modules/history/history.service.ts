import { Readable } from 'node:stream';
import {
  actionLabel,
  csvLine,
  equipmentMessages,
  historyCsvHeaders,
  historyFileName,
  historyMessages,
  historyRange,
  utcDateOf,
  type HistoryExportQuery,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './history.repo.ts';

const pageSize = 1000;

function cellsOf(r: repo.HistoryRow): string[] {
  const details = r.details === '{}' ? '' : r.details;
  return [
    new Date(r.created_at).toISOString(),
    actionLabel(r.action),
    r.entity_type ?? '',
    r.entity_id ?? '',
    r.equipment_name ?? '',
    r.user_name ?? '',
    details,
  ];
}

/**
 * Streams the activity log as CSV page by page (keyset, one short transaction each), so a long history never sits in
 * memory. The machine and range are checked before the first byte: another company's machine is a 404.
 */
function streamCsv(run: TxRunner, filter: { companyId: string; equipmentId: string | null; from: string; to: string }): Readable {
  let cursor: repo.HistoryCursor | null = null;
  let started = false;
  let done = false;
  return Readable.from(
    (async function* () {
      while (!done) {
        if (!started) {
          started = true;
          yield csvLine([...historyCsvHeaders]);
        }
        const rows = await run((tx) => repo.historyPage(tx, filter, cursor, pageSize));
        if (rows.length > 0) {
          yield rows.map((r) => csvLine(cellsOf(r))).join('');
          const last = rows[rows.length - 1]!;
          cursor = { createdAt: new Date(last.created_at).toISOString(), id: last.id };
        }
        if (rows.length < pageSize) done = true;
      }
    })(),
  );
}

/** GET /api/equipment/:id/history.csv — one machine's activity log (issue 17 item 5). */
export async function exportMachineHistory(run: TxRunner, scope: Scope, equipmentId: string, query: HistoryExportQuery) {
  const machine = await run((tx) => repo.findMachine(tx, equipmentId, scope.companyId));
  if (!machine) throw notFound(equipmentMessages.notFound);
  const range = historyRange(query, utcDateOf(new Date()));
  return {
    fileName: historyFileName(range, machine.name),
    stream: streamCsv(run, { companyId: machine.company_id, equipmentId: machine.id, ...range }),
  };
}

/** GET /api/history/export.csv — the company's activity log; a provider admin names the company (?companyId). */
export async function exportCompanyHistory(run: TxRunner, scope: Scope, query: HistoryExportQuery) {
  const companyId = scope.companyId ?? query.companyId ?? null;
  if (companyId === null) throw new AppError('VALIDATION', historyMessages.chooseCompany);
  if (scope.companyId === null && !(await run((tx) => repo.companyExists(tx, companyId)))) throw notFound();
  const range = historyRange(query, utcDateOf(new Date()));
  return { fileName: historyFileName(range, null), stream: streamCsv(run, { companyId, equipmentId: null, ...range }) };
}
