import type { Equipment, EquipmentDependents } from '@gears/domain';
import { DeleteWithDependentsDialog, type DependentCount } from '../../../components/ui/delete-with-dependents-dialog.tsx';
import { useDeleteEquipment, useEquipmentDependents } from '../api/equipment-api.ts';

const countsOf = (d: EquipmentDependents): DependentCount[] => [
  { count: d.images, one: 'image', many: 'images' },
  { count: d.documents, one: 'document', many: 'documents' },
  { count: d.scans, one: 'scan record', many: 'scan records' },
  { count: d.activity, one: 'activity record', many: 'activity records' },
  { count: d.tasks, one: 'maintenance task', many: 'maintenance tasks' },
  { count: d.repairs, one: 'repair', many: 'repairs' },
];

type DeleteEquipmentDialogProps = { equipment: Equipment; open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void };

/** spec 02 §2: equipment that anything depends on is archived, never deleted with its history (DESIGN §6). */
export function DeleteEquipmentDialog({ equipment, open, onOpenChange, onDone }: DeleteEquipmentDialogProps) {
  const dependents = useEquipmentDependents(equipment.id, open);
  const remove = useDeleteEquipment();
  return (
    <DeleteWithDependentsDialog
      id={equipment.id}
      open={open}
      onOpenChange={onOpenChange}
      check={dependents}
      countsOf={countsOf}
      remove={remove}
      onDone={onDone}
      wording={{
        noun: 'equipment',
        checking: 'Checking what is linked to this equipment…',
        checkFailed: 'Could not check what is linked to this equipment.',
        willArchive: `Records are linked to ${equipment.name}, so it will be archived instead of deleted: hidden from the register, with its history kept.`,
        willDelete: `${equipment.name} has nothing linked to it and will be permanently deleted.`,
        countsHeading: `Linked to this equipment (${(dependents.data?.total ?? 0) + 1} records including it):`,
        footnote: 'Quotes, invoices and other financial records are never deleted.',
      }}
    />
  );
}
