import { Link } from 'react-router';
import type { AnalyticsHubView } from '@gears/domain';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { dateFormat } from '../../../lib/intl-cache.ts';
import { useAnalyticsHub } from '../api/hub-api.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { useRotation } from './use-rotation.ts';

/** spec 03 §9: the analytics hub card cycles its three views every 8 seconds (paused on hover, focus or the button). */
export const hubRotationMs = 8_000;

type Figure = { label: string; value: string };
type View = { title: string; figures: Figure[] };

/** A large fleet's hub figures are computed by a job once a minute (ADR 0042); asOf says when. */
const timeOf = (at: string) => dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(at));
const hours = (h: number | null) => (h === null ? 'No repairs completed' : `${h.toFixed(1)} h`);

/** The three views of spec 03, each from GET /api/analytics/hub over the last 30 days; nothing fixed or invented. */
export function hubViews(hub: AnalyticsHubView): View[] {
  return [
    {
      title: 'Maintenance & Repair',
      figures: [
        { label: 'Completion rate', value: `${Math.round(hub.maintenance.completionRate)} %` },
        { label: 'Due in period, overdue', value: String(hub.maintenance.overdueTasks) },
        { label: 'Mean time to repair', value: hours(hub.maintenance.meanTimeToRepairHours) },
      ],
    },
    {
      title: 'Financial Analytics',
      figures: [
        { label: 'Quotes issued', value: String(hub.financial.quotesIssued) },
        { label: 'Paid', value: formatMoney(Number(hub.financial.paidValue)) },
        { label: 'Overdue invoices', value: formatMoney(Number(hub.financial.overdueInvoiceValue)) },
      ],
    },
    {
      title: 'Activity Patterns',
      figures: [
        { label: 'QR scans', value: String(hub.activity.scans) },
        { label: 'Tasks completed', value: String(hub.activity.tasksCompleted) },
        { label: 'Busiest day', value: hub.activity.busiestWeekday ?? 'No activity yet' },
      ],
    },
  ];
}

/** The home page's analytics hub card (issue 17 item 2), shown when the plan has analytics (`reporting`). */
export function AnalyticsHubCard() {
  const hub = useAnalyticsHub(true);
  const views = hub.data ? hubViews(hub.data) : [];
  const { index, setIndex, stopped, toggleStopped, pauseHandlers } = useRotation(views.length, hubRotationMs);
  const view = views[index];
  return (
    <Card className="grid gap-3 p-4" aria-roledescription="carousel" aria-label="Analytics hub" {...pauseHandlers}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{view?.title ?? 'Analytics'}</h2>
        <Link className="text-sm font-medium text-accent-text underline-offset-2 hover:underline" to="/dashboard/analytics">
          Open analytics
        </Link>
      </div>
      {view ? (
        <dl className="grid grid-cols-3 gap-2" aria-live={stopped ? 'polite' : 'off'}>
          {view.figures.map((f) => (
            <div key={f.label} className="grid gap-0.5 rounded-md bg-muted/50 p-2">
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd className="text-sm font-semibold tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="min-h-16 text-sm text-muted-foreground">{hub.isError ? 'Analytics could not be loaded.' : 'Loading analytics…'}</p>
      )}
      <div className="flex h-8 items-center gap-1">
        <span className="mr-auto text-xs text-muted-foreground">
          Last 30 days{hub.data?.asOf ? `, as of ${timeOf(hub.data.asOf)}` : ''}
        </span>
        <CarouselControls
          labels={views.map((v) => `Show ${v.title}`)}
          index={index}
          onSelect={setIndex}
          stopped={stopped}
          onToggle={toggleStopped}
          what="analytics views"
        />
      </div>
    </Card>
  );
}
