import { useEffect, useState } from 'react';
import { Loader2, Save, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminQuoteItem } from '@gears/domain';
import { checkItemPrice, clientPriceOf, lineTotalOf } from '@gears/domain/quotes/pricing.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { TableCell, TableRow } from '../../../components/ui/table.tsx';
import { money } from './quote-display.tsx';

export type PriceDraft = { vendorPrice: string; markupPercentage: string };

/** Live client price and line total from the domain rule (spec 03 §5); null while the entry is not a valid price. */
export function livePrice(draft: PriceDraft, quantity: number): { clientPrice: number; lineTotal: number } | null {
  if (draft.vendorPrice.trim() === '' || draft.markupPercentage.trim() === '') return null;
  const vendor = Number(draft.vendorPrice);
  const markup = Number(draft.markupPercentage);
  if (!checkItemPrice(vendor, markup).ok) return null;
  const clientPrice = clientPriceOf(vendor, markup);
  return { clientPrice, lineTotal: lineTotalOf(clientPrice, quantity) };
}

/** spec 03 §5 messages, 'Title: description', for the entry as typed; null when it is a valid price. */
export function priceProblem(draft: PriceDraft): string | null {
  const vendor = draft.vendorPrice.trim() === '' ? Number.NaN : Number(draft.vendorPrice);
  const markup = draft.markupPercentage.trim() === '' ? Number.NaN : Number(draft.markupPercentage);
  const check = checkItemPrice(vendor, markup);
  return check.ok ? null : check.message;
}

/** 'Invalid Price: Vendor price cannot be negative' → a toast titled 'Invalid Price'. */
export function toastProblem(message: string): void {
  const at = message.indexOf(': ');
  if (at > 0) toast.error(message.slice(0, at), { description: message.slice(at + 2) });
  else toast.error(message);
}

const draftOf = (item: AdminQuoteItem): PriceDraft => ({
  vendorPrice: item.isPriced ? String(item.vendorPrice) : '',
  markupPercentage: String(item.markupPercentage),
});

type ItemPriceRowProps = {
  item: AdminQuoteItem;
  isLocked: boolean;
  onSave: (item: AdminQuoteItem, price: { vendorPrice: number; markupPercentage: number }) => void;
  onDelete: (item: AdminQuoteItem) => void;
  isSaving: boolean;
  isDeleting: boolean;
};

/** One item as the provider prices it: vendor price (min 0, step 0.01) and markup (min 0), saved per row. */
export function ItemPriceRow({ item, isLocked, onSave, onDelete, isSaving, isDeleting }: ItemPriceRowProps) {
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(item));
  useEffect(() => setDraft(draftOf(item)), [item]);
  const live = livePrice(draft, item.quantity);
  const check = checkItemPrice(Number(draft.vendorPrice), Number(draft.markupPercentage));
  const isDirty = draft.vendorPrice !== draftOf(item).vendorPrice || draft.markupPercentage !== draftOf(item).markupPercentage;
  const invalid = draft.vendorPrice.trim() !== '' && !check.ok ? check.field : null;

  return (
    <TableRow aria-label={item.itemName}>
      <TableCell className="min-w-44">
        <div className="grid gap-0.5">
          <span className="font-medium">{item.itemName}</span>
          {item.description || item.sku ? (
            <span className="text-xs text-muted-foreground">
              {[item.description, item.sku && `SKU ${item.sku}`].filter(Boolean).join(' · ')}
            </span>
          ) : null}
          {!item.isPriced ? (
            <Badge variant="warning" className="justify-self-start">
              Needs price
            </Badge>
          ) : null}
        </div>
      </TableCell>
      <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
      <TableCell>
        {isLocked ? (
          <span className="tabular-nums">{money(item.vendorPrice)}</span>
        ) : (
          <Input
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            className="w-28 text-right"
            aria-label={`Vendor price of ${item.itemName}`}
            aria-invalid={invalid === 'vendorPrice' || undefined}
            value={draft.vendorPrice}
            placeholder="0.00"
            onChange={(event) => setDraft((d) => ({ ...d, vendorPrice: event.target.value }))}
          />
        )}
      </TableCell>
      <TableCell>
        {isLocked ? (
          <span className="tabular-nums">{item.markupPercentage}%</span>
        ) : (
          <Input
            type="number"
            min={0}
            step={1}
            inputMode="decimal"
            className="w-24 text-right"
            aria-label={`Markup % of ${item.itemName}`}
            aria-invalid={invalid === 'markupPercentage' || undefined}
            value={draft.markupPercentage}
            onChange={(event) => setDraft((d) => ({ ...d, markupPercentage: event.target.value }))}
          />
        )}
      </TableCell>
      <TableCell className="text-right tabular-nums">{live ? money(live.clientPrice) : '—'}</TableCell>
      <TableCell className="text-right font-medium tabular-nums">{live ? money(live.lineTotal) : '—'}</TableCell>
      <TableCell className="text-right whitespace-nowrap">
        {!isLocked ? (
          <>
            <Button
              size="icon"
              variant={isDirty ? 'default' : 'ghost'}
              aria-label={`Save price of ${item.itemName}`}
              disabled={!isDirty || isSaving}
              onClick={() => {
                const problem = priceProblem(draft);
                if (problem) toastProblem(problem);
                else onSave(item, { vendorPrice: Number(draft.vendorPrice), markupPercentage: Number(draft.markupPercentage) });
              }}
            >
              {isSaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="text-destructive hover:bg-destructive/10"
              aria-label={`Delete ${item.itemName}`}
              disabled={isDeleting}
              onClick={() => onDelete(item)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
