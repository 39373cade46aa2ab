import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkScheduleInput,
  bulkScheduleResult,
  meterReadingList,
  meterReadingsQuery,
  recordMeterInput,
  recordMeterResult,
} from '@gears/domain';
import { errorResponses } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import { bulkSchedule } from './bulk.service.ts';
import * as meter from './meter.service.ts';

const tags = ['maintenance'];
const logOf = (req: FastifyRequest) => (err: unknown, id: string) => req.log.error({ err, equipmentId: id }, 'bulk scheduling item failed');

/** Meter readings (hours-based schedules) and bulk scheduling on an equipment selection (spec 02 §5, §7). */
export async function meterRoutes(app: FastifyInstance, _deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/maintenance/meter-readings',
    { schema: { tags, body: recordMeterInput, response: { 201: recordMeterResult, ...errorResponses(404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => meter.recordMeterReading(tx, scope, req.body)));
    },
  );

  r.get(
    '/api/maintenance/meter-readings',
    { schema: { tags, querystring: meterReadingsQuery, response: { 200: meterReadingList, ...errorResponses(404) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => meter.listMeterReadings(tx, scope, req.query.equipmentId, req.query.limit));
    },
  );

  r.post('/api/maintenance/bulk', { schema: { tags, body: bulkScheduleInput, response: { 200: bulkScheduleResult } } }, async (req) => {
    const scope = scopeOf(requireAuth(req));
    return bulkSchedule((fn) => req.tenant(fn), scope, req.body, logOf(req));
  });
}
