import type { MaintenanceAnalyticsView } from '@gears/domain';
import { formatMoney, formatWholeDollars } from '../../../lib/format.ts';
import { useAnalytics, type AnalyticsSelection } from '../api/analytics-api.ts';
import { AsOfNote } from './as-of-note.tsx';
import { ChartCard } from './chart-card.tsx';
import { dollars, seriesColors, shortDay, type DataColumn } from './chart-data.ts';
import { BarsChart, LinesChart } from './charts.lazy.ts';
import { PanelState } from './panel-state.tsx';
import { StatGrid } from './stat-grid.tsx';

type Week = MaintenanceAnalyticsView['overdueTrend'][number];
type MachineCost = MaintenanceAnalyticsView['costByMachine'][number];

const weekColumns: DataColumn<Week>[] = [
  { header: 'Week starting', value: (w) => w.weekStart, display: (w) => shortDay(w.weekStart) },
  { header: 'Counted on', value: (w) => w.asOf, display: (w) => shortDay(w.asOf) },
  { header: 'Overdue tasks', value: (w) => w.overdue },
];
const money = (pick: (m: MachineCost) => string) => ({ value: pick, display: (m: MachineCost) => formatMoney(Number(pick(m))) });
const costColumns: DataColumn<MachineCost>[] = [
  { header: 'Machine', value: (m) => m.name },
  { header: 'Repairs', ...money((m) => m.repairs) },
  { header: 'Parts', ...money((m) => m.parts) },
  { header: 'Maintenance costs', ...money((m) => m.operational) },
  { header: 'Total', ...money((m) => m.total) },
];

/** Maintenance & repair (spec 03 §9's first hub view): completion, the overdue trend, repair times, cost by machine. */
export function MaintenancePanel({ selection }: { selection: AnalyticsSelection }) {
  const query = useAnalytics('maintenance', selection);
  return <PanelState query={query}>{(data) => <MaintenanceFigures data={data} />}</PanelState>;
}

export function MaintenanceFigures({ data }: { data: MaintenanceAnalyticsView }) {
  const c = data.completion;
  const costs = data.costByMachine.map((m) => ({
    name: m.name,
    repairs: dollars(m.repairs),
    parts: dollars(m.parts),
    operational: dollars(m.operational),
  }));
  return (
    <div className="grid grid-cols-1 gap-4">
      <StatGrid
        label="Maintenance and repair figures"
        stats={[
          { label: 'Completion rate', value: `${c.completionRate.toFixed(1)}%`, hint: `${c.tasks} tasks due, ${c.repairs} repairs raised` },
          { label: 'Tasks completed', value: c.completedTasks, hint: `of ${c.tasks} due in the period` },
          { label: 'Overdue now', value: c.overdueTasks, hint: 'Due in the period, still open' },
          { label: 'Repairs awaiting approval', value: c.pendingRepairs },
          {
            label: 'Mean time to repair',
            value: data.repairs.meanTimeToRepairHours === null ? '–' : `${data.repairs.meanTimeToRepairHours} h`,
            hint: `${data.repairs.completed} repairs completed`,
          },
        ]}
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ChartCard
          title="Overdue tasks by week"
          description="Open tasks past their due date at the end of each week."
          name="overdue-trend"
          range={data.range}
          rows={data.overdueTrend}
          columns={weekColumns}
          isEmpty={data.overdueTrend.every((w) => w.overdue === 0)}
          emptyTitle="No overdue tasks in this period"
          emptyHint="Tasks left open past their due date on the Service page are counted here week by week."
          chart={
            <LinesChart
              data={data.overdueTrend}
              xKey="weekStart"
              xFormat={shortDay}
              series={[{ key: 'overdue', label: 'Overdue tasks', color: seriesColors[3] }]}
            />
          }
        />
        <ChartCard
          title="Maintenance cost by machine"
          description={`The ${data.costByMachine.length} costliest machines; ${formatWholeDollars(dollars(data.costTotal))} across the fleet.`}
          name="cost-by-machine"
          range={data.range}
          rows={data.costByMachine}
          columns={costColumns}
          isEmpty={data.costByMachine.length === 0}
          emptyTitle="No maintenance costs in this period"
          emptyHint="Completed repairs with a quoted amount, parts used on tasks and repair or maintenance costs recorded on a machine add up here."
          chart={
            <BarsChart
              data={costs}
              xKey="name"
              horizontal
              stacked
              money
              series={[
                { key: 'repairs', label: 'Repairs', color: seriesColors[0] },
                { key: 'parts', label: 'Parts', color: seriesColors[1] },
                { key: 'operational', label: 'Maintenance costs', color: seriesColors[2] },
              ]}
            />
          }
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Completion rate = (tasks + repairs − overdue − repairs awaiting approval) ÷ (tasks + repairs). Weekly counts use due dates; tasks
        due by machine hours count as overdue today only.
      </p>
      <AsOfNote asOf={data.asOf} />
    </div>
  );
}
