import { useState, type FormEvent } from 'react';
import { Loader2, Save } from 'lucide-react';
import type { SalesOrder } from '@gears/domain';
import { normaliseShippingAddress, shippingAddressProblem, shipToMessages } from '@gears/domain/ledger/ship-to.rules';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { useUpdateOrder } from '../api/fulfilment-api.ts';

const sourceNotes: Record<SalesOrder['shipTo']['source'], string> = {
  order: 'This order’s own address.',
  company: 'The company’s shipping address (settings).',
  none: 'Neither this order nor the company has a shipping address.',
};

/** Where the order ships (printed on the order and its packing slips): the address and where it comes from. */
export function ShipToSection({ order, manage }: { order: SalesOrder; manage: boolean }) {
  return (
    <section aria-labelledby={`order-${order.id}-ship-to`} className="grid gap-1.5">
      <h4 id={`order-${order.id}-ship-to`} className="text-sm font-semibold">
        Ship to
      </h4>
      <p className="text-sm whitespace-pre-line">{order.shipTo.address ?? shipToMessages.none}</p>
      <p className="text-xs text-muted-foreground">{sourceNotes[order.shipTo.source]}</p>
      {manage ? <ShipToForm key={order.updatedAt} order={order} /> : null}
    </section>
  );
}

/** Provider admin: give this order its own ship-to, or clear it so the company's address applies again. */
function ShipToForm({ order }: { order: SalesOrder }) {
  const update = useUpdateOrder();
  const [draft, setDraft] = useState(order.shipToAddress ?? '');
  const normalised = normaliseShippingAddress(draft);
  const problem = shippingAddressProblem(normalised);
  const unchanged = normalised === order.shipToAddress;
  const id = `order-${order.id}-ship-to-address`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && !unchanged) update.mutate({ id: order.id, shipToAddress: normalised });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Ship-to address" className="grid gap-2">
      <FormField id={id} label="This order’s own address" error={problem} hint="Leave empty to ship to the company’s address.">
        <Textarea
          id={id}
          rows={3}
          maxLength={600}
          value={draft}
          aria-invalid={Boolean(problem) || undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="sm" variant="outline" className="w-fit" disabled={Boolean(problem) || unchanged || update.isPending}>
        {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        Save ship-to
      </Button>
    </form>
  );
}
