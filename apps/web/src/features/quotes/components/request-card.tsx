import type { ReactNode } from 'react';
import { Check, Eye, Loader2, Trash2, X } from 'lucide-react';
import type { QuoteRequestView } from '@gears/domain';
import { countOf } from '@gears/domain/platform/words.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { EquipmentTypeBadge, formatDay, money, QuoteStatusBadge, UpdateBadge, UrgencyBadge } from './quote-display.tsx';
import type { QuoteActions } from './use-quote-actions.tsx';

const maxPreviewItems = 3;

/** The reference a client quotes back: the quote number once sent, else the request number. */
export const referenceOf = (quote: QuoteRequestView): string => quote.quoteNumber ?? quote.number;

export function ExpiryText({ quote }: { quote: QuoteRequestView }) {
  if (!quote.expiryDate) return <>—</>;
  return (
    <>
      {formatDay(quote.expiryDate)}{' '}
      <span className={cn('font-medium', quote.expiryLabel === '(Expired)' ? 'text-destructive' : 'text-success')}>
        {quote.expiryLabel}
      </span>
    </>
  );
}

/** Client prices appear once the quote is sent to the client; before that the spec's note stands in. Incl. tax. */
export const totalText = (quote: QuoteRequestView): string =>
  quote.view === 'client' && (quote.totalClientCost === null || quote.totalWithTax === null)
    ? 'Pricing pending'
    : money(quote.totalWithTax);

/** spec 03 §2 Quote request card: at most 3 items plus '+N more items'; buttons by role and status. */
export function RequestCard({ quote, actions }: { quote: QuoteRequestView; actions: QuoteActions }) {
  const client = quote.view === 'client' ? quote : null;
  const preview = quote.items.slice(0, maxPreviewItems);
  const more = quote.itemCount - preview.length;
  const isResponding = actions.respondingId === quote.id;
  const facts: [string, ReactNode][] = [
    ['Customer', quote.companyName],
    ['Reference', referenceOf(quote)],
    ['Quote date', formatDay(quote.quoteDate)],
    ['Expiry', <ExpiryText key="expiry" quote={quote} />],
    ['Total', totalText(quote)],
  ];

  return (
    <Card className="grid gap-3 p-4" role="article" aria-label={quote.title}>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words">{quote.title}</h3>
          <span className="text-xs text-muted-foreground tabular-nums">{quote.number}</span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <QuoteStatusBadge status={quote.status} label={quote.statusLabel} />
          {client?.hasUpdate ? <UpdateBadge /> : null}
          {quote.equipmentType ? <EquipmentTypeBadge type={quote.equipmentType} /> : null}
          <UrgencyBadge urgency={quote.urgency} label={quote.urgencyLabel} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 xl:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="truncate">{value}</dd>
          </div>
        ))}
      </dl>
      {quote.clientNotes ? (
        <p className="rounded-md bg-muted/60 p-2 text-sm">
          <span className="font-medium">Notes: </span>
          {quote.clientNotes}
        </p>
      ) : null}
      {preview.length > 0 ? (
        <ul aria-label="Items" className="grid gap-1 border-t pt-2 text-sm">
          {preview.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">
                {item.itemName} <span className="text-muted-foreground">× {item.quantity}</span>
              </span>
              {item.lineTotal !== null ? <span className="tabular-nums">{money(item.lineTotal)}</span> : null}
            </li>
          ))}
          {more > 0 ? <li className="text-xs text-muted-foreground">+{countOf(more, 'more item')}</li> : null}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button size="sm" variant="outline" onClick={() => actions.onView(quote)}>
          <Eye aria-hidden="true" />
          View Details
        </Button>
        {client?.canAccept ? (
          <Button size="sm" onClick={() => actions.onAccept(quote)} disabled={isResponding}>
            {isResponding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
            Accept
          </Button>
        ) : null}
        {client?.canDecline ? (
          <Button size="sm" variant="outline" onClick={() => actions.onDecline(quote)} disabled={isResponding}>
            <X aria-hidden="true" />
            Decline
          </Button>
        ) : null}
        {quote.canDelete ? (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto text-destructive hover:bg-destructive/10"
            onClick={() => actions.onDelete(quote)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
