import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportEquipmentQuery } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import type { Scope } from '../../platform/scope.ts';
import { exportTable, type ExportCell, type ExportColumnKind } from './csv-export.service.ts';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
// Characters XML 1.0 cannot carry: a workbook holding one would not open.
const xmlInvalid = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const formats: Partial<Record<ExportColumnKind, string>> = { money: '#,##0.00', date: 'yyyy-mm-dd' };

/**
 * One cell as Excel should hold it: money and numbers as numbers, dates as dates, everything else as text. Text is
 * always a string cell, never a formula (exceljs writes a formula only from a { formula } object), so a name such as
 * '=HYPERLINK(…)' stays the text it is and needs no escaping, unlike the CSV.
 */
function cellOf(value: ExportCell, kind: ExportColumnKind): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if ((kind === 'money' || kind === 'number') && typeof value === 'number') return value;
  if ((kind === 'money' || kind === 'number') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (kind === 'date' && typeof value === 'string') {
    const m = isoDate.exec(value);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  return String(value).replace(xmlInvalid, '');
}

/**
 * The register's export as an XLSX workbook (issue 19 scope 1): the same columns as the CSV, custom fields and
 * alternate codes included, one sheet, written by exceljs's streaming writer a row at a time.
 */
export async function exportXlsx(run: TxRunner, scope: Scope, query: ExportEquipmentQuery): Promise<Readable> {
  const table = await exportTable(run, scope, query);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Equipment', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.headers.map((header, i) => ({
    header,
    width: Math.min(40, Math.max(10, header.length + 2)),
    style: formats[table.kinds[i]!] ? { numFmt: formats[table.kinds[i]!] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const row of table.rows) sheet.addRow(row.map((value, i) => cellOf(value, table.kinds[i]!))).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
