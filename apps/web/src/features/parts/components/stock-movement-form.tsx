import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { MaintenanceTask, Part, RecordMovementInput, StockMovementKind } from '@gears/domain';
import { recordMovementOn } from '@gears/domain/parts/stock.schema';
import { applyMovement, movementDelta, stockMovementKinds, stockMovementLabels } from '@gears/domain/parts/stock.rules';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { domainResolver, textOrNull } from '../../../lib/forms.ts';

type MovementValues = { kind: StockMovementKind; quantity: string; reason: string; taskId: string };

const toMovement = (v: MovementValues) => ({
  kind: v.kind,
  quantity: v.quantity.trim() === '' ? undefined : Number(v.quantity),
  reason: textOrNull(v.reason),
  taskId: v.kind === 'used' ? v.taskId || null : null,
});

type StockMovementFormProps = {
  part: Pick<Part, 'partName' | 'unitsInStock'>;
  tasks: Pick<MaintenanceTask, 'id' | 'taskNumber' | 'title'>[];
  onSubmit: (input: RecordMovementInput) => Promise<unknown>;
  /** 'stock.receiveAdjust' (ADR 0008): everyone records stock use; receiving and adjusting is the supervisor's. */
  mayReceive: boolean;
};

const hints: Record<StockMovementKind, string> = {
  received: 'Goods in: adds to stock.',
  used: 'Parts taken out for a job: record the task they were used on.',
  adjusted: 'A correction after a count: a signed number (e.g. -2) and the reason.',
};

/** Receive, use (on a task) or adjust stock. The result may never go below zero, checked before sending. */
export function StockMovementForm({ part, tasks, onSubmit, mayReceive }: StockMovementFormProps) {
  const kinds = mayReceive ? stockMovementKinds : (['used'] as const);
  const { partName, unitsInStock } = part;
  const resolver = useMemo(() => domainResolver(toMovement, recordMovementOn({ partName, unitsInStock })), [partName, unitsInStock]);
  const form = useForm<MovementValues, unknown, RecordMovementInput>({
    resolver,
    defaultValues: { kind: kinds[0], quantity: '', reason: '', taskId: '' },
  });
  const { errors, isSubmitting: pending } = form.formState;
  const [kind, quantity] = form.watch(['kind', 'quantity']);

  const q = Number(quantity);
  const valid = quantity.trim() !== '' && Number.isInteger(q);
  const outcome = valid ? applyMovement(part.unitsInStock, movementDelta(kind, q), part.partName) : null;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      form.reset({ kind, quantity: '', reason: '', taskId: '' });
    } catch (error) {
      form.setError('root', { type: 'server', message: errorMessage(error, 'The movement was not recorded. Please try again.') });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border p-3" aria-label="Record stock movement">
      <div
        className={`grid gap-1 rounded-md bg-muted p-1 ${kinds.length === 1 ? 'grid-cols-1' : 'grid-cols-3'}`}
        role="radiogroup"
        aria-label="Movement"
      >
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            onClick={() => (form.setValue('kind', k), form.clearErrors())}
            className={`min-h-11 rounded px-2 text-sm font-medium md:min-h-8 ${kind === k ? 'bg-card shadow-xs' : 'text-muted-foreground'}`}
          >
            {k === 'received' ? 'Receive' : k === 'used' ? 'Use' : 'Adjust'}
          </button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{hints[kind]}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="movement-quantity" label={kind === 'adjusted' ? 'Change (+/−)' : 'Quantity'} error={errors.quantity?.message}>
          <Input
            id="movement-quantity"
            type="number"
            inputMode="numeric"
            step={1}
            min={kind === 'adjusted' ? undefined : 1}
            {...form.register('quantity')}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? 'movement-quantity-error' : undefined}
          />
        </FormField>
        {kind === 'used' ? (
          <FormField id="movement-taskId" label="Used on task" error={errors.taskId?.message}>
            <NativeSelect
              id="movement-taskId"
              {...form.register('taskId')}
              aria-invalid={errors.taskId ? true : undefined}
              aria-describedby={errors.taskId ? 'movement-taskId-error' : undefined}
            >
              <option value="">Choose a task</option>
              {tasks.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.taskNumber} · {t.title}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        <div className={kind === 'used' ? 'sm:col-span-2' : ''}>
          <FormField id="movement-reason" label={kind === 'adjusted' ? 'Reason *' : 'Reason or reference'} error={errors.reason?.message}>
            <Input
              id="movement-reason"
              {...form.register('reason')}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'movement-reason-error' : undefined}
              placeholder={kind === 'received' ? 'e.g. PO 1042' : kind === 'adjusted' ? 'e.g. Cycle count' : 'Optional with a task'}
            />
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" aria-live="polite">
          {outcome && 'balance' in outcome ? (
            <>
              In stock after: <strong className="tabular-nums">{outcome.balance}</strong> (now {part.unitsInStock})
            </>
          ) : (
            <span className="text-muted-foreground">Now {part.unitsInStock} in stock</span>
          )}
        </p>
        <Button type="submit" disabled={pending}>
          {pending ? 'Recording…' : `Record ${stockMovementLabels[kind].toLowerCase()}`}
        </Button>
      </div>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
    </form>
  );
}
