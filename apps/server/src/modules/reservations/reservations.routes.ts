import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReservationInput, listReservationsQuery, updateReservationInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import * as decisions from './decisions.service.ts';
import { defineReservationReminders } from './reminders.job.ts';
import * as service from './reservations.service.ts';

const tags = ['reservations'];

/** /api/reservations: bookings of machines (spec 02 §2 Reservations tab, §5, §9; issue 15 item 3). */
export async function reservationRoutes(app: FastifyInstance, deps: AppDeps) {
  defineReservationReminders(deps);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', async (req) => {
      requireAuth(req);
    });
    gateRoutesOnFeature(scoped, 'reservations_basic'); // spec 02 §1: reservations need reservations_basic
    registerRoutes(scoped);
  });
}

function registerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/reservations', { schema: { tags, querystring: listReservationsQuery } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.listReservations(tx, scope, req.query));
  });

  r.post('/api/reservations', { schema: { tags, body: createReservationInput } }, async (req, reply) => {
    const scope = scopeOf(requireAuth(req));
    return reply.status(201).send(await req.tenant((tx) => service.createReservation(tx, scope, req.body)));
  });

  r.get('/api/reservations/:id', { schema: { tags, params: idParams } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.getReservation(tx, scope, req.params.id));
  });

  r.patch('/api/reservations/:id', { schema: { tags, params: idParams, body: updateReservationInput } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.updateReservation(tx, scope, req.params.id, req.body));
  });

  r.post('/api/reservations/:id/confirm', { schema: { tags, params: idParams } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => decisions.confirmReservation(tx, scope, req.params.id));
  });

  r.post('/api/reservations/:id/cancel', { schema: { tags, params: idParams } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return req.tenant((tx) => decisions.cancelReservation(tx, scope, req.params.id));
  });
}
