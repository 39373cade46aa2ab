import { useState } from 'react';
import { Check, Star, X } from 'lucide-react';
import type { AdminReview } from '@gears/domain';
import { reviewServiceTypeLabels, reviewStatuses, type ReviewStatus } from '@gears/domain/public/review.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { cn } from '../../../lib/cn.ts';
import { useModerateReview, useModerationReviews } from '../api/leads-reviews-api.ts';

const statusLabels: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

function ReviewCard({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[1fr_auto]">
      <div className="grid min-w-0 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex gap-0.5" role="img" aria-label={`Rated ${review.rating} out of 5`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                className={cn('size-4', n <= review.rating ? 'fill-primary text-primary' : 'text-muted-foreground')}
                aria-hidden="true"
              />
            ))}
          </span>
          <Badge variant="secondary">{reviewServiceTypeLabels[review.serviceType]}</Badge>
          {review.isVerified ? <Badge variant="success">Verified customer</Badge> : null}
        </div>
        <p className="font-semibold break-words">{review.title}</p>
        <p className="whitespace-pre-wrap break-words">{review.content}</p>
        <p className="text-xs break-words text-muted-foreground">
          {review.reviewerName ?? 'Former user'} ({review.reviewerEmail ?? 'no email'}) · {review.companyName} ·{' '}
          {formatDateTime(review.createdAt)}
          {review.moderatedAt ? ` · ${review.status} ${formatDateTime(review.moderatedAt)}` : ''}
        </p>
      </div>
      <div className="flex items-start gap-2">
        {review.status !== 'approved' ? (
          <Button
            size="sm"
            onClick={() => moderate.mutate({ id: review.id, approve: true })}
            disabled={moderate.isPending}
            aria-label={`Approve review: ${review.title}`}
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
        ) : null}
        {review.status !== 'rejected' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => moderate.mutate({ id: review.id, approve: false })}
            disabled={moderate.isPending}
            aria-label={`Reject review: ${review.title}`}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** spec 03 §4: new reviews wait here (is_approved false) until an admin approves them for the home page. */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reviews = useModerationReviews(status);
  return (
    <div className="grid gap-4">
      <div role="radiogroup" aria-label="Review status" className="inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1">
        {reviewStatuses.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={status === value}
            onClick={() => setStatus(value)}
            className={cn(
              'min-h-11 rounded-md px-3 text-sm font-medium text-muted-foreground md:min-h-8',
              status === value && 'bg-card text-foreground shadow-xs',
            )}
          >
            {statusLabels[value]}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <SkeletonRows label="Loading reviews" />
      ) : reviews.isError ? (
        <ErrorState message={errorMessage(reviews.error, 'Failed to load reviews')} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <EmptyState
          title={`No ${statusLabels[status].toLowerCase()} reviews`}
          description="Reviews customers leave on the home page wait here for approval."
        />
      ) : (
        <ul className="grid gap-3">
          {reviews.data.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </div>
  );
}
