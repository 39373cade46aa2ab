import type { DashboardSummary } from '@gears/domain';
import { dateFormat } from '../../../lib/intl-cache.ts';
import { AnalyticsHubCard } from './analytics-hub-card.tsx';
import { AttentionList } from './attention-list.tsx';
import { FleetStatsGrid } from './fleet-stats-grid.tsx';
import type { ModuleIds } from './quick-actions.tsx';
import { StatCards } from './stat-cards.tsx';

export { InsightCarousel } from './insight-carousel.tsx';
export { ErrorState } from '../../../components/ui/states.tsx';

/**
 * The figures below the quick actions, and the insight carousel, loaded as their own chunk beside the summary (the
 * login → dashboard JS budget, DESIGN §7); figures-skeleton.tsx and insight-skeleton.tsx are their shapes meanwhile.
 */
export function DashboardFigures({ summary, modules }: { summary: DashboardSummary; modules: ModuleIds }) {
  return (
    <>
      <StatCards summary={summary} modules={modules} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <AttentionList items={summary.attention} />
        <FleetStatsGrid fleet={summary.fleet} />
      </div>
      {modules.has('analytics') ? <AnalyticsHubCard /> : null}
      {summary.asOf ? <AsOf at={summary.asOf} /> : null}
    </>
  );
}

/** A large fleet's company-wide figures come from a snapshot counted every minute (ADR 0033): say when. */
function AsOf({ at }: { at: string }) {
  const time = dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(at));
  return (
    <p className="text-xs text-muted-foreground">
      Company-wide figures as of {time}; large fleets are counted once a minute. Your own tasks and returns are up to date.
    </p>
  );
}
