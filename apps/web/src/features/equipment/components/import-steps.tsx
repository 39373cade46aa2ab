import { AlertTriangle, CircleCheck, Download, MapPin } from 'lucide-react';
import type { ImportProgress, ImportResult } from '@gears/domain';
import { csvColumns, csvLine } from '@gears/domain/equipment/csv.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { saveBlob } from '../../../lib/download.ts';
import { countOf } from '@gears/domain/platform/words.rules';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

/** A count grouped for reading: 30,000. */
const grouped = (n: number) => n.toLocaleString('en-US');

const headerOf = new Map<string, string>(csvColumns.map((column) => [column.key, column.header]));

/** The columns worth showing in a narrow preview: the recognised ones, name first, at most 4. */
function previewColumns(result: ImportResult): string[] {
  const known = result.columns.filter((key): key is string => key !== null);
  return [...new Set(['name', ...known])].filter((key) => known.includes(key)).slice(0, 4);
}

/**
 * Issue 19 item 9: the failed rows as they were read, with a Reason column, formula-safe (csvLine escapes = + - @),
 * so the file can be fixed in a spreadsheet and uploaded again (the reason column is then kept in the notes or ignored).
 */
export function downloadErrorReport(result: ImportResult, fileName: string) {
  const lines = [
    csvLine([...result.errorReport.headers, 'Reason']),
    ...result.errorReport.rows.map((r) => csvLine([...r.cells, r.reason])),
  ];
  const base = fileName.replace(/\.[^.]+$/, '');
  saveBlob(new Blob([`\uFEFF${lines.join('')}`], { type: 'text/csv' }), `${base}-errors.csv`);
}

function ErrorReportButton({ result, fileName }: { result: ImportResult; fileName: string }) {
  if (result.errorReport.rows.length === 0) return null;
  return (
    <Button variant="outline" size="sm" className="justify-self-start" onClick={() => downloadErrorReport(result, fileName)}>
      <Download className="size-4" aria-hidden="true" />
      Download the {result.errorReport.rows.length} failed row{result.errorReport.rows.length === 1 ? '' : 's'} to fix
    </Button>
  );
}

/**
 * The import running: the upload's share of the file, then, as the server reports them (issue 19 item 9), the rows
 * written of the file's total. Between the two (or from a server that does not report) the bar is indeterminate.
 */
export function ImportProgressView(props: {
  upload: number | null;
  rows: ImportProgress | null;
  fileName: string;
  expected: number | null;
}) {
  const { upload, rows, fileName, expected } = props;
  const [text, value] = rows
    ? [`Imported ${grouped(rows.done)} of ${countOf(rows.total, 'row')}`, rows.total > 0 ? rows.done / rows.total : null]
    : upload === null
      ? [expected === null ? 'Writing the rows…' : `Writing ${countOf(expected, 'row')}…`, null]
      : [`Uploading ${fileName}… ${Math.round(upload * 100)}%`, upload];
  return (
    <div className="grid gap-2 py-4">
      <p className="text-sm">{text}</p>
      <Progress value={value} label="Import progress" />
    </div>
  );
}

/** A dry run reading the file: the rows checked of its total once the server reports them, else indeterminate. */
export function CheckProgress({ rows }: { rows: ImportProgress | null }) {
  return (
    <div className="grid gap-1">
      {rows ? <p className="text-xs text-muted-foreground">{`Checked ${grouped(rows.done)} of ${countOf(rows.total, 'row')}`}</p> : null}
      <Progress value={rows && rows.total > 0 ? rows.done / rows.total : null} label="Checking the file" />
    </div>
  );
}

/** New / updated / unchanged / failed, before anything is written and after (issue 19 item 6). */
export function ImportCounts({ result }: { result: ImportResult }) {
  const items: [string, number, string][] = [
    ['New', result.created, 'text-success'],
    ['Updated', result.updated, ''],
    ['Unchanged', result.unchanged, 'text-muted-foreground'],
    ['Failed', result.failed, result.failed ? 'text-destructive' : 'text-muted-foreground'],
  ];
  return (
    <dl className="grid grid-cols-4 gap-2 text-center" aria-label="Import counts">
      {items.map(([label, n, tone]) => (
        <div key={label} className="rounded-md border p-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={`text-lg font-semibold tabular-nums ${tone}`}>{grouped(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Row N errors: rows that will be skipped (the preview) or were skipped (after the import ran). */
export function ErrorList({ result, done = false }: { result: ImportResult; done?: boolean }) {
  if (result.errors.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium text-destructive">
        {countOf(result.failed, 'row')} {done ? (result.failed === 1 ? 'was' : 'were') : 'will be'} skipped:
      </p>
      <ul aria-label="Row errors" className="max-h-40 overflow-y-auto rounded-md border border-destructive/30 bg-destructive/5 p-2 text-xs">
        {result.errors.map((error) => (
          <li key={error} className="py-0.5">
            {error}
          </li>
        ))}
      </ul>
      {result.errorsTruncated ? <p className="text-xs text-muted-foreground">Only the first errors are listed.</p> : null}
    </div>
  );
}

/** Issue 19 item 7: how many new machines' Location names one of the company's job sites (shown when Location is mapped). */
function SitesNote({ result }: { result: ImportResult }) {
  if (!result.columns.includes('location')) return null;
  return (
    <p className="flex gap-1.5 text-xs text-muted-foreground" data-testid="import-job-sites">
      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
      {result.jobSites
        ? `${countOf(result.jobSites, 'row')} ${result.jobSites === 1 ? 'names' : 'name'} one of your job sites: the new ${result.jobSites === 1 ? 'machine goes' : 'machines go'} there. Other locations are kept as text.`
        : 'Locations are kept as text: no row is placed at a job site.'}
    </p>
  );
}

/** spec 02 §9: the preview shows the first 10 rows, each with its own errors. */
export function ImportPreview({ result, fileName }: { result: ImportResult; fileName: string }) {
  const columns = previewColumns(result);
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <span className="font-medium">{fileName}</span>: {countOf(result.total, 'row')} read,{' '}
        <span className="text-success">{grouped(result.imported)} ready to import</span>
        {result.failed ? <span className="text-destructive">, {grouped(result.failed)} with errors</span> : null}.
      </p>
      <ImportCounts result={result} />
      <SitesNote result={result} />
      {result.unknownHeaders.length > 0 ? (
        <p className="flex gap-1.5 text-xs text-muted-foreground">
          <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
          Kept in the notes (no matching field): {result.unknownHeaders.join(', ')}
        </p>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-14">Row</TableHead>
            {columns.map((key) => (
              <TableHead key={key}>{headerOf.get(key) ?? key}</TableHead>
            ))}
            <TableHead>Check</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.preview.map((row) => (
            <TableRow key={row.row}>
              <TableCell className="tabular-nums text-muted-foreground">{row.row}</TableCell>
              {columns.map((key) => (
                <TableCell key={key} className="max-w-40 truncate">
                  {row.values[key] ?? ''}
                </TableCell>
              ))}
              <TableCell className="min-w-48 text-xs">
                {row.errors.length ? (
                  <span className="text-destructive">{row.errors.join('; ')}</span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-success">
                    <CircleCheck className="size-3.5" aria-hidden="true" />
                    OK
                  </span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ErrorList result={result} />
      <ErrorReportButton result={result} fileName={fileName} />
    </div>
  );
}

export function ImportComplete({ result, fileName }: { result: ImportResult; fileName: string }) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 p-3">
        <CircleCheck className="size-6 text-success" aria-hidden="true" />
        <div>
          <p className="font-medium">
            Imported {grouped(result.imported)} of {countOf(result.total, 'row')}
          </p>
          <p className="text-sm text-muted-foreground">
            {result.failed
              ? `${countOf(result.failed, 'row')} failed and ${result.failed === 1 ? 'was' : 'were'} skipped.`
              : 'Every row was imported.'}{' '}
            Each imported machine has a QR code.
            {result.checkedOut ? ` ${countOf(result.checkedOut, 'machine')} checked out to team members.` : ''}
            {result.alternateCodes ? ` ${countOf(result.alternateCodes, 'label')} kept as alternate codes.` : ''}
            {result.jobSites ? ` ${countOf(result.jobSites, 'machine')} placed at job sites.` : ''}
          </p>
        </div>
      </div>
      <ImportCounts result={result} />
      <ErrorList result={result} done />
      <ErrorReportButton result={result} fileName={fileName} />
    </div>
  );
}
