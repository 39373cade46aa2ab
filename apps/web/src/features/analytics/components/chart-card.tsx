import { Suspense, useState, type ReactNode } from 'react';
import { BarChart3, Download, Table2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { downloadChartCsv, type DataColumn } from './chart-data.ts';
import { DataTable } from './data-table.tsx';

type ChartCardProps<T> = {
  title: string;
  description: string;
  /** File name part of the CSV ('overdue-trend'). */
  name: string;
  range: { from: string; to: string };
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  /** True when the rows hold nothing to draw; the card then says what data would fill it. */
  isEmpty: boolean;
  emptyTitle: string;
  emptyHint: string;
  chart: ReactNode;
};

/**
 * One chart with its text alternative: the chart is drawn for the eye and hidden from screen readers, which read the same
 * data as a table (shown to everyone with "Table"); "CSV" downloads exactly that table, money to the cent.
 */
export function ChartCard<T>(p: ChartCardProps<T>) {
  const [asTable, setAsTable] = useState(false);
  // A chart is drawn when it comes near the screen: drawing every chart of a tab at once took a phone over a second.
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const headingId = `chart-${p.name}`;
  return (
    <Card className="min-w-0" aria-labelledby={headingId} role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <CardTitle id={headingId} className="text-base">
            {p.title}
          </CardTitle>
          <CardDescription>{p.description}</CardDescription>
        </div>
        {p.isEmpty ? null : (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
              {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
              {asTable ? 'Chart' : 'Table'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => downloadChartCsv(p.name, p.range, p.columns, p.rows)}
              aria-label={`Download ${p.title} as CSV`}
            >
              <Download aria-hidden="true" />
              CSV
            </Button>
          </div>
        )}
      </CardHeader>
      {/* relative: the screen readers' copy of the table (sr-only, absolutely placed) stays inside the card, and so inside the
          scrolling <main>; placed from the page it lengthened the document and the window scrolled the layout out of view. */}
      <CardContent className="relative">
        {p.isEmpty ? (
          <EmptyState title={p.emptyTitle} description={p.emptyHint} />
        ) : asTable ? (
          <DataTable caption={p.title} columns={p.columns} rows={p.rows} />
        ) : (
          <>
            <div ref={ref} aria-hidden="true" className="h-64 w-full">
              {near ? <Suspense fallback={<Skeleton className="h-64 w-full" />}>{p.chart}</Suspense> : <Skeleton className="h-64 w-full" />}
            </div>
            <div className="sr-only">
              <DataTable caption={p.title} columns={p.columns} rows={p.rows} bare />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
