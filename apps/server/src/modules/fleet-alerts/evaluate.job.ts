import type { AppDeps } from '../../app-deps.ts';
import type { JobRow } from '../../platform/jobs/jobs.repo.ts';
import { evaluateFixes, evaluatePayload, type EvaluateResult } from './evaluate.service.ts';

/** The queue the ingest feeds after each call that stored fixes of assigned devices (fleet-common contract). */
export const evaluateQueue = 'fleet.evaluate';

/**
 * Runs one 'fleet.evaluate' job in its company's tenant transaction (role 'system', no user: RLS keeps it to that
 * company). A job without a company or with a payload that is not the contract's fails (and ends in the dead letters).
 */
export async function runEvaluateJob(
  deps: Pick<AppDeps, 'run' | 'config'>,
  job: Pick<JobRow, 'company_id' | 'payload'>,
): Promise<EvaluateResult> {
  if (!job.company_id) throw new Error('fleet.evaluate needs the company of the fixes');
  const payload = evaluatePayload.parse(job.payload);
  const companyId = job.company_id;
  return deps.run.as({ userId: null, companyId, role: 'system', isImpersonating: false })((tx) =>
    evaluateFixes(tx, companyId, payload, deps.config.publicUrl),
  );
}

export function defineEvaluateJob(deps: AppDeps): void {
  deps.jobs.define(evaluateQueue, async (job) => {
    if ((await runEvaluateJob(deps, job)).emailed) deps.mailer.kick();
  });
}
