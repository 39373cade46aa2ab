import type { Part, PartDependents } from '@gears/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeletePart, usePartDependents } from '../api/parts-api.ts';

function countLines(d: PartDependents): string[] {
  const line = (n: number, one: string, many: string) => (n ? `${n} ${n === 1 ? one : many}` : null);
  return [
    line(d.movements, 'stock movement in the ledger', 'stock movements in the ledger'),
    line(d.tasks, 'maintenance task it was used on', 'maintenance tasks it was used on'),
    line(d.equipmentLinks, 'equipment it fits', 'equipment it fits'),
    line(d.quotes, 'quote request', 'quote requests'),
  ].filter((item): item is string => item !== null);
}

type DeletePartDialogProps = { part: Part; open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void };

/**
 * Delete confirmation with the counts, as for equipment (DESIGN §6): a part with a ledger, equipment
 * links, quote requests or task use is archived, never deleted with its history; the wording follows
 * the server's answer.
 */
export function DeletePartDialog({ part, open, onOpenChange, onDone }: DeletePartDialogProps) {
  const dependents = usePartDependents(part.id, open);
  const remove = useDeletePart();
  const archive = dependents.data?.onDelete === 'archive';
  const lines = dependents.data ? countLines(dependents.data) : [];

  const description = dependents.isPending
    ? 'Checking the history of this part…'
    : dependents.isError
      ? errorMessage(dependents.error, 'Could not check the history of this part.')
      : archive
        ? `${part.partName} has history, so it will be archived instead of deleted: hidden from the inventory, its ledger kept, its part number ${part.partNumber} still reserved. You can restore it from “Show archived”.`
        : `${part.partName} (${part.partNumber}) has no history and will be permanently deleted.`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={archive ? 'Archive this part?' : 'Delete this part?'}
      description={description}
      confirmLabel={remove.isPending ? (archive ? 'Archiving…' : 'Deleting…') : archive ? 'Archive part' : 'Delete part'}
      destructive
      isPending={remove.isPending || dependents.isPending || dependents.isError}
      onConfirm={() =>
        remove.mutate(part.id, {
          onSuccess: () => {
            onOpenChange(false);
            onDone();
          },
        })
      }
    >
      {dependents.isPending ? <Skeleton className="h-12" /> : null}
      {lines.length > 0 ? (
        <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
          <p className="font-medium">Its history:</p>
          <ul className="list-inside list-disc text-muted-foreground">
            {lines.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">Stock ledger entries are never deleted.</p>
    </ConfirmDialog>
  );
}
