import { clampSensitivity, defaultScannerSettings, type ScannerSettings } from '../equipment/scanner.rules.ts';

const resolutions = ['low', 'medium', 'high', 'ultra'] as const;

/** Settings read from the device ('scanner-settings'): each missing or malformed value takes its spec 02 §3 default. */
export function parseScannerSettings(raw: unknown): ScannerSettings {
  const stored = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const flag = (key: keyof ScannerSettings) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (defaultScannerSettings[key] as boolean);
  const resolution = resolutions.find((value) => value === stored.cameraResolution) ?? defaultScannerSettings.cameraResolution;
  return {
    autoFocus: flag('autoFocus'),
    flashEnabled: flag('flashEnabled'),
    scanSensitivity:
      typeof stored.scanSensitivity === 'number' ? clampSensitivity(stored.scanSensitivity) : defaultScannerSettings.scanSensitivity,
    cameraResolution: resolution,
    continuousScanning: flag('continuousScanning'),
    beepOnScan: flag('beepOnScan'),
  };
}

/**
 * How long the camera waits between decode attempts. Sensitivity (25-100) has no unit in the
 * spec; we read it as "how eagerly to look": 100 tries every 100 ms, 25 every 400 ms.
 */
export function scanAttemptDelayMs(sensitivity: number): number {
  return 500 - clampSensitivity(sensitivity) * 4;
}
