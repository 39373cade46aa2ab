import { useEffect, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { AdminQuoteRequest } from '@gears/domain';
import { formatTaxRate, isTaxRate, taxChangeOf, taxRateMessages } from '@gears/domain/ledger/tax.rules';
import { termsLabel } from '@gears/domain/ledger/terms.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { useCompanyShipping, useConvertQuote } from '../api/requests-workflow-api.ts';
import { money } from './quote-display.tsx';

/** spec 03 §9 invoice terms: 'Due on receipt' or 'Net {days}'. */
export const termChoices = [0, 15, 30, 60] as const;

/** Convert an accepted quote into a sales order and an invoice: terms, the client's PO reference and an optional tax rate. */
export function ConvertDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: AdminQuoteRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const convert = useConvertQuote();
  const [termsDays, setTermsDays] = useState(0);
  const [reference, setReference] = useState('');
  // The invoice repeats the rate the client accepted; another rate is shown to the client as a change before paying.
  const [taxRate, setTaxRate] = useState(String(quote.taxRate));
  const [shipTo, setShipTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const companyAddress = useCompanyShipping(open ? quote.companyId : null);
  useEffect(() => {
    if (open) {
      setTermsDays(0);
      setReference('');
      setTaxRate(String(quote.taxRate));
      setShipTo('');
      setError(null);
    }
  }, [open, quote.taxRate]);
  const shipToHint = companyAddress.data
    ? `Leave empty to ship to ${quote.companyName}'s address: ${companyAddress.data.replace(/\n/g, ', ')}.`
    : `Leave empty to ship to ${quote.companyName}'s address from its settings${companyAddress.isSuccess ? ' (none on file yet)' : ''}.`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const rate = taxRate.trim() === '' ? quote.taxRate : Number(taxRate);
    if (!isTaxRate(rate)) {
      setError(taxRateMessages.badTaxRate);
      return;
    }
    setError(null);
    convert.mutate(
      { id: quote.id, termsDays, referenceNumber: reference, taxRate: rate, shipToAddress: shipTo },
      { onSuccess: () => onOpenChange(false) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Convert to invoice</DialogTitle>
          <DialogDescription>
            Creates a sales order and an invoice for {quote.quoteNumber ?? quote.number} ({money(quote.totalWithTax)} incl.{' '}
            {formatTaxRate(quote.taxRate)} tax) from the accepted client prices.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="convert-terms" label="Payment terms">
            <NativeSelect id="convert-terms" value={termsDays} onChange={(event) => setTermsDays(Number(event.target.value))}>
              {termChoices.map((days) => (
                <option key={days} value={days}>
                  {termsLabel(days)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="convert-reference" label="PO / reference number" hint="The client's purchase order, printed on the invoice.">
            <Input id="convert-reference" value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
          </FormField>
          <FormField
            id="convert-tax"
            label="Tax rate (%)"
            error={error}
            hint={
              taxChangeOf(quote.taxRate, Number(taxRate))
                ? `The client will see: ${taxChangeOf(quote.taxRate, Number(taxRate))}`
                : `The quote's rate, ${formatTaxRate(quote.taxRate)}.`
            }
          >
            <Input
              id="convert-tax"
              type="number"
              min={0}
              max={100}
              step={0.001}
              inputMode="decimal"
              value={taxRate}
              onChange={(event) => setTaxRate(event.target.value)}
            />
          </FormField>
          <FormField id="convert-ship-to" label="Ship to (this order only)" hint={shipToHint}>
            <Textarea id="convert-ship-to" rows={3} maxLength={600} value={shipTo} onChange={(event) => setShipTo(event.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={convert.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={convert.isPending}>
              {convert.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {convert.isPending ? 'Creating invoice…' : 'Create order and invoice'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
