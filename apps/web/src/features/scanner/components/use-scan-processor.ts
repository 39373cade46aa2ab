import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Equipment, RecordScanResult } from '@gears/domain';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { extractEquipmentCode } from '@gears/domain/equipment/qr-code.rules';
import { scanLookupCandidates } from '@gears/domain/equipment/alternate-codes.rules';
import { ApiError } from '../../../lib/api-client.ts';
import { recordScan, resolveEquipment, scanKeys } from '../api/scanner-api.ts';
import { queueOfflineScan } from './offline-queue.ts';

export type ScanOutcome =
  | { kind: 'found'; text: string; equipment: Equipment; logged: RecordScanResult['outcome'] | 'queued' | 'not_logged' }
  | { kind: 'not-found'; text: string; code: string }
  | { kind: 'invalid'; text: string }
  | { kind: 'queued'; text: string; code: string }
  | { kind: 'error'; text: string; message: string };

export type ScanInputSource = 'camera' | 'upload';

const isOffline = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK';

/**
 * What happens to an accepted read (spec 02 §4 Scan handling): an empty payload is ignored; the
 * id is extracted (spec 02 §5 order); found → the card and a logged scan; unknown → 'not found';
 * no id → 'Invalid QR code format'. Without a connection the scan waits in the offline queue.
 */
export function useScanProcessor() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [isBusy, setBusy] = useState(false);
  const busy = useRef(false);

  const process = useCallback(
    async (raw: string, source: ScanInputSource): Promise<ScanOutcome | null> => {
      const text = raw.trim();
      if (!text || busy.current) return null;
      const show = (next: ScanOutcome) => (setOutcome(next), next);
      const code = extractEquipmentCode(text);
      // Our code first, then the whole text: a label from another system may be stored as an alternate code (issue 19 item 5).
      const candidates = scanLookupCandidates(text, code);
      const invalid = () => {
        toast.error(equipmentMessages.invalidQrCode);
        return show({ kind: 'invalid', text });
      };
      if (candidates.length === 0) return invalid();
      const queue = () => {
        queueOfflineScan(text);
        toast.info('Saved offline', { description: 'The scan will be logged when you are back online.' });
        return show({ kind: 'queued', text, code: candidates[0]! });
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();

      busy.current = true;
      setBusy(true);
      try {
        let equipment: Equipment | null = null;
        for (const candidate of candidates) {
          try {
            equipment = await resolveEquipment(candidate);
            break;
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) continue;
            if (isOffline(error)) return queue();
            toast.error('Failed to process QR code');
            return show({ kind: 'error', text, message: error instanceof ApiError ? error.message : 'Failed to process QR code' });
          }
        }
        if (!equipment) {
          // Text our format does not read and no machine carries stays 'Invalid QR code format' (spec 02 §5).
          if (!code) return invalid();
          toast.warning(equipmentMessages.qrCodeNotFound);
          return show({ kind: 'not-found', text, code });
        }
        toast.success('Equipment found!', { description: equipment.name });
        let logged: Extract<ScanOutcome, { kind: 'found' }>['logged'] = 'not_logged';
        try {
          // The equipment's recorded location travels with the scan for the analytics' top locations.
          logged = (await recordScan({ equipmentId: equipment.id, source, location: equipment.location ?? undefined })).outcome;
          void queryClient.invalidateQueries({ queryKey: scanKeys.all });
        } catch (error) {
          if (isOffline(error)) {
            queueOfflineScan(text);
            logged = 'queued';
          }
        }
        return show({ kind: 'found', text, equipment, logged });
      } finally {
        busy.current = false;
        setBusy(false);
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => setOutcome(null), []);
  return { outcome, isBusy, process, reset };
}
