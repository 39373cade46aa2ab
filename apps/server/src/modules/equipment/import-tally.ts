import type { ImportProgress, ImportResult } from '@gears/domain';

const previewRows = 10; // spec 02 §9
const maxErrorMessages = 1000;
/** The error report carries at most this many failed rows (the rest are counted, and listed once fixed). */
const maxReportRows = 1000;

export type ImportHeader = Pick<
  ImportResult,
  | 'columns'
  | 'unknownHeaders'
  | 'format'
  | 'formatLabel'
  | 'fileType'
  | 'encoding'
  | 'delimiter'
  | 'sheets'
  | 'sheet'
  | 'mapping'
  | 'rememberedMapping'
  | 'statuses'
  | 'categories'
  | 'dateOrder'
>;

/** The running tally of one import; errors are kept with their row so they are reported in file order. */
export function createTally(dryRun: boolean, header: ImportHeader, headers: string[]) {
  const result: ImportResult = {
    dryRun,
    ...header,
    preview: [],
    total: 0,
    imported: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    checkedOut: 0,
    namedHolders: 0,
    jobSites: 0,
    errors: [],
    errorsTruncated: false,
    notices: [],
    alternateCodes: 0,
    errorReport: { headers, rows: [] },
  };
  const errors: { row: number; message: string }[] = [];
  const report: ImportResult['errorReport']['rows'] = [];
  return {
    result,
    wantsPreview: () => result.preview.length < previewRows,
    fail(row: number, messages: string[], record: readonly string[] | null) {
      result.failed += 1;
      for (const message of messages) {
        if (errors.length < maxErrorMessages) errors.push({ row, message });
        else result.errorsTruncated = true;
      }
      if (report.length < maxReportRows) report.push({ row, cells: record ? [...record] : [], reason: messages.join('; ') });
      result.preview.find((p) => p.row === row)?.errors.push(...messages);
    },
    finish(): ImportResult {
      result.imported = result.created + result.updated;
      result.errors = errors.sort((x, y) => x.row - y.row).map((e) => `Row ${e.row}: ${e.message}`);
      result.errorReport.rows = report.sort((x, y) => x.row - y.row);
      return result;
    },
  };
}
export type Tally = ReturnType<typeof createTally>;

/** Progress in rows settled (new, updated, unchanged or failed), never going back nor past the total. */
export function progressReporter(onProgress: (progress: ImportProgress) => void, total: number, t: Tally) {
  let last = -1;
  return (settled?: number) => {
    const { created, updated, unchanged, failed } = t.result;
    const done = Math.min(total, Math.max(last, settled ?? created + updated + unchanged + failed));
    if (done === last) return;
    last = done;
    onProgress({ done, total });
  };
}
