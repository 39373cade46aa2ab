/** spec 02 §4 and §9: the scanner's reading rules, shared by the camera page and the server's log. */
export const doubleReadWindowMs = 1200;
export const scanRetryDelayMs = 1000;
export const scanDedupeWindowMs = 30_000;
export const scanHistoryPageSize = 50;
export const scanAnalyticsDays = 30;
export const topScanLocations = 5;
export const recentScanCount = 10;

export type ReadState = { code: string; at: number } | null;

/**
 * Without continuous scanning the same code must be read twice within 1200 ms before it is
 * accepted; with continuous scanning each read is accepted at once.
 */
export function acceptRead(previous: ReadState, code: string, now: number, continuous: boolean): { accepted: boolean; next: ReadState } {
  if (!code) return { accepted: false, next: previous };
  if (continuous) return { accepted: true, next: null };
  if (previous && previous.code === code && now - previous.at <= doubleReadWindowMs && now >= previous.at) {
    return { accepted: true, next: null };
  }
  return { accepted: false, next: { code, at: now } };
}

/** The same user scanning the same equipment within 30 s of a logged scan is not logged again. */
export function isDuplicateScan(previousScanAt: Date | null, scannedAt: Date): boolean {
  if (!previousScanAt) return false;
  return Math.abs(scannedAt.getTime() - previousScanAt.getTime()) < scanDedupeWindowMs;
}

/** spec 01 §3: scans taken offline are queued as offline_{time}_{random}. */
export const offlineScanIdPattern = /^offline_\d{10,15}_[a-z0-9]{4,16}$/;

export function newOfflineScanId(now: number, random: string): string {
  const suffix = random
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 16)
    .padEnd(4, '0');
  return `offline_${Math.floor(now)}_${suffix}`;
}

/** Weekly growth compares the last 7 days with the 7 days before; no basis (0 before) gives null, not a made-up figure. */
export function weeklyGrowthPercent(lastWeek: number, weekBefore: number): number | null {
  if (weekBefore === 0) return null;
  return Math.round(((lastWeek - weekBefore) / weekBefore) * 1000) / 10;
}

export type ScannerSettings = {
  autoFocus: boolean;
  flashEnabled: boolean;
  scanSensitivity: number;
  cameraResolution: 'low' | 'medium' | 'high' | 'ultra';
  continuousScanning: boolean;
  beepOnScan: boolean;
};

/** spec 02 §3 and §9, stored on the device under 'scanner-settings'. */
export const defaultScannerSettings: ScannerSettings = {
  autoFocus: true,
  flashEnabled: false,
  scanSensitivity: 75,
  cameraResolution: 'high',
  continuousScanning: false,
  beepOnScan: true,
};

export const cameraResolutionHeights = { low: 480, medium: 720, high: 1080, ultra: 2160 } as const;

/** Sensitivity 25 to 100 in steps of 5; anything else snaps into range. */
export function clampSensitivity(value: number): number {
  if (!Number.isFinite(value)) return defaultScannerSettings.scanSensitivity;
  return Math.min(100, Math.max(25, Math.round(value / 5) * 5));
}
