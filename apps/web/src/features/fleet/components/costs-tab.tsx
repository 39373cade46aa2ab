import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { CreateOperationalCostInput } from '@gears/domain';
import { costTypes, periodTypes } from '@gears/domain/fleet/fleet.schema';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { fieldErrors } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { formatDay, localToday } from '../../../lib/local-date.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useOperationalCosts, useRecordCost } from '../api/records-api.ts';
import { FormFooter } from './form-footer.tsx';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
/** Dollars with at most two decimals: "1234", "1,234.5", "$99.99". */
const moneyPattern = /^\$?\s*(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/;

/** spec 02 §7: the machine's operational costs of the last 90 days; managers record new ones (fleet.recordCosts). */
export function CostsTab({ equipmentId }: { equipmentId: string }) {
  const costs = useOperationalCosts(equipmentId);
  const mayRecord = useCan('fleet.recordCosts');
  const [adding, setAdding] = useState(false);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          Last 90 days: <strong className="tabular-nums">{costs.data ? formatMoney(Number(costs.data.total)) : '…'}</strong>
        </p>
        {mayRecord && !adding ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Record cost
          </Button>
        ) : null}
      </div>
      {adding ? <CostForm equipmentId={equipmentId} onDone={() => setAdding(false)} /> : null}
      {costs.isPending ? (
        <SkeletonRows rows={3} label="Loading costs" />
      ) : costs.isError ? (
        <ErrorState message="The costs could not be loaded." onRetry={() => void costs.refetch()} />
      ) : costs.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No operational cost recorded in the last 90 days.</p>
      ) : (
        <ul className="grid divide-y rounded-lg border text-sm" aria-label="Operational costs">
          {costs.data.items.map((cost) => (
            <li key={cost.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 p-2.5">
              <span className="font-medium">
                {label(cost.costType)} <span className="font-normal text-muted-foreground">· {label(cost.periodType)}</span>
              </span>
              <span className="text-right font-medium tabular-nums">{formatMoney(Number(cost.amount))}</span>
              <span className="truncate text-xs text-muted-foreground">
                {formatDay(cost.recordedDate)}
                {cost.recordedByName ? ` · ${cost.recordedByName}` : ''}
                {cost.notes ? ` · ${cost.notes}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CostForm({ equipmentId, onDone }: { equipmentId: string; onDone: () => void }) {
  const record = useRecordCost(equipmentId);
  const [costType, setCostType] = useState<CreateOperationalCostInput['costType']>('fuel');
  const [amount, setAmount] = useState('');
  const [periodType, setPeriodType] = useState<CreateOperationalCostInput['periodType']>('daily');
  const [recordedDate, setRecordedDate] = useState(localToday());
  const [notes, setNotes] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const server = fieldErrors(record.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    if (!moneyPattern.test(text)) return setAmountError('Enter an amount in dollars with at most 2 decimals, e.g. 125.50');
    setAmountError(null);
    const value = Number(text.replace(/[$,\s]/g, ''));
    record.mutate({ costType, amount: value, periodType, recordedDate, notes: notes.trim() || null }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2" aria-label="Record cost">
      <FormField id="cost-type" label="Cost type">
        <NativeSelect id="cost-type" value={costType} onChange={(e) => setCostType(e.target.value as typeof costType)}>
          {costTypes.map((t) => (
            <option key={t} value={t}>
              {label(t)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="cost-amount" label="Amount (USD)" error={amountError ?? server.amount}>
        <Input id="cost-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="0.00" />
      </FormField>
      <FormField id="cost-period" label="Period">
        <NativeSelect id="cost-period" value={periodType} onChange={(e) => setPeriodType(e.target.value as typeof periodType)}>
          {periodTypes.map((t) => (
            <option key={t} value={t}>
              {label(t)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="cost-date" label="Date" error={server.recordedDate}>
        <Input id="cost-date" type="date" value={recordedDate} onChange={(e) => setRecordedDate(e.target.value)} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="cost-notes" label="Notes (optional)" error={server.notes}>
          <Input id="cost-notes" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} />
        </FormField>
      </div>
      <FormFooter record={record} fieldErrors={server} failure="The cost could not be recorded." saveLabel="Save cost" onCancel={onDone} />
    </form>
  );
}
