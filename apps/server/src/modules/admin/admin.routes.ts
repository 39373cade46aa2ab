import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveRegistrationInput,
  companySummary,
  meResponse,
  messages,
  outboxEmail,
  registrationDecision,
  registrationRequest,
  resendOutboxEmailResult,
  securityEvent,
  startImpersonationInput,
  taxSettings as taxSettingsView,
  updateTaxSettingsInput,
} from '@gears/domain';
import { errorResponses } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { adminRunner } from '../../platform/admin-run.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { AppError } from '../../platform/errors.ts';
import { scopeOf } from '../../platform/scope.ts';
import { loadMe } from '../account/index.ts';
import { registration } from '../team/index.ts';
import * as service from './admin.service.ts';
import * as outbox from './outbox.service.ts';
import * as taxSettings from './tax-settings.service.ts';
import { idParams } from '../../platform/params.ts';

export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const asAdmin = adminRunner(deps.run);

  r.get(
    '/api/admin/companies',
    { schema: { tags: ['admin'], response: { 200: z.object({ companies: z.array(companySummary) }) } } },
    async (req) => ({
      companies: await asAdmin(req, 'companies.list', (tx) => service.listCompanies(tx)),
    }),
  );

  r.post(
    '/api/admin/impersonation',
    { schema: { tags: ['admin'], body: startImpersonationInput, response: { 200: meResponse, ...errorResponses(404, 409) } } },
    async (req) => {
      if (!requireAuth(req).isAdmin) throw new AppError('FORBIDDEN', messages.impersonationDenied);
      await asAdmin(req, 'impersonation.start', (tx, admin) => service.startImpersonation(tx, admin, req.body.clientId, req.ip));
      await app.resolveAuth(req);
      return req.tenant((tx) => loadMe(tx, scopeOf(req.auth!)));
    },
  );

  r.delete('/api/admin/impersonation', { schema: { tags: ['admin'], response: { 200: meResponse } } }, async (req) => {
    await asAdmin(req, 'impersonation.stop', (tx, admin) => service.stopImpersonation(tx, admin, req.ip));
    await app.resolveAuth(req);
    return req.tenant((tx) => loadMe(tx, scopeOf(req.auth!)));
  });

  r.get(
    '/api/admin/registration-requests',
    { schema: { tags: ['admin'], response: { 200: z.object({ requests: z.array(registrationRequest) }) } } },
    async (req) => ({
      requests: await asAdmin(req, 'registration.list', (tx) => registration.listRequests(tx)),
    }),
  );

  r.post(
    '/api/admin/registration-requests/:id/approve',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: approveRegistrationInput.nullish(),
        response: { 200: registrationDecision, ...errorResponses(409) },
      },
    },
    async (req) => {
      // No body at all is the default choice: a new company.
      const input = req.body ?? approveRegistrationInput.parse({});
      const out = await asAdmin(req, 'registration.approve', (tx, admin) =>
        registration.approveRequest(tx, admin, req.params.id, input, deps.config),
      );
      deps.mailer.kick();
      return out;
    },
  );

  r.post(
    '/api/admin/registration-requests/:id/reject',
    { schema: { tags: ['admin'], params: idParams, response: { 200: registrationDecision, ...errorResponses(409) } } },
    async (req) => asAdmin(req, 'registration.reject', (tx, admin) => registration.rejectRequest(tx, admin, req.params.id)),
  );

  r.get(
    '/api/admin/outbox',
    { schema: { tags: ['admin'], response: { 200: z.object({ emails: z.array(outboxEmail) }) } } },
    async (req) => ({
      emails: await asAdmin(req, 'outbox.list', (tx) => outbox.listOutbox(tx)),
    }),
  );

  r.post(
    '/api/admin/outbox/:id/resend',
    { schema: { tags: ['admin'], params: idParams, response: { 201: resendOutboxEmailResult, ...errorResponses(409) } } },
    async (req, reply) => {
      const out = await asAdmin(req, 'outbox.resend', (tx, admin) => outbox.resendOutboxEmail(tx, admin, req.params.id, deps.config));
      deps.mailer.kick();
      return reply.status(201).send(out);
    },
  );

  // The provider's default tax rate, given to each quote when sent unless chosen on the quote (issue 13 item 2).
  r.get('/api/admin/tax-settings', { schema: { tags: ['admin'], response: { 200: taxSettingsView } } }, async (req) =>
    asAdmin(req, 'tax-settings.read', (tx) => taxSettings.getTaxSettings(tx)),
  );

  r.patch(
    '/api/admin/tax-settings',
    { schema: { tags: ['admin'], body: updateTaxSettingsInput, response: { 200: taxSettingsView } } },
    async (req) => asAdmin(req, 'tax-settings.update', (tx, admin) => taxSettings.updateTaxSettings(tx, admin, req.body)),
  );

  r.get(
    '/api/admin/security-events',
    { schema: { tags: ['admin'], response: { 200: z.object({ events: z.array(securityEvent) }) } } },
    async (req) => ({
      events: await asAdmin(req, 'security-events.list', (tx) => service.listSecurityEvents(tx)),
    }),
  );
}
