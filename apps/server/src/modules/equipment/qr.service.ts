import { randomBytes } from 'node:crypto';
import type QRCodeModule from 'qrcode';
import { lazyRequire } from '../../platform/lazy-require.ts';

const qrcode = lazyRequire<typeof QRCodeModule>('qrcode');
import {
  codeLookupOrder,
  equipmentMessages,
  newQrCodeId,
  qrPngFileName,
  qrTargetUrl,
  type Equipment,
  type LabelLayout,
  type QrCodeResult,
  type QrSummary,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './equipment.repo.ts';
import { toEquipment } from './equipment.mapper.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import { equipmentStats, requireEquipment, requireLiveEquipment } from './equipment.service.ts';
import { equipmentIdForAlternateCode } from './alternate-codes.service.ts';
import { labelQrMargin, renderLabelSheet, type LabelData } from './labels.pdf.ts';

/**
 * spec 02 §9: the single QR image is 400 px wide, error correction M. Its margin is the standard
 * 4-module quiet zone (ISO/IEC 18004), not the spec's 2: the image is printed and pasted on its own,
 * so nothing else guarantees blank space around the code.
 */
const qrImageOptions = { type: 'png', width: 400, margin: 4, errorCorrectionLevel: 'M' } as const;

/** Generates (or regenerates) the equipment's QR id: 'EQ-' + 8 characters, unique within the company. */
export async function generateQrCode(tx: Sql, scope: Scope, id: string, publicUrl: string): Promise<QrCodeResult> {
  const row = await requireLiveEquipment(tx, scope, id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newQrCodeId(randomBytes(8));
    if (await repo.qrCodeTaken(tx, row.company_id, code)) continue;
    await repo.updateEquipment(tx, id, row.company_id, { qrCodeId: code });
    const equipment = toEquipment((await repo.findEquipment(tx, id, row.company_id))!);
    return { equipment, qrCodeId: code, url: qrTargetUrl(publicUrl, code) };
  }
  throw new AppError('INTERNAL', 'Failed to generate QR code');
}

/** The PNG a user views, downloads or prints; it encodes {PUBLIC_URL}/equipment/{qrCodeId}. */
export async function qrPng(run: TxRunner, scope: Scope, id: string, publicUrl: string): Promise<{ png: Buffer; fileName: string }> {
  const row = await run((tx) => requireEquipment(tx, scope, id));
  if (!row.qr_code_id) throw new AppError('NOT_FOUND', equipmentMessages.noQrCode);
  const png = await qrcode().toBuffer(qrTargetUrl(publicUrl, row.qr_code_id), qrImageOptions);
  return { png, fileName: qrPngFileName(row.name) };
}

/**
 * spec 02 §5 Scanner lookup within the caller's company: by QR id, then by id, then by an alternate code (a label the
 * machine carried before, issue 19 item 5). Another company's code is simply not found.
 */
export async function resolveCode(tx: Sql, scope: Scope, code: string): Promise<Equipment> {
  for (const step of codeLookupOrder(code)) {
    const row = await repo.findByLookup(tx, step.by, step.value, scope.companyId);
    if (row) return toEquipment(row);
  }
  const alternate = await equipmentIdForAlternateCode(tx, scope.companyId, code);
  const row = alternate ? await repo.findByLookup(tx, 'id', alternate, scope.companyId) : null;
  if (row) return toEquipment(row);
  throw new AppError('NOT_FOUND', equipmentMessages.qrCodeNotFound);
}

/** The QR code manager's fleet summary: counts and the first 3 without a code (spec 02 §2, §9). */
export async function qrSummary(tx: Sql, scope: Scope, requestedCompany: string | undefined): Promise<QrSummary> {
  const stats = await equipmentStats(tx, scope, requestedCompany);
  const sample = await repo.listNeedingQrCode(tx, readCompany(scope, requestedCompany), 3);
  return { withQrCode: stats.withQrCode, needingQrCode: stats.needingQrCode, needingQrCodeSample: sample };
}

/**
 * Label sheets for a selection. Every id must be the caller's (else 404); equipment without a
 * QR id is left out, and a selection with none answers 'No QR Codes to Print'.
 */
export async function labelSheet(run: TxRunner, scope: Scope, ids: string[], layout: LabelLayout, publicUrl: string) {
  const rows = await run((tx) => repo.findEquipmentByIds(tx, ids, scope.companyId));
  if (rows.length < ids.length) throw notFound(equipmentMessages.notFound);
  const printable = rows.filter((r) => r.qr_code_id);
  if (printable.length === 0) throw new AppError('VALIDATION', 'No QR Codes to Print');
  const labels: LabelData[] = [];
  for (const r of printable) {
    const qrPng = await qrcode().toBuffer(qrTargetUrl(publicUrl, r.qr_code_id!), {
      type: 'png',
      width: 300,
      margin: labelQrMargin[layout],
      errorCorrectionLevel: 'M',
    });
    labels.push({ name: r.name, manufacturer: r.manufacturer, model: r.model, year: r.year, code: r.qr_code_id!, qrPng });
  }
  const pdf = await renderLabelSheet(labels, layout, new URL(publicUrl).host);
  return { pdf, printed: printable.length, skipped: rows.length - printable.length };
}
