import { Trash2 } from 'lucide-react';
import type { QuoteRequestView } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { money, QuoteStatusBadge, UrgencyBadge, words } from './quote-display.tsx';
import { ExpiryText, referenceOf } from './request-card.tsx';
import type { QuoteActions } from './use-quote-actions.tsx';

/** The provider's desk view (DESIGN §6a): one dense row per request, sticky header; the row (or its title) opens the details. */
export function RequestsTable({ quotes, actions }: { quotes: QuoteRequestView[]; actions: QuoteActions }) {
  return (
    <Table aria-label="Quote requests">
      <TableHeader>
        <TableRow>
          <TableHead>Request</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Urgency</TableHead>
          <TableHead className="text-right">Items</TableHead>
          <TableHead className="text-right">Total incl. tax</TableHead>
          <TableHead>Quote · expiry</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {quotes.map((quote) => (
          <TableRow key={quote.id} aria-label={quote.title} className="cursor-pointer" onClick={() => actions.onView(quote)}>
            <TableCell className="min-w-48">
              <div className="grid gap-0.5">
                <button
                  type="button"
                  className="line-clamp-2 text-left font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`View details of ${quote.title}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    actions.onView(quote);
                  }}
                >
                  {quote.title}
                </button>
                <span className="text-xs text-muted-foreground">
                  {[quote.number, formatDate(quote.createdAt), quote.equipment?.name, quote.equipmentType && words(quote.equipmentType)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
            </TableCell>
            <TableCell className="min-w-32">{quote.companyName}</TableCell>
            <TableCell>
              <QuoteStatusBadge status={quote.status} label={quote.statusLabel} />
            </TableCell>
            <TableCell>
              <UrgencyBadge urgency={quote.urgency} label={quote.urgencyLabel} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{quote.itemCount}</TableCell>
            <TableCell className="text-right tabular-nums">{money(quote.totalWithTax)}</TableCell>
            <TableCell className="whitespace-nowrap">
              <div className="grid gap-0.5">
                <span className="tabular-nums">{referenceOf(quote)}</span>
                {quote.expiryDate ? (
                  <span className="text-xs">
                    <ExpiryText quote={quote} />
                  </span>
                ) : null}
              </div>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap" onClick={(event) => event.stopPropagation()}>
              {quote.canDelete ? (
                <Button
                  size="icon"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10"
                  aria-label={`Delete ${quote.title}`}
                  onClick={() => actions.onDelete(quote)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
