import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { DashboardSummary } from '@gears/domain';
import { formatTrendPercent } from '@gears/domain/dashboard/trend.rules';

type Trend = DashboardSummary['cards']['fleet']['trend'];

/**
 * A card's trend against the previous period ("+20 % vs the 30 days before"), after an optional lead ("12 completed in
 * 30 days"), or plainly that there is nothing earlier to compare with. The sign is written out, never colour alone.
 */
export function TrendLine({ trend, lead, comparison }: { trend: Trend; lead?: string; comparison: string }) {
  const Icon = !trend ? null : trend.changePercent > 0 ? TrendingUp : trend.changePercent < 0 ? TrendingDown : Minus;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
      {lead ? <span className="basis-full">{lead}</span> : null}
      {trend && Icon ? (
        <>
          <Icon className="size-3.5" aria-hidden="true" />
          <span className="font-medium text-foreground">{formatTrendPercent(trend.changePercent)}</span>
          <span>{comparison}</span>
        </>
      ) : (
        <span>no earlier data to compare</span>
      )}
    </p>
  );
}
