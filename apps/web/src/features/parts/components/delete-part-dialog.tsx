import type { Part, PartDependents } from '@gears/domain';
import { DeleteWithDependentsDialog, type DependentCount } from '../../../components/ui/delete-with-dependents-dialog.tsx';
import { useDeletePart, usePartDependents } from '../api/parts-api.ts';

const countsOf = (d: PartDependents): DependentCount[] => [
  { count: d.movements, one: 'stock movement in the ledger', many: 'stock movements in the ledger' },
  { count: d.tasks, one: 'maintenance task it was used on', many: 'maintenance tasks it was used on' },
  { count: d.equipmentLinks, one: 'equipment it fits', many: 'equipment it fits' },
  { count: d.quotes, one: 'quote request', many: 'quote requests' },
];

type DeletePartDialogProps = { part: Part; open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void };

/** A part with a ledger, equipment links, quote requests or task use is archived, never deleted with its history. */
export function DeletePartDialog({ part, open, onOpenChange, onDone }: DeletePartDialogProps) {
  const dependents = usePartDependents(part.id, open);
  const remove = useDeletePart();
  return (
    <DeleteWithDependentsDialog
      id={part.id}
      open={open}
      onOpenChange={onOpenChange}
      check={dependents}
      countsOf={countsOf}
      remove={remove}
      onDone={onDone}
      wording={{
        noun: 'part',
        checking: 'Checking the history of this part…',
        checkFailed: 'Could not check the history of this part.',
        willArchive: `${part.partName} has history, so it will be archived instead of deleted: hidden from the inventory, its ledger kept, its part number ${part.partNumber} still reserved. You can restore it from “Show archived”.`,
        willDelete: `${part.partName} (${part.partNumber}) has no history and will be permanently deleted.`,
        countsHeading: 'Its history:',
        footnote: 'Stock ledger entries are never deleted.',
        busy: { archive: 'Archiving…', delete: 'Deleting…' },
      }}
    />
  );
}
