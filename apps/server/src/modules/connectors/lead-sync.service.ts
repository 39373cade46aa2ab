import type { FastifyBaseLogger } from 'fastify';
import type { LeadSyncResult } from '@gears/domain';
import type { ZohoConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { NewJob } from '../../platform/jobs/jobs.repo.ts';
import type { Jobs } from '../../platform/jobs/worker.ts';
import { ConnectorError, type LeadPush } from './accounting.connector.ts';
import type { ConnectorContext } from './connectors.service.ts';
import { connectorMessages as m } from './connectors.messages.ts';
import * as repo from './connectors.repo.ts';
import { connectorOf, pushInvoice } from './quote-sync.service.ts';
import { isConnected } from './zoho-tokens.ts';

/** A lead the CRM keeps refusing is left alone after this many tries (its error stays visible). */
const maxAttempts = 5;

const leadOf = (l: repo.PendingLeadRow): LeadPush => ({
  firstName: l.first_name,
  lastName: l.last_name,
  email: l.email,
  phone: l.phone,
  company: l.company,
  message: l.message,
  leadSource: l.lead_source,
  equipmentType: l.equipment_type,
  fleetSize: l.fleet_size,
});

/**
 * spec 03 §7 sync-zoho-leads / create_lead: stored leads become CRM leads, each once (connector_links). Mobile-app
 * launch sign-ups are an email list, not sales leads: recorded as skipped. A lead the CRM refuses is recorded and
 * retried on later passes; an outage or a broken connection stops the pass without spending attempts.
 * since: only leads stored after it (the background pass pushes what arrives after connecting; the admin's
 * 'Sync leads' pushes older ones too).
 */
export async function syncLeads(ctx: ConnectorContext, opts: { since: 'connection' | null; limit: number }): Promise<LeadSyncResult> {
  const conn = await ctx.run((tx) => repo.findConnection(tx, 'zoho'));
  if (!isConnected(ctx.config, conn)) throw new ConnectorError('not_connected', m.notConnected);
  const since = opts.since === 'connection' && conn!.connected_at ? new Date(conn!.connected_at) : null;
  const pending = await ctx.run((tx) => repo.pendingLeads(tx, { provider: 'zoho', maxAttempts, since, limit: opts.limit }));
  const result: LeadSyncResult = { syncedCount: 0, skippedCount: 0, failedCount: 0, errors: [] };
  if (pending.length === 0) return result;
  const connector = connectorOf(ctx);
  for (const lead of pending) {
    if (lead.kind === 'mobile_notify') {
      await ctx.run((tx) =>
        repo.saveLink(tx, { provider: 'zoho', entityType: 'lead', entityId: lead.id, externalId: null, status: 'skipped', error: null }),
      );
      result.skippedCount += 1;
      continue;
    }
    try {
      const { externalId } = await connector.createLead(leadOf(lead));
      await ctx.run((tx) =>
        repo.saveLink(tx, { provider: 'zoho', entityType: 'lead', entityId: lead.id, externalId, status: 'synced', error: null }),
      );
      result.syncedCount += 1;
    } catch (err) {
      const error = err instanceof ConnectorError ? err : new ConnectorError('unavailable', (err as Error).message);
      result.errors.push(error.message);
      if (error.kind !== 'rejected') {
        await ctx.run((tx) => repo.recordSyncOutcome(tx, 'zoho', error.message));
        break;
      }
      await ctx.run((tx) =>
        repo.saveLink(tx, {
          provider: 'zoho',
          entityType: 'lead',
          entityId: lead.id,
          externalId: null,
          status: 'failed',
          error: error.message,
        }),
      );
      result.failedCount += 1;
    }
  }
  if (result.syncedCount > 0) await ctx.run((tx) => repo.recordSyncOutcome(tx, 'zoho', null));
  return result;
}

/**
 * Hooks other modules call after their own transaction commits; each only starts background work and never throws
 * (our ledger and lead capture never wait on, or fail because of, the outside system). No-ops when the connector is off.
 */
export type ConnectorEvents = {
  /** A lead was stored (modules/leads): push new leads to the CRM. */
  leadStored(): void;
  /** A quote was converted in our ledger (modules/ledger): push its invoice to Zoho Books. */
  quoteConverted(quoteId: string, actor: { userId: string }): void;
  /** Waits for background work (tests, shutdown). */
  drain(): Promise<void>;
  stop(): void;
};

export const inactiveConnectorEvents: ConnectorEvents = { leadStored() {}, quoteConverted() {}, drain: async () => {}, stop() {} };

/** The job queues of the connector (ADR 0010). */
export const connectorQueues = { leadSync: 'connectors.lead-sync', pushInvoice: 'connectors.push-invoice' } as const;

/**
 * Background work runs as durable jobs, as the owner (ADR 0001: system jobs, not tenant requests); it reads only the
 * provider's connector rows, leads, and the one converted quote. A lead pass is a singleton (one at a time across
 * every process, so a lead is never pushed twice by two passes at once) and also runs every 5 minutes to catch
 * anything a missed hook left behind.
 */
export function connectorEventsFor(o: {
  config: ZohoConfig;
  publicUrl: string;
  db: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
}): ConnectorEvents {
  const systemCtxUnscoped: ConnectorContext = { config: o.config, publicUrl: o.publicUrl, run: (fn) => o.db.transaction(fn) };
  const connected = async () => isConnected(o.config, await systemCtxUnscoped.run((tx) => repo.findConnection(tx, 'zoho')));

  o.jobs.define(connectorQueues.leadSync, async () => {
    if (!(await connected())) return;
    const r = await syncLeads(systemCtxUnscoped, { since: 'connection', limit: 50 });
    if (r.errors.length) o.log.warn({ errors: r.errors }, 'some leads were not pushed to Zoho CRM');
  });
  o.jobs.define(connectorQueues.pushInvoice, async (job) => {
    if (!(await connected())) return;
    try {
      // A refused push is recorded on the quote for the admin's Retry; the job is done either way.
      await pushInvoice(systemCtxUnscoped, { userId: String(job.payload.userId) }, String(job.payload.quoteId));
    } catch (err) {
      // The quote no longer allows a push (already pushed, voided, no items): nothing to retry.
      if (!(err instanceof AppError)) throw err;
      o.log.info({ quoteId: job.payload.quoteId, reason: err.message }, 'invoice not pushed to Zoho Books');
    }
  });
  const leadPass = { queue: connectorQueues.leadSync, singleton: true, maxAttempts: 3 };
  o.jobs.schedule(connectorQueues.leadSync, 'every 5 min', leadPass);

  // Enqueueing is the only work done in the caller's request; the hooks never throw.
  const enqueueing = new Set<Promise<void>>();
  const enqueue = (job: NewJob) => {
    const p = o.jobs
      .enqueue(job)
      .catch((err: unknown) => o.log.warn({ err }, 'connector job not enqueued'))
      .finally(() => enqueueing.delete(p));
    enqueueing.add(p);
  };

  return {
    leadStored: () => enqueue(leadPass),
    quoteConverted: (quoteId, actor) =>
      enqueue({ queue: connectorQueues.pushInvoice, payload: { quoteId, userId: actor.userId }, maxAttempts: 3 }),
    async drain() {
      await Promise.all([...enqueueing]);
      await o.jobs.drain();
    },
    stop() {},
  };
}
