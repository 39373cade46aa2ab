import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { raiseSensorAlert, sensorAlertQueue } from './sensors.service.ts';

const payload = z.object({ readingId: z.uuid() });

/** Raises the alert of a warning or critical sensor reading in its company's tenant transaction (ADR 0023). */
export function defineSensorAlertJob(deps: AppDeps): void {
  deps.jobs.define(sensorAlertQueue, async (job) => {
    if (!job.company_id) throw new Error('fleet.sensor-alert needs the company of the reading');
    const companyId = job.company_id;
    const { readingId } = payload.parse(job.payload);
    const { emailed } = await deps.run.as({ userId: null, companyId, role: 'system', isImpersonating: false })((tx) =>
      raiseSensorAlert(tx, companyId, readingId, deps.config.publicUrl),
    );
    if (emailed) deps.mailer.kick();
  });
}
