import { useState, type FormEvent } from 'react';
import { Loader2, Save } from 'lucide-react';
import type { SalesOrder, SalesOrderStatus, UpdateOrderInput } from '@gears/domain';
import { isIsoDate } from '@gears/domain/maintenance/dates.rules';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { nextOrderStatuses, orderStatusLabels, useUpdateOrder } from '../api/fulfilment-api.ts';

/** The PATCH body for what changed, or an error for a delivery date that is not a date; null when nothing changed. */
export function orderChanges(
  order: Pick<SalesOrder, 'status' | 'deliveryDate'>,
  status: SalesOrderStatus,
  deliveryDate: string,
): { input: UpdateOrderInput | null; error: string | null } {
  const date = deliveryDate.trim();
  if (date && !isIsoDate(date)) return { input: null, error: 'Use a date like 2026-03-09' };
  const input: UpdateOrderInput = {};
  if (status !== order.status) input.status = status;
  if (date !== (order.deliveryDate ?? '')) input.deliveryDate = date || null;
  return { input: Object.keys(input).length > 0 ? input : null, error: null };
}

/**
 * Provider admin: move the order forward (confirmed → processing → shipped → delivered) or cancel it before delivery —
 * only those choices are offered (the server's canChangeOrderStatus) — and set the delivery date.
 * Mounted with the order's updatedAt as key, so a saved order starts again from the server's values.
 */
export function OrderStatusForm({ order }: { order: SalesOrder }) {
  const update = useUpdateOrder();
  const [status, setStatus] = useState<SalesOrderStatus>(order.status);
  const [deliveryDate, setDeliveryDate] = useState(order.deliveryDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const next = nextOrderStatuses(order.status);
  const changes = orderChanges(order, status, deliveryDate);

  const save = () => {
    if (changes.input) update.mutate({ id: order.id, ...changes.input }, { onSettled: () => setConfirmingCancel(false) });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(changes.error);
    if (changes.error || !changes.input) return;
    if (changes.input.status === 'cancelled') setConfirmingCancel(true);
    else save();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Update order"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField
        id={`order-${order.id}-status`}
        label="Order status"
        hint={next.length === 0 ? `A ${order.status} order does not change any more.` : undefined}
      >
        <NativeSelect
          id={`order-${order.id}-status`}
          value={status}
          disabled={next.length === 0}
          onChange={(event) => setStatus(event.target.value as SalesOrderStatus)}
        >
          <option value={order.status}>{orderStatusLabels[order.status]} (current)</option>
          {next.map((value) => (
            <option key={value} value={value}>
              {value === 'cancelled' ? 'Cancel order' : orderStatusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`order-${order.id}-delivery`} label="Delivery date" error={error}>
        <Input
          id={`order-${order.id}-delivery`}
          type="date"
          value={deliveryDate}
          aria-invalid={Boolean(error)}
          onChange={(event) => setDeliveryDate(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={!changes.input || update.isPending} className="sm:mb-0.5">
        {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        Save order
      </Button>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={`Cancel ${order.number}?`}
        description="A cancelled order cannot be moved again and gets no more shipping packages. The invoice is not changed; void it separately if needed."
        confirmLabel="Cancel order"
        destructive
        isPending={update.isPending}
        onConfirm={save}
      />
    </form>
  );
}
