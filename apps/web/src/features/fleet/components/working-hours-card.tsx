import { useState } from 'react';
import { isoWeekdays, weekdayLabels, workingHoursInput, type WorkingHoursView } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveWorkingHours, useWorkingHours } from '../api/working-hours-api.ts';

/** Working hours (issue 16 item 6): leaving a job site's geofence outside them raises an after-hours exit alert. */
export function WorkingHoursCard({ companyId, mayEdit }: { companyId: string; mayEdit: boolean }) {
  const hours = useWorkingHours(companyId);
  return (
    <section aria-labelledby="working-hours-title" className="grid gap-2">
      <h2 id="working-hours-title" className="text-sm font-semibold">
        Working hours
      </h2>
      <p className="text-sm text-muted-foreground">A machine leaving a job site outside these hours raises an after-hours alert.</p>
      {hours.isPending ? (
        <SkeletonRows rows={1} label="Loading working hours" />
      ) : hours.isError ? (
        <ErrorState message="The working hours could not be loaded." onRetry={() => void hours.refetch()} />
      ) : mayEdit ? (
        <HoursForm key={`${hours.data.companyId}:${hours.data.isDefault}`} companyId={companyId} saved={hours.data} />
      ) : (
        <p className="text-sm">{summary(hours.data)}</p>
      )}
    </section>
  );
}

const summary = (h: WorkingHoursView) =>
  `${h.days.map((d) => weekdayLabels[d]).join(', ')} · ${h.start}–${h.end} (${h.timeZone})${h.isDefault ? ' · default' : ''}`;

function HoursForm({ companyId, saved }: { companyId: string; saved: WorkingHoursView }) {
  const [days, setDays] = useState<number[]>(saved.days);
  const [start, setStart] = useState(saved.start);
  const [end, setEnd] = useState(saved.end);
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveWorkingHours(companyId);

  function submit() {
    const parsed = workingHoursInput.safeParse({ days: [...days].sort((a, b) => a - b), start, end, timeZone });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the working hours');
    setProblem(null);
    save.mutate(parsed.data, { onError: (err) => setProblem(errorMessage(err, 'The working hours could not be saved.')) });
  }

  return (
    <form className="grid gap-3 rounded-lg border bg-card p-3" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium">Working days</legend>
        {isoWeekdays.map((d) => (
          <label key={d} className="flex min-h-11 items-center gap-1.5 rounded border px-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={days.includes(d)}
              onChange={(e) => setDays((now) => (e.target.checked ? [...now, d] : now.filter((x) => x !== d)))}
            />
            {weekdayLabels[d]}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <FormField id="working-start" label="From">
          <Input id="working-start" type="time" step={900} value={start} onChange={(e) => setStart(e.target.value)} />
        </FormField>
        <FormField id="working-end" label="Until">
          <Input id="working-end" type="time" step={900} value={end} onChange={(e) => setEnd(e.target.value)} />
        </FormField>
        <FormField id="working-zone" label="Time zone" hint="e.g. America/Phoenix">
          <Input id="working-zone" value={timeZone} onChange={(e) => setTimeZone(e.target.value)} />
        </FormField>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save working hours'}
        </Button>
      </div>
    </form>
  );
}
