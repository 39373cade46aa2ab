import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, Trash2 } from 'lucide-react';
import type { ScanEntry } from '@gears/domain';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { HistoryLimitNote } from '../../../components/history-limit-note.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatRelativeAge } from '../../../lib/format.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useClearScans, useDeleteScan, useScanHistory } from '../api/scanner-api.ts';
import { ScanDetailsDialog } from './scan-details-dialog.tsx';
import { sourceLabels } from './scan-labels.ts';

/**
 * spec 02 §2 Scan History: 50 a page, View Details, delete per item, Clear All (with the spec's question).
 * spec 01 §6: when the plan caps history (Basic: latest 50 events) the server says so and a note offers the upgrade.
 */
export function ScanHistory({ canClear }: { canClear: boolean }) {
  const history = useScanHistory();
  const remove = useDeleteScan();
  const clear = useClearScans();
  const [viewing, setViewing] = useState<ScanEntry | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  // ADR 0008: deleting an entry is a supervisor's, clearing the company's history the client admin's.
  const can = usePermissions();
  const mayClear = can('scans.clearHistory');
  const scans = history.data?.pages.flatMap((page) => page.scans) ?? [];
  const historyLimit = history.data?.pages[0]?.historyLimit ?? null;

  return (
    <section aria-labelledby="scan-history-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="scan-history-heading" className="text-lg font-semibold">
          Scan History
        </h2>
        {mayClear && canClear && scans.length > 0 ? (
          <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirmClear(true)}>
            <Trash2 aria-hidden="true" />
            Clear All
          </Button>
        ) : null}
      </div>
      {history.isPending ? (
        <SkeletonRows rows={4} label="Loading scan history" />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error, 'Failed to fetch scan history')} onRetry={() => void history.refetch()} />
      ) : scans.length === 0 ? (
        <EmptyState title="No scans yet" description="Scan an equipment label: each scan is listed here for your company." />
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {scans.map((scan) => (
            <li key={scan.id} className="flex items-center gap-3 p-3">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Link
                  to={`/dashboard/equipment?id=${encodeURIComponent(scan.equipmentId)}`}
                  className="truncate font-medium hover:underline"
                >
                  {scan.equipmentName}
                </Link>
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <time dateTime={scan.scannedAt} title={formatDateTime(scan.scannedAt)}>
                    {formatRelativeAge(scan.scannedAt)}
                  </time>
                  <Badge variant="outline">{sourceLabels[scan.source]}</Badge>
                  {scan.userName ? <span>{scan.userName}</span> : null}
                  {scan.location ? <span className="truncate">{scan.location}</span> : null}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setViewing(scan)}
                aria-label={`View details of the scan of ${scan.equipmentName}`}
              >
                <Eye aria-hidden="true" />
              </Button>
              {can('scans.delete') ? (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove.mutate(scan.id)}
                  disabled={remove.isPending}
                  aria-label={`Delete the scan of ${scan.equipmentName}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      <HistoryLimitNote limit={historyLimit} />
      {mayClear && !canClear ? (
        <p className="text-xs text-muted-foreground">To clear a company's history, view the portal as that client.</p>
      ) : null}
      <ScanDetailsDialog scan={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear All scan history?"
        description={equipmentMessages.clearScansConfirm}
        confirmLabel="Clear All"
        destructive
        isPending={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirmClear(false) })}
      />
    </section>
  );
}
