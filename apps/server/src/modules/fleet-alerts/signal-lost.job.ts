import { alertMessages, fleetThresholds, hasFeature } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/database.ts';
import type { Runners } from '../../db/runner.ts';
import { planOfCompany } from '../billing/index.ts';
import { utcMinute } from './evaluate.plan.ts';
import { raiseAlert } from './raise.service.ts';
import { silentMachinesUnscoped } from './signal-lost.repo.ts';

export const signalLostQueue = 'fleet.signal-lost';
const batch = 500;
const systemAs = (run: Runners, companyId: string) => run.as({ userId: null, companyId, role: 'system', isImpersonating: false });

/**
 * One pass: a signal_lost alert for each tracked machine whose newest fix is older than 24 hours (spec 02 §4), once per
 * silence. Machines are found across companies as the owner; each company's alerts are written in its own tenant
 * transaction, and only for companies whose plan has fleet tracking. Returns how many alerts were raised.
 */
export async function raiseSignalLostAlerts(
  deps: { db: Database; run: Runners; publicUrl: string },
  now = new Date(),
): Promise<{ alerts: number; emailed: boolean }> {
  let alerts = 0;
  let emailed = false;
  const skipped = new Set<string>();
  for (;;) {
    const silent = await silentMachinesUnscoped(deps.db, {
      now,
      silentMs: fleetThresholds.gpsSignalLostMs,
      limit: batch,
      exceptCompanies: [...skipped],
    });
    const companies = [...new Set(silent.map((m) => m.company_id))];
    for (const companyId of companies) {
      await systemAs(
        deps.run,
        companyId,
      )(async (tx) => {
        if (!hasFeature((await planOfCompany(tx, companyId, now)).limitsTier, 'fleet_tracking')) {
          skipped.add(companyId);
          return;
        }
        for (const m of silent.filter((x) => x.company_id === companyId)) {
          const lastFix = new Date(m.last_fix_at);
          const raised = await raiseAlert(
            tx,
            {
              companyId,
              type: 'signal_lost',
              equipmentId: m.equipment_id,
              trackerSourceId: m.tracker_source_id,
              message: alertMessages.signalLost(m.equipment_name, utcMinute(lastFix)),
              details: { lastFixAt: lastFix.toISOString(), deviceId: m.device_id },
              dedupeKey: m.dedupe_key,
            },
            deps.publicUrl,
          );
          if (raised.id) alerts += 1;
          emailed ||= raised.emailed;
        }
      });
    }
    // Each round alerts or skips every machine it found, so the next finds only what is left.
    if (silent.length < batch) return { alerts, emailed };
  }
}

/** Every 5 minutes, one at a time across every process (ADR 0010). */
export function defineSignalLostJob(deps: AppDeps): void {
  deps.jobs.define(signalLostQueue, async () => {
    const { emailed } = await raiseSignalLostAlerts({ db: deps.db, run: deps.run, publicUrl: deps.config.publicUrl });
    if (emailed) deps.mailer.kick();
  });
  deps.jobs.schedule(signalLostQueue, 'every 5 min', { queue: signalLostQueue, singleton: true, maxAttempts: 3 });
}
