import { CloudUpload, FileDown, Loader2, RotateCcw } from 'lucide-react';
import type { AdminQuoteRequest } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useConnectorPresence, useQuoteSync, useQuoteSyncAction, useZohoPdfDownload, type SyncAction } from '../api/connector.ts';

const actionLabels: Record<SyncAction, string> = {
  push: 'Send to Zoho Books',
  retry: 'Retry sync',
  'push-invoice': 'Send invoice to Zoho Books',
};

/**
 * The accounting connector's actions on one request, for the provider admin's view of the quote details. Renders
 * nothing unless the server has the connector configured and connected, so without it no screen mentions Zoho.
 * Our ledger stays the record: these only copy the estimate and invoice to Zoho Books.
 */
export function SyncActions({ quote }: { quote: AdminQuoteRequest }) {
  const presence = useConnectorPresence(true);
  const connected = presence.data?.connected === true;
  const sync = useQuoteSync(quote.id, quote.status, connected);
  const run = useQuoteSyncAction();
  const pdf = useZohoPdfDownload();
  if (!connected || !sync.data) return null;
  const s = sync.data;
  const actions = (
    [
      ['push', s.canPush],
      ['retry', s.canRetry],
      ['push-invoice', s.canPushInvoice],
    ] as const
  )
    .filter(([, can]) => can)
    .map(([a]) => a);
  if (actions.length === 0 && !s.estimate && !s.invoice && !s.syncError) return null;
  const busy = run.isPending || pdf.isPending;

  return (
    <section aria-label="Accounting sync" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{presence.data?.name}</span>
        {s.estimate ? (
          <Badge variant="info" title={s.estimate.pushedAt ? `Sent ${formatDateTime(s.estimate.pushedAt)}` : undefined}>
            Estimate {s.estimate.number ?? s.estimate.id}
          </Badge>
        ) : null}
        {s.invoice ? (
          <Badge variant="info" title={s.invoice.pushedAt ? `Sent ${formatDateTime(s.invoice.pushedAt)}` : undefined}>
            Invoice {s.invoice.number ?? s.invoice.id}
          </Badge>
        ) : null}
      </div>
      {s.syncError ? (
        <p className="text-sm break-words text-destructive" role="status">
          {s.syncError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'retry' ? 'default' : 'outline'}
            disabled={busy}
            onClick={() => run.mutate({ quoteId: quote.id, action })}
          >
            {run.isPending && run.variables?.action === action ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : action === 'retry' ? (
              <RotateCcw aria-hidden="true" />
            ) : (
              <CloudUpload aria-hidden="true" />
            )}
            {actionLabels[action]}
          </Button>
        ))}
        {(['estimate', 'invoice'] as const)
          .filter((type) => s[type])
          .map((type) => (
            <Button key={type} size="sm" variant="ghost" disabled={busy} onClick={() => pdf.mutate({ quoteId: quote.id, type })}>
              <FileDown aria-hidden="true" />
              Zoho {type} PDF
            </Button>
          ))}
      </div>
    </section>
  );
}
