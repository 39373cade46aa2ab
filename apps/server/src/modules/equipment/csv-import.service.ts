import fs from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { parse, CsvError } from 'csv-parse';
import {
  equipmentMessages,
  isBlankRecord,
  lifecycleStageOf,
  mapCsvHeaders,
  newQrCodeId,
  validateImportRow,
  type CsvFieldKey,
  type ImportResult,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './csv-import.repo.ts';
import { writeCompany, type Scope } from '../../platform/scope.ts';
import { takeWithinLimit } from '../billing/index.ts';
import { companyExists } from '../../platform/company.repo.ts';

const batchSize = 1000;
const previewRows = 10; // spec 02 §9
const maxErrorMessages = 1000;
const qrCodeInUse = 'QR code ID is already in use';

type Pending = { row: number; draft: repo.ImportDraft };
type Options = { file: string; extension: string; dryRun: boolean; companyId: string | undefined; fileName: string };

/** Reads the head of the file: a CSV is text, so a NUL byte means it is not one. */
async function assertLooksLikeText(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    if (bytesRead === 0) throw new AppError('VALIDATION', equipmentMessages.csvEmpty);
    if (buffer.subarray(0, bytesRead).includes(0)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', equipmentMessages.csvOnly);
  } finally {
    await handle.close();
  }
}

/** The running tally of one import; errors are kept with their row so they can be reported in file order. */
function tally(dryRun: boolean) {
  const result: ImportResult = {
    dryRun,
    columns: [],
    unknownHeaders: [],
    preview: [],
    total: 0,
    imported: 0,
    failed: 0,
    errors: [],
    errorsTruncated: false,
  };
  const errors: { row: number; message: string }[] = [];
  return {
    result,
    fail(row: number, messages: string[]) {
      result.failed += 1;
      for (const message of messages) {
        if (errors.length < maxErrorMessages) errors.push({ row, message });
        else result.errorsTruncated = true;
      }
      result.preview.find((p) => p.row === row)?.errors.push(...messages);
    },
    finish(): ImportResult {
      result.errors = errors.sort((x, y) => x.row - y.row).map((e) => `Row ${e.row}: ${e.message}`);
      return result;
    },
  };
}

/**
 * spec 02 §5 Bulk operations: streams the CSV, validates each row, skips blank rows, reports
 * 'Row N: …' per failed row and goes on. Valid rows are committed in batches of 1000, one
 * multi-row INSERT each, while the next batches are parsed. A dry run runs every check, duplicate
 * serials and QR ids included, and writes nothing.
 */
export async function importCsv(run: TxRunner, scope: Scope, opts: Options): Promise<ImportResult> {
  if (opts.extension !== '.csv') throw new AppError('UNSUPPORTED_MEDIA_TYPE', equipmentMessages.csvOnly);
  const companyId = writeCompany(scope, opts.companyId, equipmentMessages.chooseCompany);
  if (scope.companyId === null && !(await run((tx) => companyExists(tx, companyId)))) throw notFound('Company not found');
  await assertLooksLikeText(opts.file);

  const t = tally(opts.dryRun);
  const reasonsFor = async (batch: Pending[]) => {
    const serials = batch.map((p) => p.draft.serial?.toLowerCase()).filter((s): s is string => !!s);
    const codes = batch.map((p) => p.draft.qrCodeId).filter((c): c is string => !!c);
    const taken = await run((tx) => repo.existingKeys(tx, companyId, serials, codes));
    return (p: Pending) =>
      p.draft.serial && taken.serials.has(p.draft.serial.toLowerCase())
        ? equipmentMessages.duplicateSerial
        : p.draft.qrCodeId && taken.qrCodeIds.has(p.draft.qrCodeId)
          ? qrCodeInUse
          : null;
  };
  const commit = async (batch: Pending[]) => {
    if (batch.length === 0) return;
    if (opts.dryRun) {
      const reasonOf = await reasonsFor(batch);
      for (const p of batch) {
        const reason = reasonOf(p);
        if (reason) t.fail(p.row, [reason]);
        else t.result.imported += 1;
      }
      return;
    }
    // Conflicts are rare: insert first, and only look up why for rows the unique indexes skipped.
    // Rows past the plan's equipment limit (ADR 0006) are refused with the limit message.
    const { inserted, allowed, refused, message } = await run(async (tx) => {
      const split = await takeWithinLimit(tx, companyId, 'equipment', batch);
      return {
        ...split,
        inserted: await repo.insertBatch(
          tx,
          companyId,
          scope.actorId,
          split.allowed.map((p) => p.draft),
        ),
      };
    });
    for (const p of refused) t.fail(p.row, [message]);
    const skipped = allowed.filter((p) => !inserted.has(p.draft.id));
    t.result.imported += allowed.length - skipped.length;
    if (skipped.length === 0) return;
    const reasonOf = await reasonsFor(skipped);
    for (const p of skipped) t.fail(p.row, [reasonOf(p) ?? equipmentMessages.duplicateSerial]);
  };

  // Up to two batches are written while the next is parsed: on PostgreSQL they run on two connections.
  const inflight = new Set<Promise<void>>();
  let failure: unknown = null;
  const drain = async (keep: number) => {
    while (inflight.size > keep) await Promise.race(inflight);
    if (failure) throw failure;
  };
  const send = async (batch: Pending[]) => {
    await drain(1);
    const job: Promise<void> = commit(batch)
      .catch((err) => {
        failure ??= err;
      })
      .finally(() => inflight.delete(job));
    inflight.add(job);
  };

  const seenSerials = new Set<string>();
  const seenCodes = new Set<string>();
  let pending: Pending[] = [];
  let columns: (CsvFieldKey | null)[] | null = null;
  let hasQrColumn = false;
  let row = 0;
  const parser = fs
    .createReadStream(opts.file)
    .pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, max_record_size: 1_000_000 }));
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (!columns) {
        if (isBlankRecord(record)) throw new AppError('VALIDATION', equipmentMessages.csvEmpty);
        const map = mapCsvHeaders(record);
        if (!map.columns.includes('name')) throw new AppError('VALIDATION', equipmentMessages.csvNoNameColumn);
        columns = map.columns;
        hasQrColumn = map.columns.includes('qrCodeId');
        t.result.columns = map.columns;
        t.result.unknownHeaders = [...map.unknown, ...map.duplicates];
        continue;
      }
      if (isBlankRecord(record)) continue;
      t.result.total += 1;
      const cells: Partial<Record<CsvFieldKey, string>> = {};
      columns.forEach((key, i) => {
        if (key && record[i] !== undefined) cells[key] = record[i];
      });
      if (t.result.preview.length < previewRows) {
        const values = Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, (v ?? '').slice(0, 200)]));
        t.result.preview.push({ row, values, errors: [] });
      }
      const { draft, errors } = validateImportRow(cells);
      if (!draft) {
        t.fail(row, errors);
        continue;
      }
      const serialKey = draft.serial?.toLowerCase();
      // spec 02 §7: imported equipment gets a QR id. A file with a QR Code ID column (an export) keeps its blanks blank.
      const qrCodeId = draft.qrCodeId ?? (hasQrColumn ? null : newQrCodeId(randomBytes(8)));
      if (serialKey && seenSerials.has(serialKey)) {
        t.fail(row, [equipmentMessages.duplicateSerial]);
        continue;
      }
      if (qrCodeId && seenCodes.has(qrCodeId)) {
        t.fail(row, [qrCodeInUse]);
        continue;
      }
      if (serialKey) seenSerials.add(serialKey);
      if (qrCodeId) seenCodes.add(qrCodeId);
      const lifecycleStage = lifecycleStageOf(draft.currentConditionRating, draft.status);
      pending.push({ row, draft: { ...draft, id: randomUUID(), qrCodeId, lifecycleStage } });
      if (pending.length >= batchSize) {
        await send(pending);
        pending = [];
      }
    }
  } catch (err) {
    if (!(err instanceof CsvError)) {
      await Promise.allSettled(inflight);
      throw err;
    }
    if (!columns) throw new AppError('VALIDATION', equipmentMessages.csvParseError);
    t.fail(row + 1, [equipmentMessages.csvParseError]);
  }
  if (!columns) throw new AppError('VALIDATION', equipmentMessages.csvEmpty);
  await send(pending);
  await drain(0);
  if (!opts.dryRun && t.result.imported > 0) {
    await run((tx) =>
      recordActivity(tx, {
        companyId,
        userId: scope.actorId,
        action: 'equipment_imported',
        entityType: 'equipment_import',
        details: { fileName: opts.fileName, imported: t.result.imported, failed: t.result.failed },
      }),
    );
  }
  return t.finish();
}
