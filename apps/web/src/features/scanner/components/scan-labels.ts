import type { ScanSource } from '@gears/domain';

export const sourceLabels: Record<ScanSource, string> = { camera: 'Camera', upload: 'Photo', offline: 'Offline' };
