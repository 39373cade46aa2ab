import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { toast } from 'sonner';
import { reservationMessages as m } from '@gears/domain/reservations/messages';
import { defaultDurationHours, startGraceMs } from '@gears/domain/reservations/reservation.rules';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useFeatures } from '../../../../lib/features.ts';
import { localToday } from '../../../../lib/local-date.ts';
import { reservationErrorTitle, useCreateReservation } from '../../api/reservations-api.ts';
import { AssetPicker } from './asset-picker.tsx';
import { instantOf, timeOf } from './reservation-format.ts';
import { WindowFields, type WindowValue } from './window-fields.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; equipmentId?: string | null };

/** spec 02 §5 New Reservation / Reserve Asset: asset, date, start time and 1-24 h (default 4), or an end on Professional+. */
export function NewReservationDialog({ open, onOpenChange, equipmentId }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New Reservation</DialogTitle>
          <DialogDescription>Book a machine for a time slot. A supervisor or manager confirms it.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from a clean form. */}
        {open ? <ReservationForm presetId={equipmentId ?? ''} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const nextHour = () => timeOf(new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000));

function ReservationForm({ presetId, onDone }: { presetId: string; onDone: () => void }) {
  const multiDay = useFeatures().has('reservations_calendar') === true;
  const today = localToday();
  const [equipmentId, setEquipmentId] = useState(presetId);
  const [date, setDate] = useState('');
  const [time, setTime] = useState(nextHour);
  const [slot, setSlot] = useState<WindowValue>({ byEnd: false, duration: defaultDurationHours, endDate: '', endTime: '17:00' });
  const { byEnd, duration, endDate, endTime } = slot;
  const [forName, setForName] = useState('');
  const [forContact, setForContact] = useState('');
  const [purpose, setPurpose] = useState('');
  const [errors, setErrors] = useState<{ asset?: string; date?: string; end?: string }>({});
  const create = useCreateReservation();
  const refusal = create.error ? { title: reservationErrorTitle(create.error), message: errorMessage(create.error, m.failed) } : null;

  function submit() {
    const next: typeof errors = {};
    if (!equipmentId) next.asset = m.selectAsset;
    if (!date) next.date = m.dateRequired;
    else if (instantOf(date, time).getTime() < Date.now() - startGraceMs) next.date = m.startInPast;
    if (byEnd && (!endDate || instantOf(endDate, endTime) <= instantOf(date || today, time))) next.end = m.endBeforeStart;
    setErrors(next);
    // spec 02 §8: 'Error / Please select an asset'; 'Date Required / Please select a reservation date'.
    if (next.asset) toast.error('Error', { description: m.selectAsset });
    else if (!date) toast.error(m.dateRequiredTitle, { description: m.dateRequired });
    if (Object.keys(next).length) return;
    const startAt = instantOf(date, time).toISOString();
    create.mutate(
      {
        equipmentId,
        startAt,
        ...(byEnd ? { endAt: instantOf(endDate, endTime).toISOString() } : { durationHours: duration }),
        reservedForName: forName || null,
        reservedForContact: forContact || null,
        purpose: purpose || null,
        notes: null,
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <FormField id="reservation-asset" label="Asset" error={errors.asset}>
        <AssetPicker id="reservation-asset" value={equipmentId} onChange={setEquipmentId} invalid={Boolean(errors.asset)} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="reservation-date" label="Date" error={errors.date}>
          <Input
            id="reservation-date"
            type="date"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={errors.date ? true : undefined}
          />
        </FormField>
        <FormField id="reservation-time" label="Start time">
          <Input id="reservation-time" type="time" step={900} value={time} onChange={(e) => setTime(e.target.value)} />
        </FormField>
      </div>
      <WindowFields
        idPrefix="reservation"
        multiDay={multiDay}
        value={slot}
        onChange={(next) => setSlot((w) => ({ ...w, ...next }))}
        minEndDate={date || today}
        endError={errors.end}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="reservation-for" label="Reserved for (optional)">
          <Input id="reservation-for" maxLength={200} value={forName} onChange={(e) => setForName(e.target.value)} />
        </FormField>
        <FormField id="reservation-contact" label="Contact (optional)">
          <Input id="reservation-contact" maxLength={200} value={forContact} onChange={(e) => setForContact(e.target.value)} />
        </FormField>
      </div>
      <FormField id="reservation-purpose" label="Purpose (optional)">
        <Input id="reservation-purpose" maxLength={500} value={purpose} onChange={(e) => setPurpose(e.target.value)} />
      </FormField>
      {refusal ? (
        <div role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p>
            <span className="font-medium">{refusal.title}:</span> {refusal.message}
          </p>
        </div>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Reserving…' : 'Reserve'}
      </Button>
    </form>
  );
}
