import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReview, createReviewInput, listAdminReviewsQuery, publicReviewsResponse } from '@gears/domain';
import { errorResponses } from '../../platform/responses.ts';
import type { AppDeps } from '../../app-deps.ts';
import { adminRunner } from '../../platform/admin-run.ts';
import { requireAuth } from '../../platform/auth-context.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './reviews.service.ts';
import { idParams } from '../../platform/params.ts';

const tags = ['reviews'];

/** Customer reviews: public approved list, signed-in submission, admin moderation (spec 03 §2–§5). */
export async function reviewsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const asAdmin = adminRunner(deps.run);

  r.get('/api/public/reviews', { schema: { tags, response: { 200: publicReviewsResponse } } }, async () =>
    deps.run.anonymous((tx) => service.listPublicReviews(tx)),
  );

  r.post(
    '/api/reviews',
    {
      schema: {
        tags,
        body: createReviewInput,
        response: { 201: z.object({ review: adminReview, message: z.string() }), ...errorResponses(409, 429) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      const out = await req.tenant((tx) => service.createReview(tx, { scope, input: req.body, config: deps.config }));
      deps.mailer.kick();
      return reply.status(201).send(out);
    },
  );

  r.get(
    '/api/admin/reviews',
    { schema: { tags, querystring: listAdminReviewsQuery, response: { 200: z.object({ reviews: z.array(adminReview) }) } } },
    async (req) => asAdmin(req, 'reviews.list', (tx) => service.listForModeration(tx, req.query)),
  );

  r.post(
    '/api/admin/reviews/:id/approve',
    { schema: { tags, params: idParams, response: { 200: z.object({ review: adminReview }) } } },
    async (req) => asAdmin(req, 'reviews.moderate', (tx, admin) => service.moderateReview(tx, { admin, id: req.params.id, approve: true })),
  );

  r.post(
    '/api/admin/reviews/:id/reject',
    { schema: { tags, params: idParams, response: { 200: z.object({ review: adminReview }) } } },
    async (req) =>
      asAdmin(req, 'reviews.moderate', (tx, admin) => service.moderateReview(tx, { admin, id: req.params.id, approve: false })),
  );
}
