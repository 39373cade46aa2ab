import { useState, type FormEvent } from 'react';
import { Loader2, Save } from 'lucide-react';
import type { PackageStatus, ShippingPackage, UpdatePackageInput } from '@gears/domain';
import { packageStatuses, packageStatusLabels } from '@gears/domain/ledger/invoice-status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { textMax, useUpdatePackage } from '../api/fulfilment-api.ts';

/** Only what changed is sent; an unchanged form has nothing to save. */
export function packageChanges(
  pkg: Pick<ShippingPackage, 'status' | 'trackingNumber'>,
  status: PackageStatus,
  tracking: string,
): UpdatePackageInput | null {
  const changes: UpdatePackageInput = {};
  if (status !== pkg.status) changes.status = status;
  const trimmed = tracking.trim();
  if (trimmed !== (pkg.trackingNumber ?? '')) changes.trackingNumber = trimmed || null;
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Provider admin, one package: its status (pending, shipped, in transit, delivered) and tracking number.
 * Mounted with the package's updatedAt as key, so a saved package starts the form again from the server's values.
 */
export function PackageEditor({ pkg }: { pkg: ShippingPackage }) {
  const update = useUpdatePackage();
  const [status, setStatus] = useState<PackageStatus>(pkg.status);
  const [tracking, setTracking] = useState(pkg.trackingNumber ?? '');
  const changes = packageChanges(pkg, status, tracking);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changes) update.mutate({ id: pkg.id, input: changes });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Update ${pkg.number}`}
      className="grid gap-2 border-t pt-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-center"
    >
      <NativeSelect
        aria-label={`Status of ${pkg.number}`}
        value={status}
        onChange={(event) => setStatus(event.target.value as PackageStatus)}
      >
        {packageStatuses.map((value) => (
          <option key={value} value={value}>
            {packageStatusLabels[value]}
          </option>
        ))}
      </NativeSelect>
      <Input
        aria-label={`Tracking number of ${pkg.number}`}
        placeholder="Tracking number"
        value={tracking}
        maxLength={textMax}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTracking(event.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={!changes || update.isPending} aria-label={`Save ${pkg.number}`}>
        {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        Save
      </Button>
    </form>
  );
}
