import { z } from 'zod';
import { reviewServiceTypes, reviewStatuses } from './review.rules.ts';

/** POST /api/reviews. Loose on purpose: checkReview (review.rules.ts) gives the spec's messages. */
export const createReviewInput = z.strictObject({
  rating: z.number().nullable().optional(),
  title: z.string().max(5000).nullable().optional(),
  content: z.string().max(20000).nullable().optional(),
  serviceType: z.string().max(100).nullable().optional(),
});
export type CreateReviewInput = z.infer<typeof createReviewInput>;

/** What anyone may read: never an email, at most the reviewer's first name and company name. */
export const publicReview = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  title: z.string(),
  content: z.string(),
  serviceType: z.enum(reviewServiceTypes),
  isVerified: z.boolean(),
  reviewerFirstName: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const publicReviewsResponse = z.object({
  reviews: z.array(publicReview),
  summary: z.object({ count: z.number().int(), average: z.number().nullable() }),
});
export type PublicReviewsResponse = z.infer<typeof publicReviewsResponse>;

/** The admin list: who wrote it and where moderation stands. */
export const adminReview = publicReview.extend({
  status: z.enum(reviewStatuses),
  reviewerName: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
  companyId: z.uuid(),
  helpfulVotes: z.number().int(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const listAdminReviewsQuery = z.strictObject({
  status: z.enum(reviewStatuses).default('pending'),
});
export type ListAdminReviewsQuery = z.infer<typeof listAdminReviewsQuery>;

export const foundersProgressResponse = z.object({ total: z.number().int(), claimed: z.number().int(), spotsLeft: z.number().int() });
export type FoundersProgressResponse = z.infer<typeof foundersProgressResponse>;
