import { useState } from 'react';
import { Download, Eye, Loader2 } from 'lucide-react';
import type { DocumentSummary } from '@gears/domain';
import { isInvoiceSummaryPayable } from '@gears/domain/ledger/invoice-status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { hasDocumentPdf, useDownloadDocument } from '../api/documents-api.ts';
import { useLedgerSlots } from '../../../components/ledger-slots.tsx';
import { PayNowButton } from '../../../components/pay-now-button.tsx';
import { DocumentStatusBadge } from '../../../components/document-badges.tsx';

type DocumentCardProps = {
  document: DocumentSummary;
  onView: (document: DocumentSummary) => void;
  /** Client admin or manager: unpaid invoices get 'Pay Now'. */
  canPay: boolean;
};

/** The facts each type adds under the number (spec 03 §3). */
function typeFacts(d: DocumentSummary): [string, string][] {
  switch (d.type) {
    case 'quote':
      return d.expiryDate ? [['Expires', `${formatDay(d.expiryDate)} ${d.expiryLabel ?? ''}`.trim()]] : [];
    case 'order':
      return d.referenceNumber ? [['Reference', d.referenceNumber]] : [];
    case 'invoice':
      return [
        ['Due', d.dueDate ? formatDay(d.dueDate) : '—'],
        ['Terms', d.termsLabel ?? '—'],
        ...(d.referenceNumber ? ([['PO', d.referenceNumber]] as [string, string][]) : []),
        ...(d.orderNumber ? ([['Order', d.orderNumber]] as [string, string][]) : []),
      ];
    case 'package':
      return [
        ...(d.orderNumber ? ([['Order', d.orderNumber]] as [string, string][]) : []),
        ['Carrier', d.carrier ?? '—'],
        ['Tracking', d.trackingNumber ?? '—'],
      ];
  }
}

export function DocumentCard({ document: d, onView, canPay }: DocumentCardProps) {
  const ledger = useLedgerSlots();
  const download = useDownloadDocument();
  const [isDownloading, setIsDownloading] = useState(false);
  const hasPdf = hasDocumentPdf(d);
  const facts = typeFacts(d);

  async function onDownload() {
    setIsDownloading(true);
    await download(d);
    setIsDownloading(false);
  }

  return (
    <li className="grid gap-3 rounded-lg border bg-card p-3 shadow-xs md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">{d.number}</span>
          <DocumentStatusBadge document={d} />
          <span className="min-w-0 truncate text-sm text-muted-foreground">{d.title}</span>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt className="sr-only">Customer</dt>
            <dd className="font-medium text-foreground">{d.customerName}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Date</dt>
            <dd>{formatDay(d.date)}</dd>
          </div>
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <div className="mr-auto grid text-left md:mr-2 md:text-right">
          <span className="text-base font-semibold tabular-nums">{formatMoney(d.total)}</span>
          {d.type === 'invoice' && d.balance !== null && d.balance > 0 && d.balance !== d.total ? (
            <span className="text-xs text-muted-foreground tabular-nums">Balance {formatMoney(d.balance)}</span>
          ) : d.type === 'invoice' && d.balance !== null && d.balance > 0 ? (
            <span className="text-xs text-muted-foreground">Balance due</span>
          ) : d.type === 'package' ? (
            <span className="text-xs text-muted-foreground">Shipping cost</span>
          ) : null}
        </div>
        {canPay && isInvoiceSummaryPayable(d) ? <PayNowButton target={{ invoiceId: d.id }} /> : null}
        {ledger.documentActions(d)}
        <Button
          variant="outline"
          size="sm"
          className="min-w-11"
          onClick={() => onView(d)}
          disabled={!hasPdf}
          aria-label={`View ${d.number}`}
        >
          <Eye aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">View</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="min-w-11"
          onClick={() => void onDownload()}
          disabled={!hasPdf || isDownloading}
          aria-label={`Download ${d.number}`}
        >
          {isDownloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">Download</span>
        </Button>
        {hasPdf ? null : <span className="text-xs text-muted-foreground">No PDF</span>}
      </div>
    </li>
  );
}
