import { useState } from 'react';
import { Archive, ArchiveRestore, FileQuestion, Pencil, Trash2 } from 'lucide-react';
import type { Part } from '@gears/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMoney, formatDate } from '../../../lib/format.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { usePart, useRestorePart } from '../api/parts-api.ts';
import { useOpenTasks, useRecordMovement } from '../api/stock-api.ts';
import { DeletePartDialog } from './delete-part-dialog.tsx';
import { LedgerList } from './ledger-list.tsx';
import { PartPhoto } from './part-photo.tsx';
import { QuotesList } from './quotes-list.tsx';
import { StockBadge } from './stock-badge.tsx';
import { StockMovementForm } from './stock-movement-form.tsx';

type PartDetailProps = { id: string | null; onClose: () => void; onEdit: (part: Part) => void; onRequestQuote: (part: Part) => void };

function Facts({ part }: { part: Part }) {
  const facts: [string, string][] = [
    ['In stock', String(part.unitsInStock)],
    ['Reorder point', String(part.minStock)],
    ['Unit cost', part.unitCost === null ? '—' : formatMoney(part.unitCost)],
    ['Manufacturer', part.manufacturer ?? '—'],
    ['Category', part.category ?? '—'],
    ['Supplier', part.supplier ?? '—'],
    ['Location', part.location ?? '—'],
    ['Lead time', part.leadTimeDays === null ? '—' : `${part.leadTimeDays} days`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="truncate">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One part: photo, facts, stock movements and the ledger that explains the stock, quote requests. */
export function PartDetailDialog({ id, onClose, onEdit, onRequestQuote }: PartDetailProps) {
  const part = usePart(id);
  const tasks = useOpenTasks();
  const record = useRecordMovement(id ?? '');
  const can = usePermissions();
  const restore = useRestorePart();
  const [deleting, setDeleting] = useState(false);
  const p = part.data;
  const archived = Boolean(p?.archivedAt);

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {p?.partName ?? 'Part'}
            {p && archived ? <Badge variant="secondary">Archived</Badge> : p ? <StockBadge part={p} /> : null}
          </DialogTitle>
          <DialogDescription>{p ? [p.partNumber, p.description].filter(Boolean).join(' · ') : 'Loading part'}</DialogDescription>
        </DialogHeader>
        {part.isPending ? (
          <SkeletonRows rows={6} label="Loading part" />
        ) : part.isError ? (
          <ErrorState message={errorMessage(part.error, 'Failed to load the part')} onRetry={() => void part.refetch()} />
        ) : p ? (
          <div className="grid gap-5">
            {archived ? (
              <Alert>
                <Archive aria-hidden="true" />
                <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
                  <span className="min-w-0 flex-1">
                    Archived {formatDate(p.archivedAt!)}: kept for its history and read-only. Its part number stays reserved.
                  </span>
                  {can('parts.edit') ? (
                    <Button size="sm" className="self-start sm:self-auto" onClick={() => restore.mutate(p.id)} disabled={restore.isPending}>
                      <ArchiveRestore aria-hidden="true" />
                      {restore.isPending ? 'Restoring…' : 'Restore part'}
                    </Button>
                  ) : null}
                </div>
              </Alert>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
              <PartPhoto part={p} readOnly={archived || !can('parts.edit')} />
              <div className="grid content-start gap-3">
                <Facts part={p} />
                {p.equipment.length > 0 ? (
                  <p className="text-xs text-muted-foreground">Fits: {p.equipment.map((e) => e.name).join(', ')}</p>
                ) : null}
                <div className={archived ? 'hidden' : 'flex flex-wrap gap-2'}>
                  {can('parts.edit') ? (
                    <Button size="sm" variant="outline" onClick={() => onEdit(p)}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                  ) : null}
                  {can('quotes.request') ? (
                    <Button size="sm" variant="outline" onClick={() => onRequestQuote(p)}>
                      <FileQuestion aria-hidden="true" />
                      Request quote
                    </Button>
                  ) : null}
                  {can('parts.delete') ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive hover:bg-destructive/10"
                      onClick={() => setDeleting(true)}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  ) : null}
                </div>
              </div>
            </div>
            {archived ? null : (
              <section className="grid gap-2" aria-label="Stock">
                <h3 className="text-sm font-semibold">Stock movement</h3>
                <StockMovementForm
                  part={p}
                  tasks={tasks.data ?? []}
                  onSubmit={(input) => record.mutateAsync(input)}
                  mayReceive={can('stock.receiveAdjust')}
                />
              </section>
            )}
            <section className="grid gap-2">
              <h3 className="text-sm font-semibold">Ledger</h3>
              <LedgerList partId={p.id} />
            </section>
            <section className="grid gap-2">
              <h3 className="text-sm font-semibold">Quote requests</h3>
              <QuotesList partId={p.id} />
            </section>
            {can('parts.delete') ? <DeletePartDialog part={p} open={deleting} onOpenChange={setDeleting} onDone={onClose} /> : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
