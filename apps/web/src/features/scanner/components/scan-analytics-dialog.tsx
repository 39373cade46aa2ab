import type { ScanAnalytics } from '@gears/domain';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatRelativeAge } from '../../../lib/format.ts';
import { useScanAnalytics } from '../api/scanner-api.ts';
import { sourceLabels } from './scan-labels.ts';

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="text-2xl font-semibold tabular-nums">{value}</div>
      {hint ? <div className="text-xs text-muted-foreground">{hint}</div> : null}
    </div>
  );
}

/** spec 02 §9 weekly growth; without scans in the week before there is no basis for a percentage. */
function growthText(data: ScanAnalytics): string {
  if (data.weeklyGrowthPercent === null) return data.lastWeek ? 'New this week' : '—';
  return `${data.weeklyGrowthPercent > 0 ? '+' : ''}${data.weeklyGrowthPercent}%`;
}

function DailyBars({ daily }: { daily: ScanAnalytics['daily'] }) {
  const max = Math.max(1, ...daily.map((day) => day.count));
  return (
    <figure className="grid gap-1">
      <div className="flex h-24 items-end gap-0.5" role="img" aria-label={`Scans per day over ${daily.length} days, up to ${max} a day`}>
        {daily.map((day) => (
          <div
            key={day.date}
            title={`${formatDate(`${day.date}T00:00:00`)}: ${day.count}`}
            className="min-h-px flex-1 rounded-t-sm bg-primary/80"
            style={{ height: `${(day.count / max) * 100}%` }}
          />
        ))}
      </div>
      <figcaption className="flex justify-between text-[11px] text-muted-foreground">
        <span>{daily[0] ? formatDate(`${daily[0].date}T00:00:00`) : ''}</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}

/** spec 02 §2 Scan Analytics Dashboard: every figure counted by the server from the scan log (30 days). */
export function ScanAnalyticsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const analytics = useScanAnalytics(open);
  const data = analytics.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl content-start">
        <DialogHeader>
          <DialogTitle>Scan Analytics</DialogTitle>
          <DialogDescription>The last {data?.days ?? 30} days of scans in your company.</DialogDescription>
        </DialogHeader>
        {analytics.isPending ? (
          <SkeletonRows rows={5} label="Loading analytics" />
        ) : analytics.isError ? (
          <ErrorState message={errorMessage(analytics.error, 'Failed to load analytics data')} onRetry={() => void analytics.refetch()} />
        ) : data ? (
          <Tabs defaultValue="overview">
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="grid gap-4">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <Tile label="Scans" value={data.totalScans.toLocaleString()} />
                <Tile label="Equipment scanned" value={data.uniqueEquipment.toLocaleString()} />
                <Tile label="People scanning" value={data.uniqueUsers.toLocaleString()} />
                <Tile
                  label="Weekly growth"
                  value={growthText(data)}
                  hint={`${data.lastWeek} last 7 days, ${data.weekBefore} the week before`}
                />
              </div>
              <DailyBars daily={data.daily} />
              <p className="text-sm text-muted-foreground">
                By source:{' '}
                {(Object.keys(data.bySource) as (keyof typeof data.bySource)[])
                  .map((source) => `${sourceLabels[source]} ${data.bySource[source]}`)
                  .join(' · ')}
              </p>
            </TabsContent>
            <TabsContent value="activity" className="grid gap-4 sm:grid-cols-2">
              <section className="grid content-start gap-2">
                <h3 className="text-sm font-semibold">Top locations</h3>
                {data.topLocations.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No scan has a location yet.</p>
                ) : (
                  <ol className="grid gap-1 text-sm">
                    {data.topLocations.map((item) => (
                      <li key={item.location} className="flex justify-between gap-2">
                        <span className="truncate">{item.location}</span>
                        <span className="tabular-nums text-muted-foreground">{item.count}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              <section className="grid content-start gap-2">
                <h3 className="text-sm font-semibold">Recent activity</h3>
                {data.recent.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No scans in this period.</p>
                ) : (
                  <ol className="grid gap-1 text-sm">
                    {data.recent.map((scan) => (
                      <li key={scan.id} className="flex justify-between gap-2">
                        <span className="truncate">{scan.equipmentName}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">
                          {scan.userName ?? ''} · {formatRelativeAge(scan.scannedAt)}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
