import { ClipboardCheck, DollarSign } from 'lucide-react';
import type { Equipment } from '@gears/domain';
import { depreciationMethodLabels } from '@gears/domain/equipment/depreciation.rules';
import { conditionPercent } from '@gears/domain/equipment/lifecycle.rules';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { formatWholeDollars } from '../../../../lib/format.ts';
import { ConditionStars } from './condition-stars.tsx';
import { stageLabels, stageVariant, warrantyLabels, warrantyVariant } from './lifecycle-format.ts';

type Props = {
  equipment: Equipment;
  /** null: read-only (Basic's lifecycle, or a role that may not change it). */
  onCondition: (() => void) | null;
  onFinancials: (() => void) | null;
};

const dollarsOr = (value: number | null) => (value === null ? '—' : formatWholeDollars(value));

/** One machine on the Lifecycle tab (spec 02 §2): condition, stage, warranty, price and the computed value in whole dollars. */
export function LifecycleCard({ equipment: e, onCondition, onFinancials }: Props) {
  const valueNote =
    e.currentValueSource === 'computed'
      ? depreciationMethodLabels[e.depreciationMethod]
      : e.currentValueSource === 'recorded'
        ? 'Recorded value'
        : null;
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4" aria-labelledby={`lifecycle-${e.id}`} data-testid="lifecycle-card">
      <header className="grid gap-0.5">
        <h3 id={`lifecycle-${e.id}`} className="truncate font-semibold">
          {e.name}
        </h3>
        <p className="truncate text-xs text-muted-foreground">{[e.model, e.serial].filter(Boolean).join(' · ') || 'No model or serial'}</p>
      </header>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <ConditionStars rating={e.currentConditionRating} />
        <span className="tabular-nums" data-testid="condition">
          {e.currentConditionRating === null
            ? 'Not rated'
            : `${e.currentConditionRating}/10 · ${conditionPercent(e.currentConditionRating)}%`}
        </span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {e.lifecycleStage ? (
          <Badge variant={stageVariant[e.lifecycleStage]} data-testid="stage">
            {stageLabels[e.lifecycleStage]}
          </Badge>
        ) : (
          <Badge variant="outline" data-testid="stage">
            No stage yet
          </Badge>
        )}
        <Badge variant={warrantyVariant[e.warrantyStatus]}>{warrantyLabels[e.warrantyStatus]}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Purchase price</dt>
          <dd className="font-medium tabular-nums">{dollarsOr(e.purchasePrice)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Current value</dt>
          <dd className="font-medium tabular-nums" data-testid="current-value">
            {dollarsOr(e.currentValue)}
          </dd>
          {valueNote ? <dd className="text-[11px] text-muted-foreground">{valueNote}</dd> : null}
        </div>
      </dl>
      {onCondition || onFinancials ? (
        <div className="grid grid-cols-2 gap-2">
          {onCondition ? (
            <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={onCondition} aria-label={`Update condition of ${e.name}`}>
              <ClipboardCheck aria-hidden="true" />
              Condition
            </Button>
          ) : null}
          {onFinancials ? (
            <Button
              variant="outline"
              size="sm"
              className="h-11 sm:h-9"
              onClick={onFinancials}
              aria-label={`Update financials of ${e.name}`}
            >
              <DollarSign aria-hidden="true" />
              Financials
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
