import { Lock, Trash2 } from 'lucide-react';
import type { AdminQuoteRequest, ClientQuoteRequest, QuoteRequestView } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useDeleteQuoteItem, useUpdateQuoteItem } from '../api/requests-items-api.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemPriceRow } from './item-price-row.tsx';
import { money } from './quote-display.tsx';

function LockedNote({ quote }: { quote: QuoteRequestView }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Lock className="size-3.5" aria-hidden="true" />
      Items cannot be changed while the quote is '{quote.statusLabel}'.
    </p>
  );
}

/** The provider's pricing table: vendor price, markup, live client price and line total (spec 03 §5). */
function AdminItems({ quote }: { quote: AdminQuoteRequest }) {
  const update = useUpdateQuoteItem(quote.id);
  const remove = useDeleteQuoteItem(quote.id);
  const isLocked = !quote.canEditItems;
  return (
    <div className="grid gap-3">
      {quote.items.length > 0 ? (
        <Table aria-label="Quote items">
          <TableHeader>
            <TableRow>
              <TableHead>Item</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead>Vendor price</TableHead>
              <TableHead>Markup %</TableHead>
              <TableHead className="text-right">Client price</TableHead>
              <TableHead className="text-right">Line total</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {quote.items.map((item) => (
              <ItemPriceRow
                key={item.id}
                item={item}
                isLocked={isLocked}
                isSaving={update.isPending && update.variables?.itemId === item.id}
                isDeleting={remove.isPending && remove.variables === item.id}
                onSave={(it, price) => update.mutate({ itemId: it.id, patch: price })}
                onDelete={(it) => remove.mutate(it.id)}
              />
            ))}
          </TableBody>
        </Table>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No items yet. Add the parts and labour to price.
        </p>
      )}
      {isLocked ? <LockedNote quote={quote} /> : <AddItemForm quoteId={quote.id} isPricing />}
    </div>
  );
}

/** What a client sees: item, quantity and, once the quote is sent, the client price only. */
function ClientItems({ quote }: { quote: ClientQuoteRequest }) {
  const remove = useDeleteQuoteItem(quote.id);
  const showPrices = quote.pricingNote === null;
  return (
    <div className="grid gap-3">
      {quote.pricingNote ? <p className="rounded-md bg-info/10 p-3 text-sm">{quote.pricingNote}</p> : null}
      {quote.items.length > 0 ? (
        <ul aria-label="Quote items" className="grid divide-y rounded-lg border">
          {quote.items.map((item) => (
            <li key={item.id} aria-label={item.itemName} className="flex items-start gap-3 p-3">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium break-words">{item.itemName}</span>
                <span className="text-xs text-muted-foreground">
                  {[`Qty ${item.quantity}`, item.description, item.sku && `SKU ${item.sku}`].filter(Boolean).join(' · ')}
                </span>
              </div>
              {showPrices ? (
                <div className="grid text-right text-sm tabular-nums">
                  <span className="font-medium">{money(item.lineTotal)}</span>
                  <span className="text-xs text-muted-foreground">{money(item.clientPrice)} each</span>
                </div>
              ) : null}
              {quote.canEditItems ? (
                <Button
                  size="icon"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10"
                  aria-label={`Delete ${item.itemName}`}
                  disabled={remove.isPending && remove.variables === item.id}
                  onClick={() => remove.mutate(item.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No items yet.</p>
      )}
      {quote.canEditItems ? <AddItemForm quoteId={quote.id} isPricing={false} /> : null}
    </div>
  );
}

export function QuoteItemsManager({ quote }: { quote: QuoteRequestView }) {
  return quote.view === 'admin' ? <AdminItems quote={quote} /> : <ClientItems quote={quote} />;
}
