import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import type { DataColumn } from './chart-data.ts';

/** A chart's data as a table: the chart's text alternative, and what its CSV holds. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  bare = false,
}: {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  /** The screen-reader copy: a plain table, without the scrolling frame a sighted reader needs. */
  bare?: boolean;
}) {
  const Frame = bare ? 'table' : Table;
  return (
    <Frame>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {columns.map((c, i) => (
            <TableHead key={c.header} className={i > 0 ? 'text-right' : undefined}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, r) => (
          <TableRow key={r}>
            {columns.map((c, i) => (
              <TableCell key={c.header} className={i > 0 ? 'text-right tabular-nums' : undefined}>
                {c.display ? c.display(row) : String(c.value(row) ?? '–')}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Frame>
  );
}
