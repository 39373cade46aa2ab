import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CsvError } from 'csv-parse';
import {
  applyMapping,
  csvColumns,
  customColumnOf,
  importSourceLabels as sourceLabels,
  duplicateTarget,
  equipmentMessages,
  equipmentTextLimits,
  importMapping,
  importSourceLabels,
  isBlankRecord,
  lifecycleStageOf,
  mapImportRecord,
  newQrCodeId,
  normalizeHeader,
  suggestMapping,
  suggestStatus,
  isCustomTarget,
  typeOfCategory,
  validateImportRow,
  type ImportMapping,
  type ImportPlan,
  type ImportProgress,
  type ImportResult,
  type ImportTarget,
} from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './csv-import.repo.ts';
import { writeCompany, type Scope } from '../../platform/scope.ts';
import { companyExists } from '../../platform/company.repo.ts';
import { openImportSource } from './import-source.ts';
import { countRows, profileFile, readHeaders, type FileProfile } from './import-profile.ts';
import { createTally, progressReporter, type ImportHeader, type Tally } from './import-tally.ts';
import { committer, qrCodeInUse, type Pending } from './import-committer.ts';
import { loadPeople, personOf, type People } from './import-custody.ts';
import { prepareCustomFields } from './import-extras.ts';
import { loadSiteMatcher } from './import-sites.ts';

const batchSize = 1000;
/** The import (not the dry run) reads this many rows ahead for samples and values; see profileFile. */
const profileHeadRows = 1000;
const fieldKeys = new Set<string>(csvColumns.map((c) => c.key));
const custodyTargets = new Set<ImportTarget>(['custodian', 'custodianEmail', 'custodianFirstName', 'custodianLastName']);

type Options = {
  file: string;
  extension: string;
  dryRun: boolean;
  companyId: string | undefined;
  fileName: string;
  mapping?: string;
  /** Where links in notifications point (PUBLIC_URL); the job-sites module's placement takes them. */
  links: { publicUrl: string };
  /** Issue 19 item 9: told the rows settled so far, once before the first row and after every batch. */
  onProgress?: (progress: ImportProgress) => void;
};

function parseMapping(text: string | undefined): ImportMapping {
  if (!text) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'The mapping is not valid JSON.');
  }
  const parsed = importMapping.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION', `The mapping is not valid: ${parsed.error.issues[0]?.message ?? 'unknown field'}`);
  return parsed.data;
}

/** Files with the same headers share a remembered mapping, however their cells are spelled. */
const signatureOf = (headers: readonly string[]) => createHash('sha256').update(headers.map(normalizeHeader).join('\u0001')).digest('hex');

/** The fields an update may write: those the file maps, and the ones the mapping derives (notes, tags, expiry, operator). */
function updatableKeys(targets: readonly ImportTarget[]): string[] {
  const keys = new Set<string>(targets.filter((t) => fieldKeys.has(t)));
  if (targets.some((t) => t === 'keep' || t === 'assetTag' || t === 'warrantyMonths')) keys.add('notes');
  if (targets.includes('equipmentType')) keys.add('tags');
  if (targets.includes('warrantyMonths')) keys.add('warrantyExpiry');
  if (targets.some((t) => custodyTargets.has(t))) keys.add('operatorName');
  return [...keys];
}

function describe(
  source: { fileType: 'csv' | 'xlsx'; encoding: string | null; delimiter: string | null; sheets: string[]; sheet: string | null },
  profile: FileProfile,
  plan: ImportPlan,
  suggested: ReturnType<typeof suggestMapping>,
  remembered: boolean,
): ImportHeader {
  const { headers, targets } = plan;
  return {
    columns: targets.map((t) => (fieldKeys.has(t) ? t : null)),
    unknownHeaders: headers.filter((h, i) => h && suggested.targets[i] === 'keep'),
    format: suggested.format,
    formatLabel: suggested.format ? importSourceLabels[suggested.format] : null,
    fileType: source.fileType,
    encoding: source.encoding,
    delimiter: source.delimiter,
    sheets: source.sheets,
    sheet: source.sheet,
    mapping: headers.map((header, i) => ({ header, target: targets[i]!, sample: profile.samples[i] ?? '' })),
    rememberedMapping: remembered,
    statuses: [...profile.statuses].map(([value, count]) => {
      const known = suggestStatus(value);
      return { value, count, suggested: plan.statusMap[value] ?? known ?? 'active', known: known !== null };
    }),
    categories: [...profile.categories].map(([value, count]) => {
      const type = typeOfCategory(value, plan.typeMap);
      return { value, count, suggested: type, known: type !== 'other' || value.trim().toLowerCase() === 'other' };
    }),
    dateOrder: profile.dateOrder,
  };
}

/**
 * spec 02 §5 Bulk operations and issue 19: reads a CSV (any encoding, delimiter, line ending) or XLSX file, maps
 * its columns (explicit, remembered for the company, or suggested) and values, validates each row, reports
 * 'Row N: …' per failed row and goes on. Valid rows are committed in batches of 1000, one multi-row INSERT each,
 * while the next batches are parsed. With `existing` set, rows whose serial number names live equipment are
 * skipped or updated (only when they differ), so the same file twice changes nothing. A dry run runs every check
 * and writes nothing.
 */
export async function importCsv(run: TxRunner, scope: Scope, opts: Options): Promise<ImportResult> {
  const companyId = writeCompany(scope, opts.companyId, equipmentMessages.chooseCompany);
  if (scope.companyId === null && !(await run((tx) => companyExists(tx, companyId)))) throw notFound('Company not found');
  const choice = parseMapping(opts.mapping);
  let source = await openImportSource(opts.file, opts.extension, { encoding: choice.encoding, sheet: choice.sheet });
  let headers = await readHeaders(source).catch(() => [] as string[]);
  let suggested = suggestMapping(headers);
  // A workbook whose first sheet is not the register (a cover or notes sheet): the first sheet with a name column.
  if (source.fileType === 'xlsx' && !choice.sheet && !suggested.targets.includes('name')) {
    for (const sheet of source.sheets.slice(1)) {
      const next = await openImportSource(opts.file, opts.extension, { sheet });
      const nextHeaders = await readHeaders(next).catch(() => [] as string[]);
      if (!suggestMapping(nextHeaders).targets.includes('name')) continue;
      [source, headers, suggested] = [next, nextHeaders, suggestMapping(nextHeaders)];
      break;
    }
  }
  if (headers.length === 0) await readHeaders(source);
  const signature = signatureOf(headers);
  const remembered = choice.columns ? null : await run((tx) => repo.findMapping(tx, companyId, signature));
  const targets = applyMapping(headers, suggested.targets, (choice.columns ?? remembered ?? {}) as Record<string, ImportTarget>);
  const duplicate = duplicateTarget(headers, targets);
  if (duplicate) throw new AppError('VALIDATION', duplicate);
  if (!targets.includes('name')) throw new AppError('VALIDATION', equipmentMessages.csvNoNameColumn);
  const customAt = targets.flatMap((x, i) => (isCustomTarget(x) ? [i] : []));
  const optionsAt = customAt.filter((i) => customColumnOf(headers[i]!)?.type === 'options');
  const datesAt = customAt.filter((i) => customColumnOf(headers[i]!)?.type === 'date');
  // A one-of custom field takes its options from every value of its column, so such a file is read whole first.
  const profile = await profileFile(source, targets, opts.dryRun || optionsAt.length ? Infinity : profileHeadRows, optionsAt, datesAt);
  const setup = await run((tx) =>
    prepareCustomFields(tx, scope, companyId, {
      headers,
      targets,
      dryRun: opts.dryRun,
      optionsOf: (i) => [...(profile.values.get(i)?.keys() ?? [])],
    }),
  );
  const plan: ImportPlan = {
    headers,
    targets: setup.targets,
    customTypes: setup.customTypes,
    dateOrder: choice.dateOrder ?? (profile.dateOrder === 'dmy' ? 'dmy' : 'mdy'),
    statusMap: choice.statuses ?? {},
    typeMap: choice.types ?? {},
  };
  const t = createTally(opts.dryRun, describe(source, profile, plan, suggested, remembered !== null), headers);
  t.result.notices.push(...setup.notices);
  const extras = {
    keyOf: setup.keyOf,
    label: suggested.format ? sourceLabels[suggested.format].replace(/ (export|import)$/, '') : 'Asset tag',
    siteOf: targets.includes('location') && choice.jobSites !== false ? await run((tx) => loadSiteMatcher(tx, companyId)) : null,
    links: opts.links,
  };
  const people = targets.some((x) => custodyTargets.has(x)) ? await run((tx) => loadPeople(tx, companyId)) : null;
  const keys = updatableKeys(targets);
  const progress = opts.onProgress ? progressReporter(opts.onProgress, profile.rows ?? (await countRows(source)), t) : undefined;
  progress?.();
  const commit = committer(
    run,
    scope,
    companyId,
    opts.dryRun,
    { existing: choice.existing ?? null, key: choice.key ?? 'serial', keys },
    extras,
    t,
    progress,
  );
  await readRows(source, plan, people, t, commit.send);
  await commit.drain(0);
  if (!opts.dryRun && choice.columns) {
    const columns = Object.fromEntries(headers.map((h, i) => [h, targets[i]!]));
    await run((tx) => repo.saveMapping(tx, { companyId, signature, headers, columns, userId: scope.actorId }));
  }
  const result = t.finish();
  progress?.(result.total);
  if (!opts.dryRun && result.imported > 0) {
    await run((tx) =>
      recordActivity(tx, {
        companyId,
        userId: scope.actorId,
        action: 'equipment_imported',
        entityType: 'equipment_import',
        details: {
          fileName: opts.fileName,
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
          failed: result.failed,
        },
      }),
    );
  }
  return result;
}

/**
 * New QR ids from one buffer of random bytes refilled every 1,024 ids: a randomBytes call per row cost the import about
 * a third of its own CPU (bench: 2.8 s of 100,000 rows).
 */
function qrIdSource(): () => string {
  const idBytes = 8;
  let pool = randomBytes(idBytes * 1024);
  let at = 0;
  return () => {
    if (at === pool.length) [pool, at] = [randomBytes(pool.length), 0];
    at += idBytes;
    return newQrCodeId(pool.subarray(at - idBytes, at));
  };
}

/** The row pass: map, validate, refuse in-file duplicates, and hand batches of good rows to the committer. */
async function readRows(
  source: Awaited<ReturnType<typeof openImportSource>>,
  plan: ImportPlan,
  people: People | null,
  t: Tally,
  send: (batch: Pending[]) => Promise<void>,
): Promise<void> {
  const seenSerials = new Set<string>();
  const seenCodes = new Set<string>();
  const hasQrColumn = plan.targets.includes('qrCodeId');
  const nextQrCodeId = qrIdSource();
  // One clock for the whole file: every row is judged against the same today.
  const now = new Date();
  let pending: Pending[] = [];
  let headerSeen = false;
  let row = 0;
  try {
    for await (const record of source.records()) {
      row += 1;
      if (isBlankRecord(record)) continue;
      if (!headerSeen) {
        headerSeen = true;
        continue;
      }
      t.result.total += 1;
      const { cells, extras } = mapImportRecord(record, plan);
      const userId = people ? personOf(people, extras.custodian) : null;
      if (extras.custodian && !userId && !cells.operatorName) {
        const name = extras.custodian.name ?? extras.custodian.email;
        if (name) cells.operatorName = name.slice(0, equipmentTextLimits.operatorName);
      }
      if (t.wantsPreview()) {
        const values = Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, (v ?? '').slice(0, 200)]));
        t.result.preview.push({ row, values, errors: [] });
      }
      const { draft, errors } = validateImportRow(cells, now);
      if (!draft) {
        t.fail(row, errors, record);
        continue;
      }
      const serialKey = draft.serial?.toLowerCase();
      // spec 02 §7: imported equipment gets a QR id. A file with a QR Code ID column (an export) keeps its blanks blank.
      const qrCodeId = draft.qrCodeId ?? (hasQrColumn ? null : nextQrCodeId());
      if (serialKey && seenSerials.has(serialKey)) {
        t.fail(row, [equipmentMessages.duplicateSerial], record);
        continue;
      }
      if (qrCodeId && seenCodes.has(qrCodeId)) {
        t.fail(row, [qrCodeInUse], record);
        continue;
      }
      if (serialKey) seenSerials.add(serialKey);
      if (qrCodeId) seenCodes.add(qrCodeId);
      if (extras.custodian && !userId) t.result.namedHolders += 1;
      const lifecycleStage = lifecycleStageOf(draft.currentConditionRating, draft.status);
      pending.push({
        row,
        record,
        userId,
        custom: extras.custom,
        assetTag: extras.assetTag,
        draft: { ...draft, id: randomUUID(), qrCodeId, lifecycleStage },
      });
      if (pending.length >= batchSize) {
        await send(pending);
        pending = [];
      }
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    t.fail(row + 1, [equipmentMessages.csvParseError], null);
  }
  await send(pending);
}
