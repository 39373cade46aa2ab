import { useState, type FormEvent } from 'react';
import { Loader2, Plus } from 'lucide-react';
import { quoteMessages as m } from '@gears/domain/quotes/messages';
import { defaultMarkupPercentage, normalizeQuantity } from '@gears/domain/quotes/pricing.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAddQuoteItem, type NewItem } from '../api/requests-items-api.ts';
import { livePrice, priceProblem, toastProblem } from './item-price-row.tsx';
import { money } from './quote-display.tsx';

type Draft = { itemName: string; quantity: string; description: string; sku: string; vendorPrice: string; markupPercentage: string };
const emptyDraft = (): Draft => ({
  itemName: '',
  quantity: '1',
  description: '',
  sku: '',
  vendorPrice: '',
  markupPercentage: String(defaultMarkupPercentage),
});

/**
 * spec 03 §5: the item name is required after trimming; quantity defaults to 1 if not a number; optional text is
 * trimmed and dropped if empty. Returns the request body, or the spec's message for what is wrong.
 */
export function buildNewItem(draft: Draft, isPricing: boolean): { item: NewItem } | { problem: string } {
  const itemName = draft.itemName.trim();
  if (!itemName) return { problem: m.itemNameRequired };
  const item: NewItem = { itemName, quantity: normalizeQuantity(draft.quantity) };
  if (item.quantity !== undefined && item.quantity <= 0) return { problem: m.quantityPositive };
  if (draft.description.trim()) item.description = draft.description.trim();
  if (draft.sku.trim()) item.sku = draft.sku.trim();
  if (isPricing && draft.vendorPrice.trim() !== '') {
    const problem = priceProblem(draft);
    if (problem) return { problem };
    item.vendorPrice = Number(draft.vendorPrice);
    item.markupPercentage = Number(draft.markupPercentage);
  }
  return { item };
}

/** Add an item: clients name what they need; the provider (not impersonating) can price it as they add it. */
export function AddItemForm({ quoteId, isPricing }: { quoteId: string; isPricing: boolean }) {
  const add = useAddQuoteItem(quoteId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [invalid, setInvalid] = useState<'itemName' | 'price' | null>(null);
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const live = isPricing ? livePrice(draft, normalizeQuantity(draft.quantity)) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const built = buildNewItem(draft, isPricing);
    if ('problem' in built) {
      setInvalid(built.problem === m.itemNameRequired ? 'itemName' : 'price');
      toastProblem(built.problem);
      return;
    }
    setInvalid(null);
    add.mutate(built.item, { onSuccess: () => setDraft(emptyDraft()) });
  }

  const id = (name: string) => `add-item-${name}`;
  return (
    <form noValidate onSubmit={submit} aria-label="Add item" className="grid gap-3 rounded-lg border border-dashed p-3">
      <p className="text-sm font-medium">Add item</p>
      <div className="grid gap-3 sm:grid-cols-6">
        <div className="grid gap-1.5 sm:col-span-4">
          <Label htmlFor={id('name')}>Item name *</Label>
          <Input
            id={id('name')}
            value={draft.itemName}
            maxLength={200}
            aria-invalid={invalid === 'itemName' || undefined}
            onChange={(e) => set('itemName', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={id('quantity')}>Quantity</Label>
          <Input
            id={id('quantity')}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={draft.quantity}
            onChange={(e) => set('quantity', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5 sm:col-span-4">
          <Label htmlFor={id('description')}>Description</Label>
          <Input id={id('description')} value={draft.description} maxLength={2000} onChange={(e) => set('description', e.target.value)} />
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={id('sku')}>SKU / part number</Label>
          <Input id={id('sku')} value={draft.sku} maxLength={100} onChange={(e) => set('sku', e.target.value)} />
        </div>
        {isPricing ? (
          <>
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor={id('vendor')}>Vendor price ($)</Label>
              <Input
                id={id('vendor')}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                placeholder="0.00"
                aria-invalid={invalid === 'price' || undefined}
                value={draft.vendorPrice}
                onChange={(e) => set('vendorPrice', e.target.value)}
              />
            </div>
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor={id('markup')}>Markup (%)</Label>
              <Input
                id={id('markup')}
                type="number"
                min={0}
                step={1}
                inputMode="decimal"
                value={draft.markupPercentage}
                onChange={(e) => set('markupPercentage', e.target.value)}
              />
            </div>
            <div className="grid content-end gap-0.5 text-sm sm:col-span-2" aria-live="polite">
              <span className="text-xs text-muted-foreground">Client price · line total</span>
              <span className="font-medium tabular-nums">{live ? `${money(live.clientPrice)} · ${money(live.lineTotal)}` : '—'}</span>
            </div>
          </>
        ) : null}
      </div>
      <Button type="submit" size="sm" className="justify-self-start" disabled={add.isPending}>
        {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {add.isPending ? 'Adding…' : 'Add Item'}
      </Button>
    </form>
  );
}
