import type { PartIdentification } from '@gears/domain';
import { apiUpload } from '../../../lib/api-client.ts';

/** The photo goes up with progress; OCR then runs on the server (no progress to report, so the UI says so). */
export function identifyPart(file: File, onProgress: (fraction: number) => void): Promise<PartIdentification> {
  const body = new FormData();
  body.append('file', file);
  return apiUpload<PartIdentification>('/api/parts/identify', body, onProgress);
}
