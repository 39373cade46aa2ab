import { useState } from 'react';
import type { ScannerSettings } from '@gears/domain/equipment/scanner.rules';
import { defaultScannerSettings } from '@gears/domain/equipment/scanner.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';

type SettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ScannerSettings;
  onSave: (settings: ScannerSettings) => void;
};

const flags: { key: 'autoFocus' | 'flashEnabled' | 'continuousScanning' | 'beepOnScan'; label: string; hint: string }[] = [
  { key: 'autoFocus', label: 'Auto focus', hint: 'Keep the camera focusing by itself where it can.' },
  { key: 'flashEnabled', label: 'Torch on at start', hint: 'Light the label in dark places (phones with a torch).' },
  { key: 'continuousScanning', label: 'Continuous scanning', hint: 'Accept each code at once and keep scanning, for walking a yard.' },
  { key: 'beepOnScan', label: 'Beep on scan', hint: 'Play a short tone when a code is read.' },
];

/** spec 02 §3 Scanner Settings, stored on this device. */
export function ScannerSettingsDialog({ open, onOpenChange, settings, onSave }: SettingsDialogProps) {
  const [draft, setDraft] = useState(settings);
  return (
    <Dialog open={open} onOpenChange={(next) => (next && setDraft(settings), onOpenChange(next))}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Scanner Settings</DialogTitle>
          <DialogDescription>Saved on this device only.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {flags.map((flag) => (
            <label key={flag.key} className="flex min-h-11 cursor-pointer items-start gap-3">
              <Checkbox
                className="mt-0.5"
                checked={draft[flag.key]}
                onChange={(event) => setDraft({ ...draft, [flag.key]: event.target.checked })}
              />
              <span className="grid">
                <span className="text-sm font-medium">{flag.label}</span>
                <span className="text-xs text-muted-foreground">{flag.hint}</span>
              </span>
            </label>
          ))}
          <div className="grid gap-1.5">
            <label htmlFor="scan-sensitivity" className="text-sm font-medium">
              Scan sensitivity: {draft.scanSensitivity}
            </label>
            <input
              id="scan-sensitivity"
              type="range"
              min={25}
              max={100}
              step={5}
              value={draft.scanSensitivity}
              onChange={(event) => setDraft({ ...draft, scanSensitivity: Number(event.target.value) })}
              className="accent-[var(--primary)]"
            />
            <span className="text-xs text-muted-foreground">Higher looks for a code more often (uses more battery).</span>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="camera-resolution" className="text-sm font-medium">
              Camera resolution
            </label>
            <NativeSelect
              id="camera-resolution"
              value={draft.cameraResolution}
              onChange={(event) => setDraft({ ...draft, cameraResolution: event.target.value as ScannerSettings['cameraResolution'] })}
            >
              <option value="low">Low (480p)</option>
              <option value="medium">Medium (720p)</option>
              <option value="high">High (1080p)</option>
              <option value="ultra">Ultra (4K)</option>
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={() => setDraft(defaultScannerSettings)}>
            Reset to defaults
          </Button>
          <Button onClick={() => (onSave(draft), onOpenChange(false))}>Save settings</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
