import { maxDurationHoursBasic } from '@gears/domain/reservations/reservation.rules';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../../components/ui/input.tsx';

/** The booking's length, as New Reservation and Change Reservation ask it: 1–24 hours, or (Professional+) an end. */
export type WindowValue = { byEnd: boolean; duration: number; endDate: string; endTime: string };

const hours = Array.from({ length: maxDurationHoursBasic }, (_, i) => i + 1);

export function WindowFields({
  idPrefix,
  multiDay,
  value,
  onChange,
  minEndDate,
  endError,
}: {
  idPrefix: string;
  /** The plan books across days (reservations_calendar): the length may be an end date and time. */
  multiDay: boolean;
  value: WindowValue;
  onChange: (next: Partial<WindowValue>) => void;
  minEndDate?: string;
  endError?: string;
}) {
  return (
    <>
      {multiDay ? (
        <FormField id={`${idPrefix}-length`} label="Length">
          <NativeSelect
            id={`${idPrefix}-length`}
            value={value.byEnd ? 'end' : 'hours'}
            onChange={(e) => onChange({ byEnd: e.target.value === 'end' })}
          >
            <option value="hours">A number of hours</option>
            <option value="end">Until a date and time (several days)</option>
          </NativeSelect>
        </FormField>
      ) : null}
      {value.byEnd ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField id={`${idPrefix}-end-date`} label="End date" error={endError}>
            <Input
              id={`${idPrefix}-end-date`}
              type="date"
              min={minEndDate}
              value={value.endDate}
              onChange={(e) => onChange({ endDate: e.target.value })}
            />
          </FormField>
          <FormField id={`${idPrefix}-end-time`} label="End time">
            <Input
              id={`${idPrefix}-end-time`}
              type="time"
              step={900}
              value={value.endTime}
              onChange={(e) => onChange({ endTime: e.target.value })}
            />
          </FormField>
        </div>
      ) : (
        <FormField id={`${idPrefix}-duration`} label="Duration">
          <NativeSelect id={`${idPrefix}-duration`} value={value.duration} onChange={(e) => onChange({ duration: Number(e.target.value) })}>
            {hours.map((h) => (
              <option key={h} value={h}>
                {h} {h === 1 ? 'hour' : 'hours'}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </>
  );
}
