import { useEffect, useState, type FormEvent } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { FleetPosition } from '@gears/domain';
import { fleetMessages as m } from '@gears/domain/fleet/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAssignTracker, useTrackerSources } from '../api/sources-api.ts';

export type AssignPreset = { equipmentId?: string; trackerSourceId?: string; deviceId?: string };

type AssignDialogProps = {
  preset: AssignPreset | null;
  onClose: () => void;
  machines: readonly FleetPosition[];
  companyId?: string;
};

/** spec 02 §5 Trackers: assign a source's device to a machine; a machine's new tracker replaces its old one. */
export function AssignDialog({ preset, onClose, machines, companyId = '' }: AssignDialogProps) {
  const open = preset !== null;
  const sources = useTrackerSources(companyId, open);
  const assign = useAssignTracker();
  const [equipmentId, setEquipmentId] = useState('');
  const [sourceId, setSourceId] = useState('');
  const [deviceId, setDeviceId] = useState('');
  const [deviceName, setDeviceName] = useState('');
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);

  useEffect(() => {
    if (!preset) return;
    setEquipmentId(preset.equipmentId ?? '');
    setSourceId(preset.trackerSourceId ?? '');
    setDeviceId(preset.deviceId ?? '');
    setDeviceName('');
    setProblem(null);
    assign.reset();
    // A new preset starts a new form; the mutation object is stable enough not to matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset]);

  const active = (sources.data?.items ?? []).filter((s) => s.active);
  const machine = machines.find((p) => p.equipmentId === equipmentId);
  const sorted = [...machines].sort((a, b) => a.equipmentName.localeCompare(b.equipmentName));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sourceId || !deviceId.trim()) return setProblem({ title: m.validationErrorTitle, message: m.assignmentFieldsRequired });
    if (!equipmentId) return setProblem({ title: m.validationErrorTitle, message: 'Please select the equipment for this tracker' });
    setProblem(null);
    assign.mutate(
      { equipmentId, trackerSourceId: sourceId, deviceId: deviceId.trim(), deviceName: deviceName.trim() || null },
      {
        onSuccess: onClose,
        onError: (error) =>
          setProblem({ title: 'Tracker not assigned', message: errorMessage(error, 'The tracker could not be assigned.') }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign tracker</DialogTitle>
          <DialogDescription>The machine's position then comes from this device.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          {problem ? (
            <Alert variant="destructive" role="alert">
              <AlertTriangle aria-hidden="true" />
              <div>
                <p className="font-semibold">{problem.title}</p>
                <p>{problem.message}</p>
              </div>
            </Alert>
          ) : null}
          <FormField id="assign-equipment" label="Equipment">
            <NativeSelect id="assign-equipment" value={equipmentId} onChange={(e) => setEquipmentId(e.target.value)}>
              <option value="">Select equipment</option>
              {sorted.map((p) => (
                <option key={p.equipmentId} value={p.equipmentId}>
                  {p.equipmentName}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {machine?.deviceId ? (
            <p className="text-xs text-muted-foreground">Its current tracker ({machine.deviceId}) is removed when this one is assigned.</p>
          ) : null}
          <FormField id="assign-source" label="Tracker source">
            <NativeSelect id="assign-source" value={sourceId} onChange={(e) => setSourceId(e.target.value)}>
              <option value="">Select a tracker source</option>
              {active.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.providerName})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="assign-device" label="Device ID" hint="As the device reports it (Traccar Client: its device identifier).">
            <Input id="assign-device" value={deviceId} onChange={(e) => setDeviceId(e.target.value)} maxLength={200} autoComplete="off" />
          </FormField>
          <FormField id="assign-device-name" label="Device name (optional)">
            <Input id="assign-device-name" value={deviceName} onChange={(e) => setDeviceName(e.target.value)} maxLength={200} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={assign.isPending}>
              {assign.isPending ? 'Assigning…' : 'Assign tracker'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
