import { useCallback, useState } from 'react';
import type { ScannerSettings } from '@gears/domain/equipment/scanner.rules';
import { parseScannerSettings } from '@gears/domain/scanner/settings.rules';
import { readJson, writeJson } from '../../../lib/storage.ts';

/** spec 02 §3: stored on the device under this key. */
export const scannerSettingsKey = 'scanner-settings';

export function readScannerSettings(): ScannerSettings {
  return parseScannerSettings(readJson(scannerSettingsKey));
}

export function useScannerSettings() {
  const [settings, setSettings] = useState<ScannerSettings>(readScannerSettings);
  const update = useCallback((next: ScannerSettings) => {
    const clean = parseScannerSettings(next);
    writeJson(scannerSettingsKey, clean);
    setSettings(clean);
  }, []);
  return [settings, update] as const;
}
