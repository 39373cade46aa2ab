import type { DocumentSummary, DocumentType, InvoicePaymentStatus, PackageStatus, StatusColour } from '@gears/domain';
import { documentTypeLabels } from '@gears/domain/ledger/documents.rules';
import { invoicePaymentStatusColours, packageStatusColours } from '@gears/domain/ledger/invoice-status.rules';
import { Badge, type BadgeProps } from './ui/badge.tsx';

const colourVariants: Readonly<Record<StatusColour, BadgeProps['variant']>> = {
  green: 'success',
  red: 'destructive',
  yellow: 'warning',
  blue: 'info',
  gray: 'secondary',
};

// Quotes and orders have no colours in the spec: done and paid read green, waiting on the client blue,
// money owed amber, stopped red, everything in progress neutral.
const quoteColours: Readonly<Record<string, StatusColour>> = {
  vendor_responded: 'blue',
  sent_to_client: 'blue',
  accepted: 'green',
  invoiced: 'yellow',
  payment_due: 'yellow',
  paid: 'green',
  completed: 'green',
  zoho_failed: 'red',
  cancelled: 'red',
};
const orderColours: Readonly<Record<string, StatusColour>> = {
  confirmed: 'blue',
  processing: 'blue',
  shipped: 'yellow',
  delivered: 'green',
  cancelled: 'red',
};

/** spec 03 §4: shipping delivered green, in_transit blue, shipped yellow, pending gray; invoice paid green, overdue red, partial yellow, else gray. */
export function documentStatusColour(document: Pick<DocumentSummary, 'type' | 'status' | 'paymentStatus'>): StatusColour {
  switch (document.type) {
    case 'invoice':
      return invoicePaymentStatusColours[document.paymentStatus as InvoicePaymentStatus] ?? 'gray';
    case 'package':
      return packageStatusColours[document.status as PackageStatus] ?? 'gray';
    case 'order':
      return orderColours[document.status] ?? 'gray';
    case 'quote':
      return quoteColours[document.status] ?? 'gray';
  }
}

export function DocumentStatusBadge({
  document,
}: {
  document: Pick<DocumentSummary, 'type' | 'status' | 'paymentStatus' | 'statusLabel'>;
}) {
  const colour = documentStatusColour(document);
  return (
    <Badge variant={colourVariants[colour]} data-colour={colour}>
      {document.statusLabel}
    </Badge>
  );
}

export function DocumentTypeBadge({ type }: { type: DocumentType }) {
  return <Badge variant="outline">{documentTypeLabels[type]}</Badge>;
}
