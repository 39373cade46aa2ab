import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, errorAria } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEquipmentOption } from '../api/equipment-options-api.ts';
import { useRecordMeter } from '../api/meter-api.ts';
import { EquipmentSelect } from './equipment-select.tsx';

type MeterDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; equipmentId?: string };

/** A meter reading entered by hand: the equipment's hours, which hours-based schedules and forecasts run on. */
export function MeterReadingDialog({ open, onOpenChange, equipmentId: initial }: MeterDialogProps) {
  const [equipmentId, setEquipmentId] = useState(initial ?? '');
  const [hours, setHours] = useState('');
  const [error, setError] = useState<string | null>(null);
  const record = useRecordMeter();
  const equipment = useEquipmentOption(equipmentId || null);
  useEffect(() => {
    if (open) {
      setEquipmentId(initial ?? '');
      setHours('');
      setError(null);
    }
  }, [open, initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(hours);
    if (!equipmentId) return setError('Choose the equipment');
    if (hours.trim() === '' || !Number.isFinite(value)) return setError('Hours must be a number');
    if (value < 0) return setError('Hours cannot be negative');
    setError(null);
    record.mutate(
      { equipmentId, hours: Math.round(value * 10) / 10 },
      {
        onSuccess: () => onOpenChange(false),
        onError: (e) => setError(errorMessage(e, 'The reading was not saved. Please try again.')),
      },
    );
  }

  const current = equipment.data?.hours;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Record meter reading</DialogTitle>
          <DialogDescription>Operating hours drive hours-based schedules and the forecast due dates.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="meter-equipment" label="Equipment *">
            <EquipmentSelect
              id="meter-equipment"
              searchable
              value={equipmentId}
              emptyLabel="Choose equipment"
              onChange={(id) => setEquipmentId(id)}
            />
          </FormField>
          <FormField
            id="meter-hours"
            label="Hours on the meter *"
            error={error}
            hint={current != null ? `Currently ${current.toLocaleString()} h. A reading cannot go backwards.` : 'Step 0.1 h.'}
          >
            <Input
              id="meter-hours"
              type="number"
              inputMode="decimal"
              min={current ?? 0}
              step={0.1}
              value={hours}
              {...errorAria('meter-hours', error)}
              onChange={(e) => setHours(e.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Saving…' : 'Record reading'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
