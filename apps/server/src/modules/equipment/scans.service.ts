import {
  equipmentMessages,
  extractEquipmentCode,
  isDuplicateScan,
  quotasOf,
  recentScanCount,
  scanLookupCandidates,
  scanAnalyticsDays,
  scanDedupeWindowMs,
  topScanLocations,
  weeklyGrowthPercent,
  type Equipment,
  type RecordScanInput,
  type RecordScanResult,
  type ScanAnalytics,
  type ScanEntry,
  type ScanHistoryPage,
  type ScanHistoryQuery,
  type ScanSource,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { planOfCompany } from '../billing/index.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import { getEquipment } from './equipment.service.ts';
import { resolveCode } from './qr.service.ts';
import * as repo from './scans.repo.ts';

/** Device clocks drift: an offline scan may claim a time up to 5 minutes ahead of ours, no more. */
const clockSkewMs = 5 * 60_000;

function toScanEntry(row: repo.ScanRow): ScanEntry {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    equipmentName: row.equipment_name,
    qrCodeId: row.qr_code_id,
    userId: row.user_id,
    userName: row.user_name,
    scannedAt: new Date(row.scanned_at).toISOString(),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    source: row.source as ScanSource,
    clientScanId: row.client_scan_id,
  };
}

/**
 * The scanned text's code (spec 02 §5 extraction), then the whole text as an alternate code (issue 19 item 5). Text the
 * extraction cannot read and no machine carries is still 'Invalid QR code format', as the spec has it.
 */
async function scannedEquipment(tx: Sql, scope: Scope, input: RecordScanInput): Promise<Equipment> {
  if (input.equipmentId) return getEquipment(tx, scope, input.equipmentId);
  const text = input.code ?? '';
  const extracted = extractEquipmentCode(text);
  for (const code of scanLookupCandidates(text, extracted)) {
    try {
      return await resolveCode(tx, scope, code);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    }
  }
  if (!extracted) throw new AppError('VALIDATION', equipmentMessages.invalidQrCode);
  throw new AppError('NOT_FOUND', equipmentMessages.qrCodeNotFound);
}

/**
 * spec 02 §5 Scanner: a scan is logged only for the equipment's own company, not again within
 * 30 s for the same user and equipment; an offline scan is logged once per clientScanId.
 */
export async function recordScan(tx: Sql, scope: Scope, input: RecordScanInput): Promise<RecordScanResult> {
  const equipment = await scannedEquipment(tx, scope, input);
  if (scope.companyId !== equipment.companyId) return { outcome: 'not_owner', scan: null, equipment };
  const companyId = equipment.companyId;
  const scannedAt = input.source === 'offline' && input.scannedAt ? new Date(input.scannedAt) : new Date();
  if (scannedAt.getTime() > Date.now() + clockSkewMs) throw new AppError('VALIDATION', 'scannedAt: The scan time is in the future.');
  if (input.clientScanId) {
    const earlier = await repo.findScanByClientId(tx, companyId, input.clientScanId);
    if (earlier) return { outcome: 'synced', scan: toScanEntry(earlier), equipment };
  }
  await repo.lockScanner(tx, companyId, equipment.id, scope.actorId);
  const nearest = await repo.nearestScanAt(tx, {
    companyId,
    equipmentId: equipment.id,
    userId: scope.actorId,
    at: scannedAt,
    windowMs: scanDedupeWindowMs,
  });
  if (isDuplicateScan(nearest, scannedAt)) return { outcome: 'duplicate', scan: null, equipment };
  const id = await repo.insertScan(tx, {
    companyId,
    equipmentId: equipment.id,
    userId: scope.actorId,
    qrCodeId: equipment.qrCodeId,
    scannedAt,
    location: input.location || null,
    latitude: input.lat ?? null,
    longitude: input.lng ?? null,
    source: input.source,
    clientScanId: input.clientScanId ?? null,
  });
  if (!id) {
    const earlier = await repo.findScanByClientId(tx, companyId, input.clientScanId!);
    return { outcome: 'synced', scan: earlier ? toScanEntry(earlier) : null, equipment };
  }
  return { outcome: 'logged', scan: toScanEntry((await repo.findScan(tx, id, companyId))!), equipment };
}

/**
 * spec 01 §6: a plan with a history limit (Basic: last 50 events) lists only the newest N events of what is asked —
 * all pages together — without deleting any, so an upgrade shows everything again. The limit is the listed company's;
 * a provider admin's all-company view has none.
 */
export async function scanHistory(tx: Sql, scope: Scope, query: ScanHistoryQuery): Promise<ScanHistoryPage> {
  const after = query.cursor ? decodeCursor(query.cursor, 'timestamptz') : null;
  const filter = { companyId: readCompany(scope, query.companyId), equipmentId: query.equipmentId };
  const historyLimit = filter.companyId ? quotasOf((await planOfCompany(tx, filter.companyId)).limitsTier).historyEvents : null;
  const until = historyLimit === null ? null : await repo.nthNewestScanKey(tx, filter, historyLimit);
  const rows = await repo.listScans(tx, filter, after, query.limit + 1, until);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    scans: page.map(toScanEntry),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.sort_key, last.id) : null,
    historyLimit,
  };
}

export async function getScan(tx: Sql, scope: Scope, id: string): Promise<ScanEntry> {
  const row = await repo.findScan(tx, id, scope.companyId);
  if (!row) throw notFound();
  return toScanEntry(row);
}

export async function deleteScan(tx: Sql, scope: Scope, id: string): Promise<void> {
  if (!(await repo.deleteScan(tx, id, scope.companyId))) throw notFound();
}

/** Clear All: the whole company's history; a provider admin must name the company. */
export async function clearScans(tx: Sql, scope: Scope, requestedCompany: string | undefined): Promise<{ deleted: number }> {
  return { deleted: await repo.clearScans(tx, writeCompany(scope, requestedCompany)) };
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** spec 02 §9: 30 days, weekly growth, top 5 locations, recent 10 — all counted from the log. */
export async function scanAnalytics(tx: Sql, scope: Scope, requestedCompany: string | undefined): Promise<ScanAnalytics> {
  const companyId = readCompany(scope, requestedCompany);
  const now = new Date();
  const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (scanAnalyticsDays - 1)));
  const totals = await repo.scanTotals(tx, companyId, firstDay);
  const perDay = new Map((await repo.scansByDay(tx, companyId, firstDay)).map((r) => [r.day, r.n]));
  const daily = Array.from({ length: scanAnalyticsDays }, (_, i) => {
    const date = dayKey(new Date(firstDay.getTime() + i * 86_400_000));
    return { date, count: perDay.get(date) ?? 0 };
  });
  const locations = await repo.topLocations(tx, companyId, firstDay, topScanLocations);
  const recent = await repo.listScans(tx, { companyId, since: firstDay }, null, recentScanCount);
  return {
    days: scanAnalyticsDays,
    totalScans: totals.total,
    uniqueEquipment: totals.equipment,
    uniqueUsers: totals.users,
    lastWeek: totals.last_week,
    weekBefore: totals.week_before,
    weeklyGrowthPercent: weeklyGrowthPercent(totals.last_week, totals.week_before),
    bySource: { camera: totals.camera, upload: totals.upload, offline: totals.offline },
    daily,
    topLocations: locations.map((l) => ({ location: l.location, count: l.n })),
    recent: recent.map(toScanEntry),
  };
}
