import { createHash } from 'node:crypto';
import { checkFix, fleetMessages as m, type CheckedFix, type FixInput, type IngestResult } from '@gears/domain';
import type { Database, Sql } from '../../db/database.ts';
import { withIngestSource } from '../../db/tenant.ts';
import { AppError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/worker.ts';
import { hashToken } from '../../platform/tokens.ts';
import { requireFeature } from '../billing/index.ts';
import * as repo from './ingest.repo.ts';

export type IngestDeps = { db: Database; jobs: Jobs };

/** Companies whose plan was seen to include fleet tracking, and until when that answer is trusted. */
const planSeen = new Map<string, number>();
const planTrustMs = 60_000;

/**
 * The tier gate for the ingest (spec 01 §6): 403 'Feature Unavailable' when the source's company plan lacks
 * fleet_tracking. A yes is remembered for a minute per process (a downgrade applies within that minute); a no is
 * checked every time, so an upgrade applies at once.
 */
async function requireFleetPlan(tx: Sql, companyId: string): Promise<void> {
  if ((planSeen.get(companyId) ?? 0) > Date.now()) return;
  await requireFeature(tx, companyId, 'fleet_tracking');
  if (planSeen.size > 10_000) planSeen.clear();
  planSeen.set(companyId, Date.now() + planTrustMs);
}

/**
 * Stores the fixes one ingest call carried, for the source whose secret is in the URL (issue 16 item 2; ADR 0022).
 * Each fix is checked (fix.rules.ts); refused ones are counted per reason on the source. The rest go in with one
 * statement; a repeat of a stored fix (same device and fix time) is a duplicate. An unknown or inactive secret is 401
 * and stores nothing. Event forwards (countDuplicates false) do not count the repeat of a position already forwarded.
 */
export async function ingestFixes(
  deps: IngestDeps,
  call: { secret: string; fixes: FixInput[]; countDuplicates?: boolean },
  now = new Date(),
): Promise<IngestResult> {
  const rejected: Record<string, number> = {};
  const good: CheckedFix[] = [];
  for (const input of call.fixes) {
    const checked = checkFix(input, now);
    if (checked.ok) good.push(checked.fix);
    else rejected[checked.reason] = (rejected[checked.reason] ?? 0) + 1;
  }
  const secretHash = hashToken(call.secret);
  const { result, enqueued } = await onceMoreOnDeadlock(() =>
    withIngestSource(deps.db, secretHash, async (tx, source) => {
      if (!source) throw new AppError('UNAUTHENTICATED', m.invalidSecret);
      await requireFleetPlan(tx, source.company_id);
      const stored = await repo.storeFixes(tx, {
        companyId: source.company_id,
        sourceId: source.source_id,
        fixes: good,
        rejected,
        countDuplicates: call.countDuplicates !== false,
      });
      const job = evaluationJob(source.source_id, stored);
      await repo.announceFixes(tx, { companyId: source.company_id, job, events: eventsOf(stored) });
      const answer: IngestResult = { accepted: stored.accepted, rejected: stored.rejected, unassignedDevices: stored.unassigned_devices };
      return { result: answer, enqueued: job !== null };
    }),
  );
  if (enqueued) kickSoon(deps.jobs);
  return result;
}

/** The worker is told about new jobs at most every 250 ms: a kick per call would add a query per fix under load. */
let lastKick = 0;
function kickSoon(jobs: Jobs): void {
  if (Date.now() - lastKick < 250) return;
  lastKick = Date.now();
  jobs.kick();
}

/**
 * The fleet contract: one 'fleet.evaluate' job per call that stored fixes of assigned devices, keyed
 * '<source>:<newest fix time>:<hash of the device ids>' (a retried call adds none).
 */
function evaluationJob(sourceId: string, s: repo.IngestOutcome): { key: string; payload: Record<string, unknown> } | null {
  if (!s.assigned_devices.length || !s.from_fixed_at || !s.to_fixed_at) return null;
  const to = new Date(s.to_fixed_at).toISOString();
  const devices = createHash('sha256').update(s.assigned_devices.join('\n')).digest('hex').slice(0, 16);
  return {
    key: `${sourceId}:${to}:${devices}`,
    payload: {
      trackerSourceId: sourceId,
      deviceIds: s.assigned_devices,
      fromFixedAt: new Date(s.from_fixed_at).toISOString(),
      toFixedAt: to,
    },
  };
}

/** Markers move (fleet_position, per machine when a few); a device seen the first time joins the devices list (tracker). */
function eventsOf(s: repo.IngestOutcome): { kind: string; entityId: string | null }[] {
  const events: { kind: string; entityId: string | null }[] = [];
  if (s.equipment_ids.length > 0) {
    const few = s.equipment_ids.length <= 20;
    for (const id of few ? s.equipment_ids : [null]) events.push({ kind: 'fleet_position', entityId: id });
  }
  if (s.new_devices > 0) events.push({ kind: 'tracker', entityId: null });
  return events;
}

/** Two batches touching the same devices in opposite orders can deadlock; the one PostgreSQL cancels runs again once. */
async function onceMoreOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code !== '40P01') throw err;
    return work();
  }
}
