import { useState, type FormEvent } from 'react';
import { analyticsPeriodLabels, analyticsPeriods, analyticsRangeProblem } from '@gears/domain/analytics/period.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { localToday } from '../../../lib/local-date.ts';
import type { AnalyticsSelection } from '../api/analytics-api.ts';

const choices = [...analyticsPeriods, 'custom'] as const;

/**
 * The period every figure covers: a preset, or a custom range (both days, start first, at most two years — the server's
 * rule, checked here first so the message shows beside the fields).
 */
export function PeriodPicker({ value, onChange }: { value: AnalyticsSelection; onChange: (next: AnalyticsSelection) => void }) {
  const isCustom = Boolean(value.from && value.to);
  const [custom, setCustom] = useState(isCustom);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? localToday());
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (choice: string) => {
    if (choice === 'custom') return setCustom(true);
    setCustom(false);
    setProblem(null);
    onChange({ companyId: value.companyId, period: choice });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const message = analyticsRangeProblem(from || undefined, to || undefined);
    setProblem(message);
    if (!message) onChange({ companyId: value.companyId, period: 'custom', from, to });
  };

  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Period of the figures">
      <div className="grid gap-1.5">
        <Label htmlFor="analytics-period">Period</Label>
        <NativeSelect
          id="analytics-period"
          value={custom ? 'custom' : value.period}
          onChange={(e) => pick(e.target.value)}
          className="w-44"
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {analyticsPeriodLabels[c]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {custom ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-from">From</Label>
            <Input
              id="analytics-from"
              type="date"
              value={from}
              max={localToday()}
              onChange={(e) => setFrom(e.target.value)}
              className="w-40"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-to">To</Label>
            <Input id="analytics-to" type="date" value={to} max={localToday()} onChange={(e) => setTo(e.target.value)} className="w-40" />
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
          {problem ? (
            <p role="alert" className="w-full text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
    </form>
  );
}
