import type { FleetAnalyticsView } from '@gears/domain';
import { dateFormat } from '../../../lib/intl-cache.ts';
import { equipmentStatusLabels } from '@gears/domain/equipment/status.rules';
import { useAnalytics, type AnalyticsSelection } from '../api/analytics-api.ts';
import { ChartCard } from './chart-card.tsx';
import { percentText, seriesColors, type DataColumn } from './chart-data.ts';
import { BarsChart } from './charts.lazy.ts';
import { PanelState } from './panel-state.tsx';
import { StatGrid } from './stat-grid.tsx';

type StatusRow = FleetAnalyticsView['status']['byStatus'][number];
type SiteRow = FleetAnalyticsView['bySite'][number];

const statusLabel = (status: string) => equipmentStatusLabels[status as keyof typeof equipmentStatusLabels] ?? status;
const statusColumns: DataColumn<StatusRow>[] = [
  { header: 'Status', value: (r) => statusLabel(r.status) },
  { header: 'Machines', value: (r) => r.count },
];
const siteColumns: DataColumn<SiteRow>[] = [
  { header: 'Job site', value: (s) => s.name },
  { header: 'Machines', value: (s) => s.machines },
  { header: 'Active', value: (s) => s.active },
  { header: 'Idle', value: (s) => s.idle },
  { header: 'Meter hours in period', value: (s) => s.hoursRun },
];

/** Fleet: uptime and idle share now, utilisation from meter hours and GPS movement, machines by job site. */
export function FleetPanel({ selection }: { selection: AnalyticsSelection }) {
  const query = useAnalytics('fleet', selection);
  return <PanelState query={query}>{(data) => <FleetFigures data={data} />}</PanelState>;
}

/** When the status counts were taken: now, or (a large fleet, ADR 0033) the time of the minute-old count. */
const countedWhen = (asOf: string | null) =>
  asOf
    ? `as of ${dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(asOf))} (large fleets are counted once a minute)`
    : 'today';

export function FleetFigures({ data }: { data: FleetAnalyticsView }) {
  const { status, meter, gps } = data;
  const when = countedWhen(status.asOf);
  return (
    <div className="grid grid-cols-1 gap-4">
      <StatGrid
        label="Fleet figures"
        stats={[
          { label: 'Uptime', value: percentText(status.uptime), hint: `Active ÷ all ${status.total} machines, ${when}` },
          { label: 'Idle share', value: percentText(status.idleShare), hint: `Idle ÷ all machines, ${when}` },
          {
            label: 'Utilisation (meter hours)',
            value: percentText(meter.utilisation),
            hint: meter.machines
              ? `${meter.hoursRun.toLocaleString()} h on ${meter.machines} machines ÷ ${meter.workingDayHours} h a day`
              : 'No meter readings in the period',
          },
          {
            label: 'Hours a machine a day',
            value: meter.hoursPerMachineDay ?? '–',
            hint: 'Average over machines with readings',
          },
          {
            label: 'Utilisation (GPS)',
            value: percentText(gps.utilisation),
            hint: gps.machines
              ? `${gps.movingMachineDays} moving days on ${gps.machines} tracked machines`
              : 'No tracker positions in the period',
          },
        ]}
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ChartCard
          title="Machines by status"
          description={`The register ${when}, archived machines left out.`}
          name="machines-by-status"
          range={data.range}
          rows={status.byStatus}
          columns={statusColumns}
          isEmpty={status.total === 0}
          emptyTitle="No machines yet"
          emptyHint="Add equipment on the Equipment page; uptime and idle share are counted from their statuses."
          chart={
            <BarsChart
              data={status.byStatus.map((r) => ({ status: statusLabel(r.status), machines: r.count }))}
              xKey="status"
              horizontal
              series={[{ key: 'machines', label: 'Machines', color: seriesColors[0] }]}
            />
          }
        />
        <ChartCard
          title="Machines by job site"
          description="Machines now at each active site, and their meter hours in the period."
          name="machines-by-site"
          range={data.range}
          rows={data.bySite}
          columns={siteColumns}
          isEmpty={data.bySite.length === 0}
          emptyTitle="No machines at job sites"
          emptyHint="Assign machines to a job site on the Job Sites page to compare sites here."
          chart={
            <BarsChart
              data={data.bySite.map((s) => ({ name: s.name, active: s.active, idle: s.idle, other: s.machines - s.active - s.idle }))}
              xKey="name"
              horizontal
              stacked
              series={[
                { key: 'active', label: 'Active', color: seriesColors[2] },
                { key: 'idle', label: 'Idle', color: seriesColors[0] },
                { key: 'other', label: 'Other statuses', color: seriesColors[4] },
              ]}
            />
          }
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Meter utilisation compares the hours meters ran with an {meter.workingDayHours}-hour working day on every day of the period. GPS
        utilisation counts the days a tracked machine moved faster than 5 km/h.
      </p>
    </div>
  );
}
