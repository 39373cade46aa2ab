import { useState, type FormEvent } from 'react';
import { Loader2, PackagePlus } from 'lucide-react';
import type { PackageStatus } from '@gears/domain';
import { defaultPackageStatus, packageStatuses, packageStatusLabels } from '@gears/domain/ledger/invoice-status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { fieldErrors } from '../../../lib/api-client.ts';
import { localToday } from '../../../lib/local-date.ts';
import { parsePackageDraft, textMax, useRecordPackage, type PackageDraft, type PackageDraftErrors } from '../api/fulfilment-api.ts';

/** A fresh form: ship date today, status shipped (spec 03 §4 default), no cost. */
export const emptyPackageDraft = (today: string = localToday()): PackageDraft => ({
  carrier: '',
  trackingNumber: '',
  shipDate: today,
  shippingCost: '',
  status: defaultPackageStatus,
});

/** Record a shipping package on an order; the server numbers it (PKG-…) and the number is shown once saved. */
export function RecordPackageForm({ orderId }: { orderId: string }) {
  const record = useRecordPackage();
  const [draft, setDraft] = useState<PackageDraft>(() => emptyPackageDraft());
  const [errors, setErrors] = useState<PackageDraftErrors>({});
  const [recorded, setRecorded] = useState<string | null>(null);
  const set = (field: keyof PackageDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const idOf = (field: string) => `package-${orderId}-${field}`;
  const describedBy = (field: keyof PackageDraftErrors) => (errors[field] ? `${idOf(field)}-error` : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePackageDraft(draft);
    if (parsed.errors) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setRecorded(null);
    record.mutate(
      { orderId, input: parsed.input },
      {
        onSuccess: (pkg) => {
          setRecorded(pkg.number);
          setDraft(emptyPackageDraft());
        },
        // The server's own field messages land beside the fields too (the toast carries the summary).
        onError: (error) => setErrors(fieldErrors(error) as PackageDraftErrors),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Record package" className="grid gap-3 rounded-md border bg-muted/30 p-3">
      <h4 className="text-sm font-semibold">Record package</h4>
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <FormField id={idOf('carrier')} label="Carrier" error={errors.carrier}>
          <Input
            id={idOf('carrier')}
            value={draft.carrier}
            maxLength={textMax}
            placeholder="UPS, FedEx, own truck…"
            aria-invalid={Boolean(errors.carrier)}
            aria-describedby={describedBy('carrier')}
            onChange={(event) => set('carrier')(event.target.value)}
          />
        </FormField>
        <div className="sm:col-span-2">
          <FormField id={idOf('trackingNumber')} label="Tracking number" error={errors.trackingNumber}>
            <Input
              id={idOf('trackingNumber')}
              value={draft.trackingNumber}
              maxLength={textMax}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={Boolean(errors.trackingNumber)}
              aria-describedby={describedBy('trackingNumber')}
              onChange={(event) => set('trackingNumber')(event.target.value)}
            />
          </FormField>
        </div>
        <FormField id={idOf('shipDate')} label="Ship date" error={errors.shipDate}>
          <Input
            id={idOf('shipDate')}
            type="date"
            value={draft.shipDate}
            aria-invalid={Boolean(errors.shipDate)}
            aria-describedby={describedBy('shipDate')}
            onChange={(event) => set('shipDate')(event.target.value)}
          />
        </FormField>
        <FormField id={idOf('shippingCost')} label="Shipping cost ($)" error={errors.shippingCost}>
          <Input
            id={idOf('shippingCost')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            placeholder="0.00"
            value={draft.shippingCost}
            aria-invalid={Boolean(errors.shippingCost)}
            aria-describedby={describedBy('shippingCost')}
            onChange={(event) => set('shippingCost')(event.target.value)}
          />
        </FormField>
        <FormField id={idOf('status')} label="Package status">
          <NativeSelect
            id={idOf('status')}
            value={draft.status}
            onChange={(event) => setDraft((current) => ({ ...current, status: event.target.value as PackageStatus }))}
          >
            {packageStatuses.map((value) => (
              <option key={value} value={value}>
                {packageStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {recorded ? (
          <p role="status" className="mr-auto text-sm">
            Recorded package <span className="font-mono font-semibold">{recorded}</span>.
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={record.isPending}>
          {record.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PackagePlus aria-hidden="true" />}
          {record.isPending ? 'Recording…' : 'Record package'}
        </Button>
      </div>
    </form>
  );
}
