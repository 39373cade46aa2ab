import type { Equipment, EquipmentDependents } from '@gears/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from 'sonner';
import { useDeleteEquipment, useEquipmentDependents } from '../api/equipment-api.ts';

function countLines(d: EquipmentDependents): string[] {
  const line = (n: number, one: string, many: string) => (n ? `${n} ${n === 1 ? one : many}` : null);
  return [
    line(d.images, 'image', 'images'),
    line(d.documents, 'document', 'documents'),
    line(d.scans, 'scan record', 'scan records'),
    line(d.activity, 'activity record', 'activity records'),
    line(d.tasks, 'maintenance task', 'maintenance tasks'),
    line(d.repairs, 'repair', 'repairs'),
  ].filter((item): item is string => item !== null);
}

type DeleteEquipmentDialogProps = { equipment: Equipment; open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void };

/**
 * spec 02 §2 delete confirmation with the dependent counts. DESIGN §6: equipment that anything
 * depends on is archived, never deleted with its history; the wording follows the server's answer.
 */
export function DeleteEquipmentDialog({ equipment, open, onOpenChange, onDone }: DeleteEquipmentDialogProps) {
  const dependents = useEquipmentDependents(equipment.id, open);
  const remove = useDeleteEquipment();
  const archive = dependents.data?.onDelete === 'archive';
  const lines = dependents.data ? countLines(dependents.data) : [];

  const description = dependents.isPending
    ? 'Checking what is linked to this equipment…'
    : dependents.isError
      ? errorMessage(dependents.error, 'Could not check what is linked to this equipment.')
      : archive
        ? `Records are linked to ${equipment.name}, so it will be archived instead of deleted: hidden from the register, with its history kept.`
        : `${equipment.name} has nothing linked to it and will be permanently deleted.`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={archive ? 'Archive this equipment?' : 'Delete this equipment?'}
      description={description}
      confirmLabel={archive ? 'Archive equipment' : 'Delete equipment'}
      destructive
      isPending={remove.isPending || dependents.isPending || dependents.isError}
      onConfirm={() =>
        remove.mutate(equipment.id, {
          onSuccess: () => {
            onOpenChange(false);
            onDone();
          },
          onError: (error) => toast.error('Delete Failed', { description: errorMessage(error, 'Please try again.') }),
        })
      }
    >
      {dependents.isPending ? <Skeleton className="h-12" /> : null}
      {lines.length > 0 ? (
        <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
          <p className="font-medium">Linked to this equipment ({(dependents.data?.total ?? 0) + 1} records including it):</p>
          <ul className="list-inside list-disc text-muted-foreground">
            {lines.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">Quotes, invoices and other financial records are never deleted.</p>
    </ConfirmDialog>
  );
}
