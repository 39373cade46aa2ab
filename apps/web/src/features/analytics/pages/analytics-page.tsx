import { analyticsPeriods, defaultAnalyticsPeriod } from '@gears/domain/analytics/period.rules';
import { FeatureGate } from '../../../components/feature-gate.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { useAnalytics, type AnalyticsSelection } from '../api/analytics-api.ts';
import { ActivityPanel } from '../components/activity-panel.tsx';
import { FinancialPanel } from '../components/financial-panel.tsx';
import { FleetPanel } from '../components/fleet-panel.tsx';
import { MaintenancePanel } from '../components/maintenance-panel.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { useClientCompanies } from '../../../lib/client-companies.ts';
import { RevealWhen } from '../../../components/reveal-when.tsx';

const views = [
  ['maintenance', 'Maintenance & Repair'],
  ['financial', 'Financial'],
  ['fleet', 'Fleet'],
  ['activity', 'Activity Patterns'],
] as const;
type View = (typeof views)[number][0];

/** /dashboard/analytics (issue 17 item 2; spec 03 §9): figures computed from the company's records, by period. */
export function AnalyticsPage() {
  usePageMeta('Analytics', { noindex: true });
  return (
    <FeatureGate feature="reporting" title="Analytics">
      <AnalyticsScreen />
    </FeatureGate>
  );
}

function AnalyticsScreen() {
  const { me } = useSession();
  const [params, update] = useSearchParamsEditor();
  // A provider admin outside impersonation reads every company's figures or one client's.
  const allCompanies = Boolean(me?.context.isAdmin && !me.context.isImpersonating);
  const companies = useClientCompanies(allCompanies);
  const period = analyticsPeriods.find((p) => p === params.get('period')) ?? defaultAnalyticsPeriod;
  const selection: AnalyticsSelection = {
    period,
    ...(params.get('from') && params.get('to') ? { from: params.get('from')!, to: params.get('to')! } : {}),
    ...(allCompanies && params.get('company') ? { companyId: params.get('company')! } : {}),
  };
  const view: View = views.find(([v]) => v === params.get('view'))?.[0] ?? 'maintenance';
  const summary = useAnalytics('summary', selection);

  const choose = (next: AnalyticsSelection) =>
    update((p) => {
      for (const key of ['period', 'from', 'to']) p.delete(key);
      if (next.from && next.to) {
        p.set('from', next.from);
        p.set('to', next.to);
      } else if (next.period !== defaultAnalyticsPeriod) p.set('period', next.period);
    });
  const range = summary.data?.range;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <PageHeader
        title="Analytics"
        description={
          range
            ? `${summary.data?.scope.companyName ?? 'All companies'} · ${formatDay(range.from)} – ${formatDay(range.to)}`
            : 'Figures computed from your fleet, service and ledger records.'
        }
        actions={
          <div className="flex flex-wrap items-end gap-2">
            {allCompanies ? (
              <div className="grid gap-1.5">
                <Label htmlFor="analytics-company">Company</Label>
                <NativeSelect
                  id="analytics-company"
                  value={selection.companyId ?? ''}
                  onChange={(e) => update((p) => (e.target.value ? p.set('company', e.target.value) : p.delete('company')))}
                  className="w-52"
                >
                  <option value="">All companies</option>
                  {(companies.data ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            <PeriodPicker key={`${selection.from ?? ''}${selection.to ?? ''}`} value={selection} onChange={choose} />
          </div>
        }
      />
      {summary.data ? (
        <SummaryCards summary={summary.data.summary} />
      ) : summary.isError ? (
        <ErrorState message={errorMessage(summary.error, 'The figures could not be loaded.')} onRetry={() => void summary.refetch()} />
      ) : (
        <SkeletonRows rows={2} label="Loading figures" />
      )}
      {/* The charts stay invisible until the summary cards above them are known, so the cards never push them down
          (a layout shift of 0.25 on a phone); their own requests start at once. */}
      <RevealWhen ready={!summary.isPending}>
        <Tabs value={view} onValueChange={(v) => update((p) => (v === 'maintenance' ? p.delete('view') : p.set('view', v)))}>
          <TabsList className="grid w-full grid-cols-2 sm:flex sm:w-fit">
            {views.map(([v, label]) => (
              <TabsTrigger key={v} value={v}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="maintenance">
            <MaintenancePanel selection={selection} />
          </TabsContent>
          <TabsContent value="financial">
            <FinancialPanel selection={selection} summary={summary.data?.summary} />
          </TabsContent>
          <TabsContent value="fleet">
            <FleetPanel selection={selection} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityPanel selection={selection} />
          </TabsContent>
        </Tabs>
      </RevealWhen>
    </div>
  );
}
