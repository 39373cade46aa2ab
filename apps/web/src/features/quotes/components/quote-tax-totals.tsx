import { useEffect, useState, type FormEvent } from 'react';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuoteRequest, QuoteRequestView } from '@gears/domain';
import { formatTaxRate, isTaxRate, taxRateMessages } from '@gears/domain/ledger/tax.rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { quoteRequestKeys } from '../api/requests-api.ts';
import { money } from './quote-display.tsx';

/**
 * 'Tax changed from X % on the quote to Y % on this invoice.' and the invoice's total: shown to the client wherever
 * they are asked to pay (Payment Due banner, quote details, invoice), before paying (issue 13 item 2).
 */
export function TaxChangeNotice({ notice, total, className }: { notice: string; total: number; className?: string }) {
  return (
    <Alert variant="warning" role="status" className={className}>
      <AlertTriangle aria-hidden="true" />
      <p>
        {notice} New total: <span className="font-semibold tabular-nums">{money(total)}</span>
      </p>
    </Alert>
  );
}

function useSetQuoteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, taxRate }: { id: string; taxRate: number }) => api.patch<QuoteRequestView>(`/api/quote-requests/${id}`, { taxRate }),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteRequestKeys.detail(quote.id), quote);
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      toast.success('Tax rate saved', {
        description: quote.status === 'sent_to_client' ? 'Send the quote again so the client sees it.' : undefined,
      });
    },
    onError: (error) => toast.error('Failed to save the tax rate', { description: errorMessage(error, 'Please try again.') }),
  });
}

/** The provider admin's per-quote rate (the provider's default until chosen; fixed when sent; editable until accepted). */
function TaxRateEditor({ quote }: { quote: AdminQuoteRequest }) {
  const save = useSetQuoteTaxRate();
  const [value, setValue] = useState(String(quote.taxRate));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(String(quote.taxRate)), [quote.taxRate]);
  function submit(event: FormEvent) {
    event.preventDefault();
    const rate = Number(value);
    if (value.trim() === '' || !isTaxRate(rate)) return setError(taxRateMessages.badTaxRate);
    setError(null);
    save.mutate({ id: quote.id, taxRate: rate });
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label htmlFor="quote-tax-rate" className="grid gap-1 text-xs text-muted-foreground">
        Tax rate (%)
        <Input
          id="quote-tax-rate"
          type="number"
          min={0}
          max={100}
          step={0.001}
          inputMode="decimal"
          className="w-28"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Save rate
      </Button>
      <p
        className={error ? 'basis-full text-xs text-destructive' : 'basis-full text-xs text-muted-foreground'}
        role={error ? 'alert' : undefined}
      >
        {error ??
          (quote.taxRateChosen
            ? 'Shown on the quote and repeated on the invoice.'
            : "The provider's default until you choose; fixed when the quote is sent.")}
      </p>
    </form>
  );
}

/** Subtotal, Tax (rate %) and Total incl. tax, as the quote PDF and email print them; admins also edit the rate. */
export function QuoteTotals({ quote }: { quote: QuoteRequestView }) {
  const pending = quote.view === 'client' && (quote.totalClientCost === null || quote.taxRate === null);
  const rows: [string, string][] = pending
    ? []
    : [
        ['Subtotal', money(quote.totalClientCost)],
        [`Tax (${formatTaxRate(quote.taxRate ?? 0)})`, money(quote.taxTotal)],
      ];
  return (
    <div className="grid gap-3 rounded-lg bg-muted/60 p-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <dl className="grid gap-0.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-3">
              <dt className="min-w-28 text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-0.5 sm:text-right">
          <span className="text-sm text-muted-foreground">{pending ? 'Total Quote Value' : 'Total incl. tax'}</span>
          <span className="text-2xl font-semibold tabular-nums">{pending ? 'Pricing pending' : money(quote.totalWithTax)}</span>
        </div>
      </div>
      {quote.view === 'admin' ? (
        <div className="flex flex-wrap items-end justify-between gap-3 border-t pt-3">
          {quote.canEditTaxRate ? (
            <TaxRateEditor quote={quote} />
          ) : (
            <p className="text-xs text-muted-foreground">Tax rate fixed: the client accepted the quote.</p>
          )}
          <p className="text-right text-xs text-muted-foreground">
            Vendor cost {money(quote.totalVendorCost)} · Margin {money(quote.totalClientCost - quote.totalVendorCost)}
          </p>
        </div>
      ) : null}
      {quote.view === 'client' && quote.invoiceTaxChange ? <TaxChangeNotice {...quote.invoiceTaxChange} /> : null}
    </div>
  );
}
