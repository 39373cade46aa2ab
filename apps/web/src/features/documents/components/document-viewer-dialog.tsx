import { useState } from 'react';
import { Download, Loader2 } from 'lucide-react';
import type { DocumentSummary } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { useDownloadDocument } from '../api/documents-api.ts';
import { DocumentStatusBadge, DocumentTypeBadge } from '../../../components/document-badges.tsx';
import { useLedgerSlots } from '../../../components/ledger-slots.tsx';
import { PdfPreview } from './pdf-preview.tsx';

type DocumentViewerDialogProps = {
  document: DocumentSummary | null;
  onOpenChange: (open: boolean) => void;
};

/** spec 03 §2 document viewer: title, type and status badges, Download, the facts panel and the paged PDF. */
export function DocumentViewerDialog({ document, onOpenChange }: DocumentViewerDialogProps) {
  return (
    <Dialog open={document !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">{document ? <ViewerBody document={document} /> : null}</DialogContent>
    </Dialog>
  );
}

function ViewerBody({ document }: { document: DocumentSummary }) {
  const ledger = useLedgerSlots();
  const download = useDownloadDocument();
  const [isDownloading, setIsDownloading] = useState(false);
  const onDownload = async () => {
    setIsDownloading(true);
    await download(document);
    setIsDownloading(false);
  };
  const facts: [string, string][] = [
    ['Customer', document.customerName],
    ['Date', formatDay(document.date)],
    [document.type === 'package' ? 'Shipping cost' : 'Total', formatMoney(document.total)],
    ...(document.type === 'package'
      ? ([
          ['Order', document.orderNumber ?? '—'],
          ['Carrier', document.carrier ?? '—'],
          ['Tracking', document.trackingNumber ?? '—'],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3 pr-8">
        <DialogHeader className="pr-0">
          <DialogTitle className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{document.number}</span>
            <DocumentTypeBadge type={document.type} />
            <DocumentStatusBadge document={document} />
          </DialogTitle>
          <DialogDescription>{document.title}</DialogDescription>
        </DialogHeader>
        <Button variant="outline" size="sm" onClick={() => void onDownload()} disabled={isDownloading}>
          {isDownloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Download
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-md border bg-muted/30 p-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="col-span-full grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Description</dt>
          <dd className="whitespace-pre-line">{document.description || 'No description provided'}</dd>
        </div>
      </dl>
      {document.type === 'order' ? (
        <section aria-label="Fulfilment" className="grid gap-2 rounded-md border p-3">
          {ledger.orderFulfilment(document.id)}
        </section>
      ) : null}
      <PdfPreview document={document} onDownload={() => void onDownload()} />
    </>
  );
}
