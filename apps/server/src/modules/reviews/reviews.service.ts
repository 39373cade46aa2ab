import {
  checkReview,
  noticeTexts,
  publicMessages as m,
  ratingSummary,
  reviewLimits,
  reviewServiceTypeLabels,
  type AdminReview,
  type CreateReviewInput,
  type ListAdminReviewsQuery,
  type PublicReviewsResponse,
} from '@gears/domain';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hitLimits, type Limit } from '../../platform/rate-limit.ts';
import { isProviderStaff, type Scope } from '../../platform/scope.ts';
import { notify } from '../notifications/index.ts';
import { toAdminReview, toPublicReview } from './reviews.mapper.ts';
import * as repo from './reviews.repo.ts';

const reviewLimit = (userId: string): Limit => ({ bucket: `review:${userId}`, max: 10, windowSeconds: 24 * 60 * 60 });

/** spec 03 §7: approved, newest first, 20 shown; with the count and average of all approved ratings. */
export async function listPublicReviews(tx: Sql): Promise<PublicReviewsResponse> {
  const rows = await repo.listApprovedUnscoped(tx, reviewLimits.shown);
  const { count, sum } = await repo.approvedSummaryUnscoped(tx);
  return { reviews: rows.map(toPublicReview), summary: ratingSummary(count, sum) };
}

/**
 * spec 03 §4/§5: a signed-in customer's review waits for approval (is_approved false). Provider staff
 * do not review their own service, and an impersonating admin cannot write as the client.
 */
export async function createReview(
  tx: Sql,
  opts: { scope: Scope; input: CreateReviewInput; config: Config },
): Promise<{ review: AdminReview; message: string }> {
  const { scope, input } = opts;
  if (isProviderStaff(scope)) throw new AppError('FORBIDDEN', m.providerCannotReview);
  const check = checkReview(input);
  if (!check.ok) throw new AppError('VALIDATION', check.message, { details: check.details });
  await hitLimits(tx, [reviewLimit(scope.actorId)]);
  const id = await repo.insertReview(tx, { ...check.review, companyId: scope.homeCompanyId, userId: scope.actorId });
  await recordActivity(tx, {
    companyId: scope.homeCompanyId,
    userId: scope.actorId,
    action: 'review_submitted',
    entityType: 'review',
    entityId: id,
  });
  const review = (await repo.getReview(tx, id))!;
  const stars = `${check.review.rating}/5`;
  await notify(tx, {
    kind: 'review_pending',
    type: 'info',
    companyId: scope.homeCompanyId,
    to: 'provider-staff',
    ...noticeTexts.reviewPending({ companyName: review.company_name, rating: check.review.rating }),
    link: '/dashboard/admin?tab=reviews',
    email: () => ({
      subject: `Review waiting for approval (${stars})`,
      template: 'review_pending',
      // Plain text: the reviewer's words reach the admins exactly as typed.
      text: [
        `${review.company_name ?? 'A customer'} left a ${stars} review about ${reviewServiceTypeLabels[check.review.serviceType].toLowerCase()}.`,
        '',
        check.review.title,
        check.review.content,
        '',
        `Approve or reject it in the admin area: ${opts.config.publicUrl}/dashboard/admin?tab=reviews`,
      ].join('\n'),
    }),
  });
  return { review: toAdminReview(review), message: m.reviewThanks };
}

export async function listForModeration(tx: Sql, q: ListAdminReviewsQuery): Promise<{ reviews: AdminReview[] }> {
  const rows = await repo.listByStatus(tx, q.status, 200);
  return { reviews: rows.map(toAdminReview) };
}

/** Approve or reject (either way round, so a mistake can be undone); recorded in the company's activity log. */
export async function moderateReview(tx: Sql, opts: { admin: Scope; id: string; approve: boolean }): Promise<{ review: AdminReview }> {
  const before = await repo.getReview(tx, opts.id);
  if (!before) throw notFound(m.reviewNotFound);
  await repo.setApproval(tx, opts.id, opts.approve, opts.admin.actorId);
  await recordActivity(tx, {
    companyId: before.company_id,
    userId: opts.admin.actorId,
    action: opts.approve ? 'review_approved' : 'review_rejected',
    entityType: 'review',
    entityId: opts.id,
  });
  return { review: toAdminReview((await repo.getReview(tx, opts.id))!) };
}
