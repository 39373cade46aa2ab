import type { ShippingPackage } from '@gears/domain';
import { packageStatusLabels } from '@gears/domain/ledger/invoice-status.rules';
import { formatMoney } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { DocumentStatusBadge } from '../../../components/document-badges.tsx';
import { PackageEditor } from './package-editor.tsx';

/** spec 03 §4 colours through the documents' badge: delivered green, in_transit blue, shipped yellow, pending gray. */
export function PackageStatusBadge({ pkg }: { pkg: Pick<ShippingPackage, 'status'> }) {
  return (
    <DocumentStatusBadge
      document={{ type: 'package', status: pkg.status, paymentStatus: null, statusLabel: packageStatusLabels[pkg.status] }}
    />
  );
}

type PackageListProps = {
  packages: readonly ShippingPackage[];
  /** Provider admin: each package gets its status and tracking editor. */
  editable?: boolean;
};

/** An order's shipping packages: number, status, carrier, tracking number, ship date and cost. */
export function PackageList({ packages, editable = false }: PackageListProps) {
  if (packages.length === 0) {
    return <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">No packages recorded for this order yet.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Shipping packages">
      {packages.map((pkg) => (
        <li key={pkg.id} aria-label={pkg.number} className="grid gap-2 rounded-md border bg-card p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold">{pkg.number}</span>
            <PackageStatusBadge pkg={pkg} />
            <span className="ml-auto text-sm tabular-nums text-muted-foreground">
              <span className="sr-only">Shipping cost </span>
              {formatMoney(pkg.shippingCost)}
            </span>
          </div>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-3">
            <div className="flex min-w-0 gap-1">
              <dt>Carrier</dt>
              <dd className="truncate text-foreground">{pkg.carrier ?? '—'}</dd>
            </div>
            <div className="flex min-w-0 gap-1">
              <dt>Tracking</dt>
              <dd className={pkg.trackingNumber ? 'truncate font-mono text-foreground' : 'text-foreground'}>{pkg.trackingNumber ?? '—'}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Ship date</dt>
              <dd className="text-foreground">{formatDay(pkg.shipDate)}</dd>
            </div>
          </dl>
          {editable ? <PackageEditor key={pkg.updatedAt} pkg={pkg} /> : null}
        </li>
      ))}
    </ul>
  );
}
