import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { CreateSensorReadingInput } from '@gears/domain';
import { sensorStatuses } from '@gears/domain/fleet/fleet.schema';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { fieldErrors } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useRecordSensorReading, useSensorReadings } from '../api/records-api.ts';
import { FormFooter } from './form-footer.tsx';

const statusVariant = { normal: 'secondary', warning: 'warning', critical: 'destructive' } as const;
const statusLabel = { normal: 'Normal', warning: 'Warning', critical: 'Critical' } as const;
/** Suggestions only: any sensor type may be typed. */
const commonSensors = ['engine_temperature', 'hydraulic_pressure', 'oil_pressure', 'fuel_level', 'coolant_level', 'vibration'];

/** spec 02 §7: the machine's sensor readings of the last 30 days; anyone may record one (fleet.recordSensors). */
export function SensorsTab({ equipmentId }: { equipmentId: string }) {
  const readings = useSensorReadings(equipmentId);
  const mayRecord = useCan('fleet.recordSensors');
  const [adding, setAdding] = useState(false);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Last 30 days. Warning and critical readings raise an alert.</p>
        {mayRecord && !adding ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Record reading
          </Button>
        ) : null}
      </div>
      {adding ? <ReadingForm equipmentId={equipmentId} onDone={() => setAdding(false)} /> : null}
      {readings.isPending ? (
        <SkeletonRows rows={3} label="Loading sensor readings" />
      ) : readings.isError ? (
        <ErrorState message="The sensor readings could not be loaded." onRetry={() => void readings.refetch()} />
      ) : readings.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sensor reading in the last 30 days.</p>
      ) : (
        <ul className="grid divide-y rounded-lg border text-sm" aria-label="Sensor readings">
          {readings.data.items.map((r) => (
            <li key={r.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 p-2.5">
              <span className="truncate font-medium">{r.sensorType.replace(/_/g, ' ')}</span>
              <span className="text-right tabular-nums">
                {r.readingValue.toLocaleString()} {r.unit ?? ''}
              </span>
              <span className="text-xs text-muted-foreground">
                {formatDateTime(r.recordedAt)} · {r.source === 'tracker' ? 'From the tracker' : 'Entered by hand'}
              </span>
              <Badge variant={statusVariant[r.status]} className="justify-self-end">
                {statusLabel[r.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReadingForm({ equipmentId, onDone }: { equipmentId: string; onDone: () => void }) {
  const record = useRecordSensorReading(equipmentId);
  const [sensorType, setSensorType] = useState('');
  const [value, setValue] = useState('');
  const [unit, setUnit] = useState('');
  const [status, setStatus] = useState<CreateSensorReadingInput['status']>('normal');
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = fieldErrors(record.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const number = Number(value.trim());
    if (!sensorType.trim()) problems.sensorType = 'The sensor type is required';
    if (!value.trim() || !Number.isFinite(number)) problems.readingValue = 'The reading must be a number';
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    record.mutate({ sensorType: sensorType.trim(), readingValue: number, unit: unit.trim() || null, status }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2" aria-label="Record reading">
      <FormField id="sensor-type" label="Sensor" error={local.sensorType ?? server.sensorType}>
        <Input id="sensor-type" list="sensor-types" value={sensorType} onChange={(e) => setSensorType(e.target.value)} maxLength={60} />
      </FormField>
      <datalist id="sensor-types">
        {commonSensors.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <FormField id="sensor-value" label="Reading" error={local.readingValue ?? server.readingValue}>
        <Input id="sensor-value" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <FormField id="sensor-unit" label="Unit (optional)" error={server.unit}>
        <Input id="sensor-unit" value={unit} onChange={(e) => setUnit(e.target.value)} maxLength={20} placeholder="°C, bar, %" />
      </FormField>
      <FormField id="sensor-status" label="Status">
        <NativeSelect id="sensor-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          {sensorStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormFooter
        record={record}
        fieldErrors={server}
        failure="The reading could not be recorded."
        saveLabel="Save reading"
        onCancel={onDone}
      />
    </form>
  );
}
