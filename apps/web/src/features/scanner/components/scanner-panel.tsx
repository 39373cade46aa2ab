import { useState } from 'react';
import type { Equipment } from '@gears/domain';
import type { ScannerSettings } from '@gears/domain/equipment/scanner.rules';
import { useCan } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { PhotoScanner } from './photo-scanner.tsx';
import { ScanResultCard, type Custody } from './scan-result-card.tsx';
import { useScanProcessor, type ScanInputSource } from './use-scan-processor.ts';

type ScannerPanelProps = {
  settings: ScannerSettings;
  autoStart?: boolean;
  onClose?: () => void;
  onFound?: (equipment: Equipment) => void;
};

/** Camera and photo side by side (DESIGN §6a), with the result above them once a code is read. */
export function ScannerPanel({ settings, autoStart = false, onClose, onFound }: ScannerPanelProps) {
  const processor = useScanProcessor();
  const mayRequestQuote = useCan('quotes.request');
  const { user } = useSession();
  const custody: Custody = {
    userId: user?.id ?? '',
    mayCheckOut: useCan('assignments.checkOut'),
    mayManage: useCan('assignments.manage'),
  };
  const [camera, setCamera] = useState({ key: 0, autoStart });
  const [lastSource, setLastSource] = useState<ScanInputSource>('camera');

  async function handle(text: string, source: ScanInputSource) {
    setLastSource(source);
    const outcome = await processor.process(text, source);
    if (outcome?.kind === 'found') onFound?.(outcome.equipment);
  }

  function scanAnother() {
    processor.reset();
    // The camera stopped after its read: start it again for the next label.
    if (lastSource === 'camera') setCamera((current) => ({ key: current.key + 1, autoStart: true }));
  }

  return (
    <div className="grid gap-4">
      {processor.isBusy ? (
        <p role="status" className="text-sm text-muted-foreground">
          Looking up the code…
        </p>
      ) : null}
      {processor.outcome ? (
        <ScanResultCard outcome={processor.outcome} onScanAnother={scanAnother} mayRequestQuote={mayRequestQuote} custody={custody} />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <CameraScanner
          key={camera.key}
          settings={settings}
          autoStart={camera.autoStart}
          onClose={onClose}
          onCode={(text) => void handle(text, 'camera')}
        />
        <PhotoScanner onCode={(text) => void handle(text, 'upload')} disabled={processor.isBusy} />
      </div>
    </div>
  );
}
