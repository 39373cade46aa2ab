import { z } from 'zod';
import { manualMessages as m } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { JobRow } from '../../platform/jobs/jobs.repo.ts';
import { localOcr, type OcrEngine } from '../parts/index.ts';
import { extractManual } from './extract.ts';
import * as repo from './manuals.repo.ts';
import { formatOf, indexQueue } from './manuals.service.ts';

const payload = z.object({ documentId: z.uuid(), requestedAt: z.string() });

export type IndexOutcome = { status: 'indexed'; pages: number } | { status: 'error'; error: string } | { status: 'skipped' };

/**
 * Indexes one manual (spec 02 §7 manual-indexer) in three steps, none holding a transaction across the slow part: read
 * the manual's row (its company's tenant transaction, role 'system'), read the file and extract its text, store the
 * pages and mark it indexed — or, when the file cannot be read, mark it error with the reason (spec 02 §4). A job whose
 * request was overtaken by a newer reindex, or whose manual was deleted, does nothing.
 */
export async function runIndexJob(
  deps: Pick<AppDeps, 'run' | 'files'>,
  ocr: OcrEngine,
  job: Pick<JobRow, 'company_id' | 'payload'>,
  signal?: AbortSignal,
): Promise<IndexOutcome> {
  if (!job.company_id) throw new Error('manuals.index needs the company of the manual');
  const { documentId, requestedAt } = payload.parse(job.payload);
  const companyId = job.company_id;
  const run = deps.run.as({ userId: null, companyId, role: 'system', isImpersonating: false });
  const manual = await run(async (tx) =>
    (await repo.lockPendingIndex(tx, documentId, requestedAt)) ? repo.findManual(tx, documentId, companyId) : null,
  );
  if (!manual) return { status: 'skipped' };

  let outcome: IndexOutcome;
  let pages: Awaited<ReturnType<typeof extractManual>> = [];
  const data = await deps.files.get(manual.file_key);
  if (!data) {
    outcome = { status: 'error', error: 'The stored file is missing.' };
  } else {
    try {
      pages = await extractManual(formatOf(manual.content_type), data, ocr, signal);
      outcome = pages.some((p) => p.text.length > 0)
        ? { status: 'indexed', pages: pages.length }
        : { status: 'error', error: m.noTextFound };
    } catch (err) {
      // A lost lease is the worker's business (another process has the job): not the file's fault.
      if (signal?.aborted) throw err;
      outcome = { status: 'error', error: readerError(err) };
    }
  }

  const stored = await run(async (tx) => {
    // Still the request this job was made for (not deleted, not reindexed meanwhile)?
    if (!(await repo.lockPendingIndex(tx, documentId, requestedAt))) return false;
    if (outcome.status === 'indexed') {
      await repo.storePages(tx, { documentId, companyId, equipmentId: manual.equipment_id }, pages);
    } else if (outcome.status === 'error') {
      await repo.markError(tx, documentId, outcome.error);
    }
    return true;
  });
  return stored ? outcome : { status: 'skipped' };
}

/** A reader's failure in words a person can act on (pdfjs and mammoth name the broken structure). */
function readerError(err: unknown): string {
  const name = (err as { name?: string }).name;
  if (name === 'PasswordException') return 'The PDF is password-protected.';
  if (name === 'InvalidPDFException') return 'The file is not a readable PDF.';
  const message = err instanceof Error ? err.message : String(err);
  return `The file could not be read: ${message}`.slice(0, 300);
}

const jobEngines = new WeakMap<object, OcrEngine>();

/**
 * Declares the indexing job once per set of dependencies (bootstrap.ts; an app may be built twice over the same ones,
 * and a queue takes one handler), with one OCR engine for it: started on the first scanned page, stopped after a minute
 * idle or when the app closes (closeManualOcr), and started again if needed.
 */
export function defineManualJobs(deps: AppDeps): void {
  const ocr = localOcr();
  jobEngines.set(deps.jobs, ocr);
  deps.jobs.define(indexQueue, async (job, ctx) => {
    await runIndexJob(deps, ocr, job, ctx.signal);
  });
}

export async function closeManualOcr(deps: Pick<AppDeps, 'jobs'>): Promise<void> {
  await jobEngines.get(deps.jobs)?.close();
}
