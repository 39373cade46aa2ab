import { useState } from 'react';
import { Archive, CalendarPlus, MapPin, Printer, RefreshCw, X } from 'lucide-react';
import type { EquipmentStatus } from '@gears/domain';
import { equipmentStatuses } from '@gears/domain/equipment/status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { usePermissions } from '../../../lib/permissions.ts';
import { useBulkDelete, useBulkStatus } from '../api/bulk-api.ts';
import { BulkAssignForm } from './bulk-assign-form.tsx';
import { ResultLine } from './bulk-result-line.tsx';
import { BulkScheduleDialog } from './bulk-schedule-dialog.tsx';
import { statusLabel } from './equipment-display.tsx';
import { LabelSheetForm } from './label-sheet-form.tsx';

type Operation = 'status' | 'location' | 'schedule' | 'delete' | 'labels' | null;

const compact = 'h-12 flex-col gap-0.5 px-1 text-[11px] sm:h-8 sm:flex-row sm:gap-2 sm:px-3 sm:text-xs';
type BulkBarProps = { ids: string[]; onClear: () => void };
/** Tailwind needs whole class names: the phone grid for as many buttons as the role is shown. */
const gridCols = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5'] as const;

/** spec 02 §2 and §5 Bulk dialogs on a selection: status update, assignment (location, job site, team member), maintenance scheduling, delete or archive, QR labels. */
export function BulkBar({ ids, onClear }: BulkBarProps) {
  const [operation, setOperation] = useState<Operation>(null);
  const [status, setStatus] = useState<EquipmentStatus | ''>('');
  const bulkStatus = useBulkStatus();
  const bulkDelete = useBulkDelete();
  const close = () => setOperation(null);
  const can = usePermissions();
  // Actions the role may not take are not shown (ADR 0008); scheduling and labels are for everyone.
  const mayEdit = can('equipment.edit');
  const mayDelete = can('equipment.delete');
  const buttons = 2 + (mayEdit ? 2 : 0) + (mayDelete ? 1 : 0);
  const count = `${ids.length} selected`;

  return (
    <>
      <div
        role="region"
        aria-label="Bulk actions"
        className="sticky bottom-[calc(0.5rem+var(--consent-inset-main,0px))] z-10 grid gap-2 rounded-lg border bg-card p-2 shadow-lg sm:flex sm:items-center md:bottom-4"
      >
        <div className="flex items-center justify-between sm:contents">
          <span className="px-2 text-sm font-medium">{count}</span>
          <Button size="sm" variant="ghost" className="sm:order-last sm:ml-auto" onClick={onClear} aria-label="Clear selection">
            <X aria-hidden="true" />
            Clear
          </Button>
        </div>
        <div className={`grid ${gridCols[buttons]} gap-2 sm:flex`}>
          {mayEdit ? (
            <>
              <Button size="sm" variant="outline" className={compact} onClick={() => setOperation('status')}>
                <RefreshCw aria-hidden="true" />
                Status
              </Button>
              <Button size="sm" variant="outline" className={compact} onClick={() => setOperation('location')}>
                <MapPin aria-hidden="true" />
                Assign
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="outline" className={compact} onClick={() => setOperation('schedule')}>
            <CalendarPlus aria-hidden="true" />
            <span className="sm:hidden">Schedule</span>
            <span className="hidden sm:inline">Schedule maintenance</span>
          </Button>
          <Button size="sm" variant="outline" className={compact} onClick={() => setOperation('labels')}>
            <Printer aria-hidden="true" />
            QR labels
          </Button>
          {mayDelete ? (
            <Button size="sm" variant="outline" className={`${compact} text-destructive`} onClick={() => setOperation('delete')}>
              <Archive aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      </div>

      <Dialog open={operation === 'status' || operation === 'location' || operation === 'labels'} onOpenChange={(open) => !open && close()}>
        <DialogContent className={operation === 'labels' ? 'max-w-2xl' : undefined}>
          <DialogHeader>
            <DialogTitle>
              {operation === 'status' ? 'Update status' : operation === 'location' ? 'Assign equipment' : 'Print QR labels'}
            </DialogTitle>
            <DialogDescription>{count}. Each machine is updated on its own; one failure does not stop the rest.</DialogDescription>
          </DialogHeader>
          {operation === 'status' ? (
            <div className="grid gap-3">
              <FormField id="bulk-status" label="New status">
                <NativeSelect id="bulk-status" value={status} onChange={(event) => setStatus(event.target.value as EquipmentStatus)}>
                  <option value="">Select a status</option>
                  {equipmentStatuses.map((value) => (
                    <option key={value} value={value}>
                      {statusLabel(value)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <ResultLine result={bulkStatus.data} />
              <Button onClick={() => status && bulkStatus.mutate({ ids, status })} disabled={!status || bulkStatus.isPending}>
                {bulkStatus.isPending ? 'Updating…' : `Update ${ids.length}`}
              </Button>
            </div>
          ) : null}
          {operation === 'location' ? <BulkAssignForm ids={ids} /> : null}
          {operation === 'labels' ? <LabelSheetForm ids={ids} idPrefix="bulk-labels" /> : null}
        </DialogContent>
      </Dialog>

      <BulkScheduleDialog ids={ids} open={operation === 'schedule'} onOpenChange={(open) => !open && close()} />

      <ConfirmDialog
        open={operation === 'delete' && mayDelete}
        onOpenChange={(open) => !open && close()}
        title={`Delete ${count}?`}
        description="Machines with nothing linked are deleted. Machines with images, documents, scans or history are archived instead: hidden from the register, their records kept. Financial records are never deleted."
        confirmLabel="Delete or archive"
        destructive
        isPending={bulkDelete.isPending}
        onConfirm={() => bulkDelete.mutate({ ids }, { onSuccess: () => (close(), onClear()) })}
      >
        <ResultLine result={bulkDelete.data} />
      </ConfirmDialog>
    </>
  );
}
