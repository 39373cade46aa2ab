import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectionStatus,
  connectorPdfQuery,
  connectorsAvailable,
  leadSyncInput,
  leadSyncResult,
  oauthCallbackInput,
  quoteIdParams,
  quoteSyncInfo,
  quoteSyncResult,
  type ConnectorsAvailable,
} from '@gears/domain';
import { errorResponses, fileResponse } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { adminContextOf, requireAdmin } from '../../platform/auth-context.ts';
import { AppError } from '../../platform/errors.ts';
import { adminOperationLimit, hitLimits } from '../../platform/rate-limit.ts';
import { scopeOf } from '../../platform/scope.ts';
import { ConnectorError } from './accounting.connector.ts';
import { connectorMessages as m } from './connectors.messages.ts';
import * as connection from './connectors.service.ts';
import { connectorEventsFor, inactiveConnectorEvents, syncLeads, type ConnectorEvents } from './lead-sync.service.ts';
import * as quotes from './quote-sync.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks for other modules, called after their transaction commits; no-ops while the connector is off. */
    connectorEvents: ConnectorEvents;
  }
}

const tags = ['connectors'];
const base = '/api/admin/connectors/zoho';
/** Every connector call is rate limited per operation; the outside system's own failures answer 409 or 502. */
const limited = errorResponses(429);
const upstream = errorResponses(409, 429, 502);

/**
 * The optional Zoho Books/CRM connector (DESIGN §5, issue 5 item 9). With no ZOHO_CLIENT_ID nothing is registered:
 * every connector URL answers 404 and the web shows nothing about it. Provider admins only.
 */
export async function connectorRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = deps.config.zoho;
  // Always there, so the web learns whether a connector exists without asking its routes (a 404 in every admin's
  // console); with none configured the list is empty and still names none.
  app.get(
    '/api/admin/connectors',
    { schema: { tags, response: { 200: connectorsAvailable } } },
    async (req): Promise<ConnectorsAvailable> => {
      requireAdmin(req);
      return { available: config ? ['zoho'] : [] };
    },
  );
  if (!config) {
    app.decorate('connectorEvents', inactiveConnectorEvents);
    return;
  }
  const events = connectorEventsFor({ config, publicUrl: deps.config.publicUrl, db: deps.db, jobs: deps.jobs, log: app.log });
  app.decorate('connectorEvents', events);

  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The admin's all-company view (also while impersonating, like the other admin routes), rate limited per operation. */
  const adminCall = async (req: FastifyRequest, operation: string, opts: { forQuotes?: boolean } = {}) => {
    const auth = requireAdmin(req);
    // Quote pushes act for the provider on any client's quote: not from inside one client's view.
    if (opts.forQuotes && auth.impersonation) throw new AppError('FORBIDDEN', m.stopImpersonating);
    const run = deps.run.as(adminContextOf(auth));
    await run((tx) => hitLimits(tx, [adminOperationLimit(auth.userId, `connectors.${operation}`)]));
    return { admin: scopeOf(auth), ctx: { config, publicUrl: deps.config.publicUrl, run } satisfies connection.ConnectorContext };
  };

  /** The outside system's failures: a broken connection is our state (409); Zoho refusing or being down is a 502. */
  const answer = async <T>(reply: FastifyReply, fn: () => Promise<T>): Promise<T | FastifyReply> => {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof ConnectorError)) throw err;
      if (err.kind === 'not_connected' || err.kind === 'auth') throw new AppError('CONFLICT', err.message);
      return reply.status(502).send({ error: { code: 'UPSTREAM', message: err.message } });
    }
  };

  r.get(`${base}/status`, { schema: { tags, response: { 200: connectionStatus, ...limited } } }, async (req) => {
    const { ctx } = await adminCall(req, 'status');
    return connection.connectionStatus(ctx);
  });

  r.get(`${base}/authorize`, { schema: { tags, response: { 200: z.object({ url: z.string() }), ...limited } } }, async (req) => {
    const { admin, ctx } = await adminCall(req, 'authorize');
    return connection.startAuthorization(ctx, admin);
  });

  r.post(
    `${base}/callback`,
    { schema: { tags, body: oauthCallbackInput, response: { 200: connectionStatus, ...upstream } } },
    async (req, reply) => {
      const { admin, ctx } = await adminCall(req, 'callback');
      return answer(reply, () => connection.completeAuthorization(ctx, admin, req.body, req.ip));
    },
  );

  r.delete(`${base}/connection`, { schema: { tags, response: { 200: connectionStatus, ...limited } } }, async (req) => {
    const { admin, ctx } = await adminCall(req, 'disconnect');
    return connection.disconnect(ctx, admin, req.ip);
  });

  r.post(
    `${base}/leads/sync`,
    { schema: { tags, body: leadSyncInput.nullish(), response: { 200: leadSyncResult, ...upstream } } },
    async (req, reply) => {
      const { ctx } = await adminCall(req, 'leads.sync');
      return answer(reply, () => syncLeads(ctx, { since: null, limit: req.body?.limit ?? 50 }));
    },
  );

  r.get(`${base}/quotes/:id`, { schema: { tags, params: quoteIdParams, response: { 200: quoteSyncInfo, ...limited } } }, async (req) => {
    const { ctx } = await adminCall(req, 'quotes.read', { forQuotes: true });
    return quotes.quoteSyncInfo(ctx, req.params.id);
  });

  r.post(
    `${base}/quotes/:id/push`,
    { schema: { tags, params: quoteIdParams, response: { 200: quoteSyncResult, ...upstream } } },
    async (req) => {
      const { admin, ctx } = await adminCall(req, 'quotes.push', { forQuotes: true });
      return quotes.pushEstimate(ctx, { userId: admin.actorId }, req.params.id, 'push');
    },
  );

  r.post(
    `${base}/quotes/:id/retry`,
    { schema: { tags, params: quoteIdParams, response: { 200: quoteSyncResult, ...upstream } } },
    async (req) => {
      const { admin, ctx } = await adminCall(req, 'quotes.retry', { forQuotes: true });
      return quotes.pushEstimate(ctx, { userId: admin.actorId }, req.params.id, 'retry');
    },
  );

  r.post(
    `${base}/quotes/:id/push-invoice`,
    { schema: { tags, params: quoteIdParams, response: { 200: quoteSyncResult, ...upstream } } },
    async (req) => {
      const { admin, ctx } = await adminCall(req, 'quotes.push-invoice', { forQuotes: true });
      return quotes.pushInvoice(ctx, { userId: admin.actorId }, req.params.id);
    },
  );

  r.get(
    `${base}/quotes/:id/pdf`,
    {
      schema: {
        tags,
        params: quoteIdParams,
        querystring: connectorPdfQuery,
        response: { 200: fileResponse('The document as Zoho renders it', 'application/pdf'), ...upstream },
      },
    },
    async (req, reply) => {
      const { ctx } = await adminCall(req, 'quotes.pdf', { forQuotes: true });
      const got = await answer(reply, () => quotes.fetchQuotePdf(ctx, req.params.id, req.query.type));
      if (!('pdf' in got)) return got;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${got.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(got.pdf);
    },
  );
}
