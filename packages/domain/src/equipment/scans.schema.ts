import { z } from 'zod';
import { equipment } from './equipment.schema.ts';
import { equipmentMessages } from './messages.ts';
import { offlineScanIdPattern } from './scanner.rules.ts';

export const scanSources = ['camera', 'upload', 'offline'] as const;
export type ScanSource = (typeof scanSources)[number];

export const recordScanInput = z
  .strictObject({
    /** The raw scanned text; the server extracts the id (spec 02 §5 order). */
    code: z.string().trim().min(1).max(2000).optional(),
    equipmentId: z.uuid({ message: 'Not a valid id.' }).optional(),
    source: z.enum(scanSources),
    location: z.string().trim().max(200).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    clientScanId: z.string().regex(offlineScanIdPattern, 'clientScanId must look like offline_{time}_{random}').optional(),
    /** When the scan happened on the device; only offline scans carry it, never in the future. */
    scannedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((v) => v.code !== undefined || v.equipmentId !== undefined, equipmentMessages.scanNeedsCode)
  .refine((v) => v.source !== 'offline' || v.clientScanId !== undefined, equipmentMessages.offlineScanNeedsId);
export type RecordScanInput = z.infer<typeof recordScanInput>;

export const scanEntry = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  equipmentName: z.string(),
  qrCodeId: z.string().nullable(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  scannedAt: z.string(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.enum(scanSources),
  clientScanId: z.string().nullable(),
});
export type ScanEntry = z.infer<typeof scanEntry>;

export const recordScanResult = z.object({
  /** logged: a new history row; duplicate: same user and equipment within 30 s; synced: this offline scan was logged before; not_owner: another company's equipment seen by a provider admin. */
  outcome: z.enum(['logged', 'duplicate', 'synced', 'not_owner']),
  scan: scanEntry.nullable(),
  equipment,
});
export type RecordScanResult = z.infer<typeof recordScanResult>;

export const scanHistoryQuery = z.strictObject({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
  equipmentId: z.uuid().optional(),
  companyId: z.uuid().optional(),
});
export type ScanHistoryQuery = z.infer<typeof scanHistoryQuery>;

export const scanHistoryPage = z.object({
  scans: z.array(scanEntry),
  nextCursor: z.string().nullable(),
  /** spec 01 §6: the plan shows only this many newest events (Basic 50), all pages together; null = full history. */
  historyLimit: z.number().int().positive().nullable(),
});
export type ScanHistoryPage = z.infer<typeof scanHistoryPage>;

export const scanAnalytics = z.object({
  days: z.number(),
  totalScans: z.number(),
  uniqueEquipment: z.number(),
  uniqueUsers: z.number(),
  lastWeek: z.number(),
  weekBefore: z.number(),
  /** null when the week before had no scans: there is no basis for a percentage. */
  weeklyGrowthPercent: z.number().nullable(),
  bySource: z.record(z.enum(scanSources), z.number()),
  daily: z.array(z.object({ date: z.string(), count: z.number() })),
  topLocations: z.array(z.object({ location: z.string(), count: z.number() })),
  recent: z.array(scanEntry),
});
export type ScanAnalytics = z.infer<typeof scanAnalytics>;
