import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  CreatePackageInput,
  Invoice,
  MeResponse,
  PackageStatus,
  SalesOrder,
  SalesOrderStatus,
  ShippingPackage,
  UpdateOrderInput,
  UpdatePackageInput,
} from '@gears/domain';
import { canChangeOrderStatus, salesOrderStatuses } from '@gears/domain/ledger/invoice-status.rules';
import { isIsoDate } from '@gears/domain/maintenance/dates.rules';
import { api } from '../../../lib/api-client.ts';
import { workflowFailure } from '../../../lib/failure-toasts.ts';

/**
 * Provider fulfilment on our ledger (issue 5 §5): order status and delivery date, shipping packages, invoice void.
 * The server owns every rule (apps/server/src/modules/ledger); these hooks call it and refresh what it changes.
 */

/** Provider actions need a provider admin in the all-company view; an impersonating admin has the client's view. */
export const isProviderAdmin = (me: Pick<MeResponse, 'context'> | null): boolean =>
  Boolean(me?.context.isAdmin && !me.context.isImpersonating);

export const orderStatusLabels: Readonly<Record<SalesOrderStatus, string>> = {
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The statuses an order may move to from here (forward only; cancel before delivery), as the server rules them. */
export const nextOrderStatuses = (from: SalesOrderStatus): SalesOrderStatus[] =>
  salesOrderStatuses.filter((to) => to !== from && canChangeOrderStatus(from, to));

/** An invoice can be voided while it is issued and nothing marks it paid; a paid or void one cannot (server: 409). */
export const canVoidInvoice = (invoice: { status: string; paymentStatus: string | null }): boolean =>
  invoice.status === 'issued' && invoice.paymentStatus !== 'paid' && invoice.paymentStatus !== 'void';

/** The 'Record package' form as typed. */
export type PackageDraft = { carrier: string; trackingNumber: string; shipDate: string; shippingCost: string; status: PackageStatus };
export type PackageDraftErrors = Partial<Record<'carrier' | 'trackingNumber' | 'shipDate' | 'shippingCost', string>>;

export const textMax = 100;
const maxCost = 9_999_999_999.99;

/** The same limits the server's createPackageInput enforces, checked before sending so the person sees them at the field. */
export function parsePackageDraft(
  draft: PackageDraft,
): { input: CreatePackageInput; errors: null } | { input: null; errors: PackageDraftErrors } {
  const errors: PackageDraftErrors = {};
  const carrier = draft.carrier.trim();
  const trackingNumber = draft.trackingNumber.trim();
  const shipDate = draft.shipDate.trim();
  const costText = draft.shippingCost.trim();
  if (carrier.length > textMax) errors.carrier = `At most ${textMax} characters`;
  if (trackingNumber.length > textMax) errors.trackingNumber = `At most ${textMax} characters`;
  if (shipDate && !isIsoDate(shipDate)) errors.shipDate = 'Use a date like 2026-03-09';
  const cost = costText === '' ? 0 : Number(costText);
  if (!Number.isFinite(cost)) errors.shippingCost = 'Enter the shipping cost as a number, such as 12.50';
  else if (cost < 0) errors.shippingCost = 'The amount cannot be negative';
  else if (cost > maxCost) errors.shippingCost = 'The amount is too large';
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      carrier: carrier || null,
      trackingNumber: trackingNumber || null,
      shipDate: shipDate || null,
      shippingCost: cost,
      status: draft.status,
    },
    errors: null,
  };
}

export const fulfilmentKeys = {
  order: (id: string) => ['fulfilment', 'order', id] as const,
};

/** GET /api/orders/:id: the order with its lines and shipping packages (client prices only). */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: fulfilmentKeys.order(id ?? ''),
    queryFn: ({ signal }) => api.get<SalesOrder>(`/api/orders/${id}`, signal),
    enabled: Boolean(id),
  });
}

/** What a fulfilment change touches: the order, the document lists, the business overview and the quote requests. */
const touchedRoots = ['fulfilment', 'documents', 'business', 'quotes'];

function useAfterChange() {
  const queryClient = useQueryClient();
  return (order?: SalesOrder) => {
    if (order) queryClient.setQueryData(fulfilmentKeys.order(order.id), order);
    void queryClient.invalidateQueries({ predicate: (query) => touchedRoots.includes(String(query.queryKey[0])) });
  };
}

function failed(title: string) {
  return (error: unknown) => {
    const f = workflowFailure(title, error);
    toast.error(f.title, { description: f.description });
  };
}

export function useUpdateOrder() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateOrderInput & { id: string }) => api.patch<SalesOrder>(`/api/orders/${id}`, input),
    onSuccess: (order, input) => {
      after(order);
      const onlyShipTo = input.shipToAddress !== undefined && input.status === undefined && input.deliveryDate === undefined;
      const description = onlyShipTo
        ? `${order.number} ships to ${order.shipTo.source === 'order' ? 'its own address' : order.shipTo.source === 'company' ? "the company's address" : 'no address yet'}.`
        : `${order.number} is ${orderStatusLabels[order.status].toLowerCase()}.`;
      toast.success('Order Updated', { description });
    },
    onError: failed('Failed to update order'),
  });
}

export function useRecordPackage() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: CreatePackageInput }) =>
      api.post<ShippingPackage>(`/api/orders/${orderId}/packages`, input),
    onSuccess: (pkg) => {
      after();
      toast.success('Package Recorded', { description: `${pkg.number} recorded on ${pkg.orderNumber}.` });
    },
    onError: failed('Failed to record package'),
  });
}

export function useUpdatePackage() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePackageInput }) =>
      api.patch<ShippingPackage>(`/api/shipping-packages/${id}`, input),
    onSuccess: (pkg) => {
      after();
      toast.success('Package Updated', { description: `${pkg.number} saved.` });
    },
    onError: failed('Failed to update package'),
  });
}

export function useVoidInvoice() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ invoice: Invoice; message: string }>(`/api/invoices/${id}/void`, { reason: reason.trim() || null }),
    onSuccess: (result) => {
      after();
      toast.success('Invoice Voided', { description: result.message });
    },
    onError: failed('Failed to void invoice'),
  });
}
