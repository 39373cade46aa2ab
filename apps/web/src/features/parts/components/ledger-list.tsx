import { stockMovementLabels } from '@gears/domain/parts/stock.rules';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLedger } from '../api/stock-api.ts';

/** Every stock change of one part: what, how many, the balance after, why and who. */
export function LedgerList({ partId }: { partId: string }) {
  const ledger = useLedger(partId);
  if (ledger.isPending) return <SkeletonRows rows={3} label="Loading stock ledger" />;
  if (ledger.isError)
    return <ErrorState message={errorMessage(ledger.error, 'Failed to load the stock ledger')} onRetry={() => void ledger.refetch()} />;
  if (ledger.data.length === 0) return <p className="text-sm text-muted-foreground">No stock movements yet.</p>;
  return (
    <ol className="grid divide-y rounded-lg border" aria-label="Stock ledger">
      {ledger.data.map((mv) => (
        <li key={mv.id} className="grid grid-cols-[auto_1fr_auto] items-start gap-3 p-2.5 text-sm">
          <span className={`w-14 text-right font-semibold tabular-nums ${mv.quantityDelta < 0 ? 'text-destructive' : 'text-success'}`}>
            {mv.quantityDelta > 0 ? `+${mv.quantityDelta}` : mv.quantityDelta}
          </span>
          <span className="grid min-w-0 gap-0.5">
            <span className="font-medium">
              {stockMovementLabels[mv.kind]}
              {mv.task ? ` on ${mv.task.taskNumber} · ${mv.task.title}` : ''}
            </span>
            {mv.reason ? <span className="text-muted-foreground">{mv.reason}</span> : null}
            <span className="text-xs text-muted-foreground">
              {formatDateTime(mv.createdAt)}
              {mv.user ? ` · ${mv.user.name}` : ''}
            </span>
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            Balance <strong className="text-foreground">{mv.balanceAfter}</strong>
          </span>
        </li>
      ))}
    </ol>
  );
}
