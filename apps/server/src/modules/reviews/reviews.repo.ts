import type { CleanReview, ReviewServiceType, ReviewStatus } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

export type PublicReviewRow = {
  id: string;
  rating: number;
  title: string;
  content: string;
  service_type: ReviewServiceType;
  is_verified: boolean;
  reviewer_first_name: string | null;
  company_name: string | null;
  created_at: Date;
};

export type ReviewRow = {
  id: string;
  company_id: string;
  user_id: string;
  rating: number;
  title: string;
  content: string;
  service_type: ReviewServiceType;
  is_verified: boolean;
  is_approved: boolean;
  approved_at: Date | null;
  rejected_at: Date | null;
  helpful_votes: number;
  created_at: Date;
  reviewer_name: string | null;
  reviewer_email: string | null;
  company_name: string | null;
};

/** Unscoped on purpose: approved reviews are public; the definer function returns public fields only. */
export async function listApprovedUnscoped(tx: Sql, limit: number): Promise<PublicReviewRow[]> {
  return tx.query<PublicReviewRow>('select * from public_approved_reviews($1)', [limit]);
}

/** Unscoped on purpose: the count and rating sum over all approved reviews, for the public summary. */
export async function approvedSummaryUnscoped(tx: Sql): Promise<{ count: number; sum: number }> {
  const rows = await tx.query<{ review_count: number; rating_sum: number }>('select * from public_review_summary()');
  return { count: rows[0]?.review_count ?? 0, sum: rows[0]?.rating_sum ?? 0 };
}

const reviewSelect = `select r.id, r.company_id, r.user_id, r.rating, r.title, r.content, r.service_type, r.is_verified, r.is_approved,
    r.approved_at, r.rejected_at, r.helpful_votes, r.created_at, u.name as reviewer_name, u.email as reviewer_email, c.name as company_name
  from customer_reviews r
  left join users u on u.id = r.user_id
  left join companies c on c.id = r.company_id`;

/** Verified when the reviewer's company has an active subscription (the insert policy checks the same). */
export async function insertReview(tx: Sql, r: CleanReview & { companyId: string; userId: string }): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into customer_reviews (company_id, user_id, rating, title, content, service_type, is_verified)
     values ($1, $2, $3, $4, $5, $6, exists (select 1 from companies c where c.id = $1 and c.subscription_status = 'active'))
     returning id`,
    [r.companyId, r.userId, r.rating, r.title, r.content, r.serviceType],
  );
  return rows[0]!.id;
}

const statusCondition: Record<ReviewStatus, string> = {
  pending: 'not r.is_approved and r.rejected_at is null',
  approved: 'r.is_approved',
  rejected: 'r.rejected_at is not null',
};

/** Newest first; under RLS a provider admin sees every company's. */
export async function listByStatus(tx: Sql, status: ReviewStatus, limit: number): Promise<ReviewRow[]> {
  return tx.query<ReviewRow>(`${reviewSelect} where ${statusCondition[status]} order by r.created_at desc, r.id limit $1`, [limit]);
}

export async function getReview(tx: Sql, id: string): Promise<ReviewRow | null> {
  const rows = await tx.query<ReviewRow>(`${reviewSelect} where r.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setApproval(tx: Sql, id: string, approve: boolean, actorId: string): Promise<boolean> {
  const rows = approve
    ? await tx.query(
        `update customer_reviews set is_approved = true, approved_by = $2, approved_at = now(), rejected_by = null, rejected_at = null
          where id = $1 returning id`,
        [id, actorId],
      )
    : await tx.query(
        `update customer_reviews set is_approved = false, approved_by = null, approved_at = null, rejected_by = $2, rejected_at = now()
          where id = $1 returning id`,
        [id, actorId],
      );
  return rows.length > 0;
}
