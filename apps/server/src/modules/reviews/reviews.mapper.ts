import type { AdminReview, PublicReview, ReviewStatus } from '@gears/domain';
import type { PublicReviewRow, ReviewRow } from './reviews.repo.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** What everyone may see of a review; the admin view adds the reviewer and the moderation state. */
function shownFields(r: Omit<PublicReviewRow, 'reviewer_first_name'>, reviewerFirstName: string | null): PublicReview {
  return {
    id: r.id,
    rating: Number(r.rating),
    title: r.title,
    content: r.content,
    serviceType: r.service_type,
    isVerified: r.is_verified,
    reviewerFirstName,
    companyName: r.company_name,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export function toPublicReview(r: PublicReviewRow): PublicReview {
  return shownFields(r, r.reviewer_first_name);
}

export function statusOf(r: Pick<ReviewRow, 'is_approved' | 'rejected_at'>): ReviewStatus {
  if (r.is_approved) return 'approved';
  return r.rejected_at ? 'rejected' : 'pending';
}

export function toAdminReview(r: ReviewRow): AdminReview {
  return {
    ...shownFields(r, r.reviewer_name ? (r.reviewer_name.trim().split(/\s+/)[0] ?? null) : null),
    status: statusOf(r),
    reviewerName: r.reviewer_name,
    reviewerEmail: r.reviewer_email,
    companyId: r.company_id,
    helpfulVotes: r.helpful_votes,
    moderatedAt: iso(r.approved_at ?? r.rejected_at),
  };
}
