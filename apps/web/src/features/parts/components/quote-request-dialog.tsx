import { useEffect, useState, type FormEvent } from 'react';
import type { Part } from '@gears/domain';
import { partsMessages as m } from '@gears/domain/parts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestQuote } from '../api/stock-api.ts';

type Errors = Partial<Record<'vendor' | 'units' | 'form', string>>;

/** spec 02 §3 parts_quotes: vendor, units (default 1) and notes; it starts as requested. */
export function QuoteRequestDialog({ part, onClose }: { part: Part | null; onClose: () => void }) {
  const request = useRequestQuote();
  const [vendor, setVendor] = useState('');
  const [units, setUnits] = useState('1');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (part) {
      setVendor(part.supplier ?? '');
      setUnits('1');
      setNotes('');
      setErrors({});
    }
  }, [part]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!part) return;
    const n = Number(units);
    const found: Errors = {};
    if (!vendor.trim()) found.vendor = m.vendorRequired;
    if (!Number.isInteger(n) || n < 1) found.units = 'Units must be at least 1';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      { partId: part.id, vendor: vendor.trim(), unitsRequested: n, notes: notes.trim() || null },
      { onSuccess: onClose, onError: (error) => setErrors({ form: errorMessage(error, 'The quote request was not sent.') }) },
    );
  }

  return (
    <Dialog open={part !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Request a parts quote</DialogTitle>
          <DialogDescription>{part ? `${part.partName} · ${part.partNumber}` : ''}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="quote-vendor" label="Vendor *" error={errors.vendor}>
            <Input
              id="quote-vendor"
              value={vendor}
              aria-invalid={errors.vendor ? true : undefined}
              onChange={(e) => setVendor(e.target.value)}
            />
          </FormField>
          <FormField id="quote-units" label="Units" error={errors.units}>
            <Input
              id="quote-units"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={units}
              onChange={(e) => setUnits(e.target.value)}
            />
          </FormField>
          <FormField id="quote-notes" label="Notes">
            <Textarea id="quote-notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending…' : 'Request quote'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
