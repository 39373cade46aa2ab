import type { ActivityAnalyticsView } from '@gears/domain';
import { useAnalytics, type AnalyticsSelection } from '../api/analytics-api.ts';
import { AsOfNote } from './as-of-note.tsx';
import { ChartCard } from './chart-card.tsx';
import { seriesColors, type DataColumn, type Series } from './chart-data.ts';
import { BarsChart } from './charts.lazy.ts';
import { PanelState } from './panel-state.tsx';
import { StatGrid } from './stat-grid.tsx';

type Day = ActivityAnalyticsView['byWeekday'][number];
type Hour = ActivityAnalyticsView['byHour'][number];

const hourLabel = (hour: number | string) => `${String(hour).padStart(2, '0')}:00`;
const dayColumns: DataColumn<Day>[] = [
  { header: 'Weekday', value: (d) => d.weekday },
  { header: 'Scans', value: (d) => d.scans },
  { header: 'Tasks completed', value: (d) => d.tasks },
];
const hourColumns: DataColumn<Hour>[] = [
  { header: 'Hour', value: (h) => hourLabel(h.hour) },
  { header: 'Scans', value: (h) => h.scans },
  { header: 'Tasks completed', value: (h) => h.tasks },
];
const series: Series[] = [
  { key: 'scans', label: 'Scans', color: seriesColors[0] },
  { key: 'tasks', label: 'Tasks completed', color: seriesColors[1] },
];

/** Activity patterns (spec 03 §9's third hub view): when the crew scans and finishes work, in the viewer's time zone. */
export function ActivityPanel({ selection }: { selection: AnalyticsSelection }) {
  const query = useAnalytics('activity', selection);
  return <PanelState query={query}>{(data) => <ActivityFigures data={data} />}</PanelState>;
}

export function ActivityFigures({ data }: { data: ActivityAnalyticsView }) {
  const isEmpty = data.totals.scans + data.totals.tasks === 0;
  const emptyHint = 'QR scans from the scanner and tasks completed on the Service page fill this chart.';
  return (
    <div className="grid grid-cols-1 gap-4">
      <StatGrid
        label="Activity figures"
        stats={[
          { label: 'QR scans', value: data.totals.scans },
          { label: 'Tasks completed', value: data.totals.tasks },
          { label: 'Busiest weekday', value: data.busiestWeekday ?? '–', hint: 'Scans and tasks together' },
        ]}
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ChartCard
          title="Activity by weekday"
          description="Scans and completed tasks on each day of the week."
          name="activity-by-weekday"
          range={data.range}
          rows={data.byWeekday}
          columns={dayColumns}
          isEmpty={isEmpty}
          emptyTitle="No scans or completed tasks in this period"
          emptyHint={emptyHint}
          chart={<BarsChart data={data.byWeekday} xKey="weekday" xFormat={(d) => d.slice(0, 3)} stacked series={series} />}
        />
        <ChartCard
          title="Activity by hour"
          description={`Hours of the day in ${data.timeZone.replace(/_/g, ' ')}.`}
          name="activity-by-hour"
          range={data.range}
          rows={data.byHour}
          columns={hourColumns}
          isEmpty={isEmpty}
          emptyTitle="No scans or completed tasks in this period"
          emptyHint={emptyHint}
          chart={<BarsChart data={data.byHour} xKey="hour" xFormat={hourLabel} stacked series={series} />}
        />
      </div>
      <AsOfNote asOf={data.asOf} />
    </div>
  );
}
