import { Archive, ArchiveRestore } from 'lucide-react';
import type { Equipment } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useRestoreEquipment } from '../api/equipment-api.ts';

/**
 * Archived equipment (kept instead of deleted because records depend on it, DESIGN §6) is read-only: this says so and
 * offers Restore to whoever may archive it (ADR 0008: equipment.delete).
 */
export function ArchivedNotice({ equipment }: { equipment: Equipment }) {
  const restore = useRestoreEquipment(equipment.id);
  const mayRestore = useCan('equipment.delete');
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border bg-muted p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Archive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Archived {formatDate(equipment.archivedAt!)}: kept for its history and read-only.{' '}
          {mayRestore ? 'Restore it to make changes.' : 'A manager can restore it.'}
        </span>
      </p>
      {mayRestore ? (
        <Button size="sm" className="self-start sm:self-auto" onClick={() => restore.mutate()} disabled={restore.isPending}>
          <ArchiveRestore aria-hidden="true" />
          {restore.isPending ? 'Restoring…' : 'Restore equipment'}
        </Button>
      ) : null}
    </div>
  );
}
