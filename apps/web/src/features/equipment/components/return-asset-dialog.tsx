import { useState } from 'react';
import { assignmentMessages as m } from '@gears/domain/assignments/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/local-date.ts';
import { textOrNull } from '../../../lib/forms.ts';
import { useCheckIn } from '../api/assignments-api.ts';
import { useEquipment } from '../api/equipment-api.ts';
import { thumbSheet } from './check-out-dialog.tsx';

type ReturnAssetDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; equipmentId: string | null };

/** spec 02 §2 Return Asset / §4 Check-in: return notes; the returner is whoever is signed in. */
export function ReturnAssetDialog({ open, onOpenChange, equipmentId }: ReturnAssetDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={thumbSheet}>
        <DialogHeader>
          <DialogTitle>Return Asset</DialogTitle>
          <DialogDescription>Check the asset back in; it becomes available again.</DialogDescription>
        </DialogHeader>
        {open && equipmentId ? <ReturnForm equipmentId={equipmentId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReturnForm({ equipmentId, onDone }: { equipmentId: string; onDone: () => void }) {
  const equipment = useEquipment(equipmentId);
  const checkIn = useCheckIn();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const holder = equipment.data?.currentAssignment ?? null;

  if (equipment.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (!equipment.data)
    return <p className="text-sm text-destructive">{errorMessage(equipment.error, 'The equipment could not be loaded.')}</p>;
  if (!holder) return <p className="text-sm">{equipment.data.name} is not checked out.</p>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await checkIn.mutateAsync({ assignmentId: holder.assignmentId, returnNotes: textOrNull(notes) });
      onDone();
    } catch (err) {
      setError(errorMessage(err, m.checkInFailed));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Return asset">
      <dl className="grid grid-cols-2 gap-2 rounded-md border p-3 text-sm">
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-muted-foreground">Asset</dt>
          <dd className="truncate font-medium">{equipment.data.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">With</dt>
          <dd className="truncate">{holder.name}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Due back</dt>
          <dd className="flex flex-wrap items-center gap-1">
            {formatDay(holder.expectedReturnDate)}
            {holder.isOverdue ? <Badge variant="destructive">Overdue</Badge> : null}
          </dd>
        </div>
      </dl>
      <FormField id="return-notes" label="Return notes" hint="Condition, hours, anything the next person should know.">
        <Textarea id="return-notes" className="min-h-16" maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={checkIn.isPending}>
        {checkIn.isPending ? 'Returning…' : 'Check In'}
      </Button>
    </form>
  );
}
