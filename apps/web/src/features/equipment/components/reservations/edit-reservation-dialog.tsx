import { useState } from 'react';
import type { Reservation } from '@gears/domain';
import { reservationMessages as m } from '@gears/domain/reservations/messages';
import { maxDurationHoursBasic } from '@gears/domain/reservations/reservation.rules';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useFeatures } from '../../../../lib/features.ts';
import { localToday } from '../../../../lib/local-date.ts';
import { reservationErrorTitle, useUpdateReservation } from '../../api/reservations-api.ts';
import { instantOf, timeOf } from './reservation-format.ts';
import { WindowFields, type WindowValue } from './window-fields.tsx';

type Props = { reservation: Reservation | null; onClose: () => void };

/** Moves a booking or changes whom it is for (PATCH /api/reservations/:id); a started one keeps its start. */
export function EditReservationDialog({ reservation, onClose }: Props) {
  return (
    <Dialog open={reservation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Change Reservation</DialogTitle>
          <DialogDescription>{reservation?.equipmentName}</DialogDescription>
        </DialogHeader>
        {reservation ? <EditForm r={reservation} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const hourMs = 3_600_000;
const dateOf = (d: Date) => localToday(d);

function EditForm({ r, onDone }: { r: Reservation; onDone: () => void }) {
  const start = new Date(r.startAt);
  const end = new Date(r.endAt);
  const started = start.getTime() <= Date.now();
  const length = (end.getTime() - start.getTime()) / hourMs;
  const multiDay = useFeatures().has('reservations_calendar') === true;
  const [date, setDate] = useState(dateOf(start));
  const [time, setTime] = useState(timeOf(start));
  const [slot, setSlot] = useState<WindowValue>({
    byEnd: !Number.isInteger(length) || length > maxDurationHoursBasic,
    duration: Number.isInteger(length) ? Math.min(length, maxDurationHoursBasic) : 4,
    endDate: dateOf(end),
    endTime: timeOf(end),
  });
  const { byEnd, duration, endDate, endTime } = slot;
  const [forName, setForName] = useState(r.reservedForName ?? '');
  const [purpose, setPurpose] = useState(r.purpose ?? '');
  const update = useUpdateReservation();

  function submit() {
    const newStart = started ? start : instantOf(date, time);
    const newEnd = byEnd ? instantOf(endDate, endTime) : new Date(newStart.getTime() + duration * hourMs);
    update.mutate(
      {
        id: r.id,
        patch: {
          ...(newStart.getTime() !== start.getTime() ? { startAt: newStart.toISOString() } : {}),
          ...(newEnd.getTime() !== end.getTime() ? { endAt: newEnd.toISOString() } : {}),
          reservedForName: forName || null,
          purpose: purpose || null,
        },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="edit-reservation-date" label="Date" hint={started ? 'Started: the start stays.' : undefined}>
          <Input
            id="edit-reservation-date"
            type="date"
            min={localToday()}
            value={date}
            disabled={started}
            onChange={(e) => setDate(e.target.value)}
          />
        </FormField>
        <FormField id="edit-reservation-time" label="Start time">
          <Input
            id="edit-reservation-time"
            type="time"
            step={900}
            value={time}
            disabled={started}
            onChange={(e) => setTime(e.target.value)}
          />
        </FormField>
      </div>
      <WindowFields idPrefix="edit-reservation" multiDay={multiDay} value={slot} onChange={(next) => setSlot((w) => ({ ...w, ...next }))} />
      <FormField id="edit-reservation-for" label="Reserved for (optional)">
        <Input id="edit-reservation-for" maxLength={200} value={forName} onChange={(e) => setForName(e.target.value)} />
      </FormField>
      <FormField id="edit-reservation-purpose" label="Purpose (optional)">
        <Input id="edit-reservation-purpose" maxLength={500} value={purpose} onChange={(e) => setPurpose(e.target.value)} />
      </FormField>
      {update.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
          <span className="font-medium">{reservationErrorTitle(update.error)}:</span> {errorMessage(update.error, m.failed)}
        </p>
      ) : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
