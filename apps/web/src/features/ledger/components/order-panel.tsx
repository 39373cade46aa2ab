import type { SalesOrder } from '@gears/domain';
import { ledgerMessages } from '@gears/domain/ledger/messages';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { orderStatusLabels, useOrder } from '../api/fulfilment-api.ts';
import { OrderStatusForm } from './order-status-form.tsx';
import { PackageList } from './package-list.tsx';
import { RecordPackageForm } from './record-package-form.tsx';
import { ShipToSection } from './ship-to-section.tsx';

type OrderPanelProps = {
  orderId: string;
  /** Provider admin, not impersonating: status, delivery date, packages to record and update. Otherwise read-only. */
  manage: boolean;
};

/** One sales order's fulfilment: its status and delivery date, and its shipping packages. */
export function OrderPanel({ orderId, manage }: OrderPanelProps) {
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <div role="status" aria-label="Loading order" className="grid gap-2">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (order.isError)
    return <ErrorState message={errorMessage(order.error, 'Failed to fetch order')} onRetry={() => void order.refetch()} />;
  return <OrderBody order={order.data} manage={manage} />;
}

function OrderBody({ order, manage }: { order: SalesOrder; manage: boolean }) {
  const canShip = manage && order.status !== 'cancelled';
  return (
    <div className="grid gap-4">
      {manage ? (
        <OrderStatusForm key={order.updatedAt} order={order} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">Order status</dt>
            <dd className="font-medium">{orderStatusLabels[order.status]}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">Delivery date</dt>
            <dd className="font-medium">{formatDay(order.deliveryDate)}</dd>
          </div>
        </dl>
      )}
      <ShipToSection order={order} manage={manage} />
      <section aria-labelledby={`order-${order.id}-packages`} className="grid gap-2">
        <h4 id={`order-${order.id}-packages`} className="text-sm font-semibold">
          Shipping packages{order.packages.length > 0 ? ` (${order.packages.length})` : ''}
        </h4>
        <PackageList packages={order.packages} editable={manage} />
      </section>
      {canShip ? <RecordPackageForm orderId={order.id} /> : null}
      {manage && order.status === 'cancelled' ? (
        <p className="text-sm text-muted-foreground">{ledgerMessages.orderCancelledNoPackages}</p>
      ) : null}
    </div>
  );
}
