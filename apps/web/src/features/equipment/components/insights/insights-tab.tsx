import { Lightbulb, ShieldAlert, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import type { EquipmentInsights } from '@gears/domain';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useEquipmentInsights } from '../../api/performance-api.ts';

type Insight = EquipmentInsights['insights'][number];
const kindIcon = {
  predictive_maintenance: Lightbulb,
  optimization: TrendingUp,
  roi: TrendingDown,
  high_performance: Sparkles,
  risk: ShieldAlert,
} as const;
const kindLabel = {
  predictive_maintenance: 'Predictive maintenance',
  optimization: 'Optimisation',
  roi: 'Return on cost',
  high_performance: 'High performance',
  risk: 'Risk',
} as const;
const componentLabel = {
  utilisation: 'utilisation',
  efficiency: 'efficiency',
  roi: 'return on cost',
  maintenanceHealth: 'maintenance health',
};

function InsightCard({ insight }: { insight: Insight }) {
  const Icon = kindIcon[insight.kind];
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Icon aria-hidden="true" className={insight.kind === 'risk' ? 'size-4 text-destructive' : 'size-4 text-accent-text'} />
        <span className="font-medium">{insight.title}</span>
        <Badge variant={insight.kind === 'risk' ? 'destructive' : insight.kind === 'high_performance' ? 'success' : 'secondary'}>
          {kindLabel[insight.kind]}
        </Badge>
      </div>
      <p className="text-sm">{insight.message}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {insight.figures.map((f) => (
          <div key={f.label} className="flex gap-1">
            <dt>{f.label}:</dt>
            <dd className="font-medium text-foreground tabular-nums">{f.value}</dd>
          </div>
        ))}
        {insight.potentialMonthlySaving === null ? null : (
          <div className="flex gap-1">
            <dt>Possible saving:</dt>
            <dd className="font-medium text-foreground tabular-nums">{formatMoney(Number(insight.potentialMonthlySaving))} a month</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/**
 * spec 02 §2 / §9 Insights tab: the local rules run by the server on this machine's figures. It says "rules", not AI:
 * nothing here is a model's guess (DESIGN §6).
 */
export function InsightsTab({ equipmentId }: { equipmentId: string }) {
  const query = useEquipmentInsights(equipmentId);
  if (query.isPending) return <SkeletonRows rows={5} label="Loading insights" />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error, 'Failed to load insights')} onRetry={() => void query.refetch()} />;
  const x = query.data;
  const score = x.optimisationScore;
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5 rounded-lg border p-3 sm:col-span-1">
          <span className="text-sm font-medium">Optimisation score</span>
          <span className="text-2xl font-semibold tabular-nums">{score.score === null ? 'No data' : score.score.toFixed(1)}</span>
          {score.score === null ? null : <Progress value={score.score / 100} label="Optimisation score" />}
          <p className="text-xs text-muted-foreground">
            {score.used.length === 0
              ? 'Needs utilisation, efficiency, return on cost or maintenance health.'
              : `From ${score.used.map((c) => componentLabel[c]).join(', ')}.`}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-2 rounded-lg border p-3 text-sm sm:col-span-2">
          <dt className="text-muted-foreground">Monthly cost</dt>
          <dd className="text-right tabular-nums">{x.monthlyCost === null ? 'No costs recorded' : formatMoney(Number(x.monthlyCost))}</dd>
          <dt className="text-muted-foreground">Revenue, last 12 months</dt>
          <dd className="text-right tabular-nums">{formatMoney(Number(x.yearRevenue))}</dd>
          <dt className="text-muted-foreground">Costs, last 12 months</dt>
          <dd className="text-right tabular-nums">{formatMoney(Number(x.yearCost))}</dd>
          <dt className="text-muted-foreground">Return on cost</dt>
          <dd className="text-right tabular-nums">{x.roi === null ? 'No costs recorded' : `${x.roi.toFixed(1)} %`}</dd>
          <dt className="text-muted-foreground">Age</dt>
          <dd className="text-right tabular-nums">{x.ageDays.toLocaleString()} days</dd>
        </dl>
      </div>
      {x.insights.length === 0 ? (
        <p className="rounded-lg border p-3 text-sm text-muted-foreground">
          No rule fires for this machine: its utilisation, uptime, maintenance and costs are within the thresholds, or not yet recorded.
        </p>
      ) : (
        <ul className="grid gap-2">
          {x.insights.map((i) => (
            <InsightCard key={i.id} insight={i} />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        Computed by fixed rules from this machine&apos;s records (spec thresholds), refreshed each time you open the tab.
      </p>
    </div>
  );
}
