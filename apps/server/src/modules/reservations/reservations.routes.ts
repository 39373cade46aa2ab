import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReservationInput, listReservationsQuery, reservation, reservationPage, updateReservationInput } from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import { gateRoutesOnFeature } from '../billing/index.ts';
import * as decisions from './decisions.service.ts';
import * as service from './reservations.service.ts';

const tags = ['reservations'];

/** /api/reservations: bookings (every route may answer 403 'Feature Unavailable' from the tier gate) of machines (spec 02 §2 Reservations tab, §5, §9; issue 15 item 3). */
export async function reservationRoutes(app: FastifyInstance, _deps: AppDeps) {
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

  r.get(
    '/api/reservations',
    { schema: { tags, querystring: listReservationsQuery, response: { 200: reservationPage, ...errorResponses(403, 404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listReservations(tx, scope, req.query));
    },
  );

  r.post(
    '/api/reservations',
    { schema: { tags, body: createReservationInput, response: { 201: reservation, ...errorResponses(403, 404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => service.createReservation(tx, scope, req.body)));
    },
  );

  r.get(
    '/api/reservations/:id',
    { schema: { tags, params: idParams, response: { 200: reservation, ...errorResponses(403) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.getReservation(tx, scope, req.params.id));
    },
  );

  r.patch(
    '/api/reservations/:id',
    { schema: { tags, params: idParams, body: updateReservationInput, response: { 200: reservation, ...errorResponses(403, 409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updateReservation(tx, scope, req.params.id, req.body));
    },
  );

  r.post(
    '/api/reservations/:id/confirm',
    { schema: { tags, params: idParams, response: { 200: reservation, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => decisions.confirmReservation(tx, scope, req.params.id));
    },
  );

  r.post(
    '/api/reservations/:id/cancel',
    { schema: { tags, params: idParams, response: { 200: reservation, ...errorResponses(403, 409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => decisions.cancelReservation(tx, scope, req.params.id));
    },
  );
}
