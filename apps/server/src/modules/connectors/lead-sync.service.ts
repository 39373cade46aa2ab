import type { FastifyBaseLogger } from 'fastify';
import type { LeadSyncResult } from '@gears/domain';
import type { ZohoConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ConnectorError, type LeadPush } from './accounting.connector.ts';
import type { ConnectorContext } from './connectors.service.ts';
import { connectorMessages as m } from './connectors.messages.ts';
import * as repo from './connectors.repo.ts';
import { connectorOf, pushInvoice } from './quote-sync.service.ts';
import { isConnected } from './zoho-tokens.ts';

/** A lead the CRM keeps refusing is left alone after this many tries (its error stays visible). */
const maxAttempts = 5;

const leadOf = (l: repo.PendingLeadRow): LeadPush => ({
  firstName: l.first_name, lastName: l.last_name, email: l.email, phone: l.phone, company: l.company, message: l.message,
  leadSource: l.lead_source, equipmentType: l.equipment_type, fleetSize: l.fleet_size,
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
      await ctx.run((tx) => repo.saveLink(tx, { provider: 'zoho', entityType: 'lead', entityId: lead.id, externalId: null, status: 'skipped', error: null }));
      result.skippedCount += 1;
      continue;
    }
    try {
      const { externalId } = await connector.createLead(leadOf(lead));
      await ctx.run((tx) => repo.saveLink(tx, { provider: 'zoho', entityType: 'lead', entityId: lead.id, externalId, status: 'synced', error: null }));
      result.syncedCount += 1;
    } catch (err) {
      const error = err instanceof ConnectorError ? err : new ConnectorError('unavailable', (err as Error).message);
      result.errors.push(error.message);
      if (error.kind !== 'rejected') {
        await ctx.run((tx) => repo.recordSyncOutcome(tx, 'zoho', error.message));
        break;
      }
      await ctx.run((tx) => repo.saveLink(tx, { provider: 'zoho', entityType: 'lead', entityId: lead.id, externalId: null, status: 'failed', error: error.message }));
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

/** Lead passes every few minutes catch anything a missed hook left behind. */
const leadPassIntervalMs = 5 * 60 * 1000;

/**
 * Background work runs as the owner, like the outbox mailer (ADR 0001: system jobs, not tenant requests); it reads
 * only the provider's connector rows, leads, and the one converted quote.
 */
export function connectorEventsFor(o: { config: ZohoConfig; publicUrl: string; db: Database; log: FastifyBaseLogger }): ConnectorEvents {
  const systemCtxUnscoped: ConnectorContext = { config: o.config, publicUrl: o.publicUrl, run: (fn) => o.db.transaction(fn) };
  const work = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const tracked = p.catch((err: unknown) => o.log.warn({ err }, 'connector background work failed')).finally(() => work.delete(tracked));
    work.add(tracked);
  };

  let leadPass: Promise<void> | null = null;
  let again = false;
  const leadStored = () => {
    if (leadPass) {
      again = true;
      return;
    }
    leadPass = (async () => {
      const conn = await systemCtxUnscoped.run((tx) => repo.findConnection(tx, 'zoho'));
      if (!isConnected(o.config, conn)) return;
      const r = await syncLeads(systemCtxUnscoped, { since: 'connection', limit: 50 });
      if (r.errors.length) o.log.warn({ errors: r.errors }, 'some leads were not pushed to Zoho CRM');
    })().finally(() => {
      leadPass = null;
      if (again) {
        again = false;
        leadStored();
      }
    });
    track(leadPass);
  };

  const timer = setInterval(leadStored, leadPassIntervalMs);
  timer.unref();

  return {
    leadStored,
    quoteConverted(quoteId, actor) {
      track((async () => {
        const conn = await systemCtxUnscoped.run((tx) => repo.findConnection(tx, 'zoho'));
        if (!isConnected(o.config, conn)) return;
        await pushInvoice(systemCtxUnscoped, { userId: actor.userId }, quoteId);
      })());
    },
    async drain() {
      while (work.size > 0) await Promise.all([...work]);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
