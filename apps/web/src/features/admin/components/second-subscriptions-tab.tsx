import type { SecondSubscriptionStatus } from '@gears/domain';
import { planById } from '@gears/domain/billing/plans.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSecondSubscriptions } from '../api/billing-admin-api.ts';

const statusLabel: Record<SecondSubscriptionStatus, { text: string; variant: 'success' | 'warning' | 'destructive' }> = {
  refunded: { text: 'Cancelled and refunded', variant: 'success' },
  pending: { text: 'Refund pending', variant: 'warning' },
  failed: { text: 'Refund failed, retried on the next delivery', variant: 'destructive' },
};

/**
 * Provider admins: plan checkouts paid after the company already had a live subscription. Each changed nothing on the
 * company's plan; its provider subscription is cancelled and its payment refunded (issue 12 item 3).
 */
export function SecondSubscriptionsTab() {
  const list = useSecondSubscriptions();
  if (list.isPending) return <SkeletonRows label="Loading second subscriptions" />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error, 'Failed to load second subscriptions')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <EmptyState
        title="No second subscriptions"
        description="A plan checkout paid after its company already subscribed is listed here with its refund."
      />
    );
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Company</TableHead>
          <TableHead>Second checkout</TableHead>
          <TableHead>Refund</TableHead>
          <TableHead className="hidden md:table-cell">Provider ids</TableHead>
          <TableHead>When</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {list.data.map((d) => (
          <TableRow key={d.id}>
            <TableCell className="max-w-48 truncate font-medium">{d.companyName}</TableCell>
            <TableCell className="whitespace-nowrap">
              {planById(d.planId)!.name}, {d.period} · <span className="tabular-nums">{formatMoney(d.amount)}</span>
              {d.provider === 'test' ? <span className="text-muted-foreground"> (test mode)</span> : null}
            </TableCell>
            <TableCell>
              <Badge variant={statusLabel[d.status].variant}>{statusLabel[d.status].text}</Badge>
              {d.error ? <p className="mt-1 max-w-xs text-xs text-destructive">{d.error}</p> : null}
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <code className="text-xs break-all text-muted-foreground">
                refunded {d.providerSubscriptionId ?? '—'} · kept {d.keptSubscriptionId ?? '—'}
                {d.refundIds.length > 0 ? ` · ${d.refundIds.join(', ')}` : ''}
              </code>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(d.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
