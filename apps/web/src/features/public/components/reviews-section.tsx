import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BadgeCheck, MessageSquarePlus, Star } from 'lucide-react';
import type { PublicReview } from '@gears/domain';
import { reviewServiceTypeLabels } from '@gears/domain/public/review.rules';
import { publicMessages } from '@gears/domain/public/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { usePublicReviews } from '../api/public-api.ts';
import { ReviewForm } from './review-form.tsx';

/** After signing in from 'Leave a Review' the visitor comes back here with the form open. */
export const leaveReviewReturnTo = '/?review=new';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={n <= rating ? 'size-4 fill-primary text-primary' : 'size-4 text-muted-foreground'} aria-hidden="true" />
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  const who = [review.reviewerFirstName, review.companyName].filter(Boolean).join(', ') || 'A customer';
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <Badge variant="secondary">{reviewServiceTypeLabels[review.serviceType]}</Badge>
      </div>
      <h3 className="font-semibold break-words">{review.title}</h3>
      <p className="flex-1 text-sm whitespace-pre-line break-words text-muted-foreground">{review.content}</p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{who}</span>
        {review.isVerified ? (
          <span className="inline-flex items-center gap-1 text-success">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified customer
          </span>
        ) : null}
        <span>· {formatDate(review.createdAt)}</span>
      </p>
    </Card>
  );
}

function LeaveReview() {
  const { status, user } = useSession();
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState(false);
  const wantsForm = search.get('review') === 'new';

  useEffect(() => {
    if (status === 'signed-in' && wantsForm) {
      setOpen(true);
      document.getElementById('reviews')?.scrollIntoView();
    }
  }, [status, wantsForm]);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next && wantsForm) setSearch({}, { replace: true });
  };

  if (status === 'loading') return null;
  if (status === 'signed-out') {
    return (
      <Button variant="outline" asChild>
        <Link to={`/auth?returnTo=${encodeURIComponent(leaveReviewReturnTo)}`}>
          <MessageSquarePlus aria-hidden="true" />
          Leave a Review
        </Link>
      </Button>
    );
  }
  if (user?.role === 'gears_admin')
    return <p className="text-sm text-muted-foreground">Provider staff approve reviews in the admin area.</p>;
  return (
    <Dialog open={open} onOpenChange={change}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MessageSquarePlus aria-hidden="true" />
        Leave a Review
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave a Review</DialogTitle>
          <DialogDescription>Tell other equipment teams how GEARS Portal works for you. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <ReviewForm onDone={() => change(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** spec 03 §2: Customer Reviews, approved only, newest first (20), with 'Leave a Review'. */
export function ReviewsSection() {
  const reviews = usePublicReviews();
  const summary = reviews.data?.summary;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-1">
          <h2 id="reviews-heading" className="text-2xl font-semibold tracking-tight md:text-3xl">
            Customer Reviews
          </h2>
          {summary && summary.count > 0 && summary.average !== null ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Stars rating={Math.round(summary.average)} />
              {summary.average.toFixed(1)} average from {summary.count} approved review{summary.count === 1 ? '' : 's'}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">What customers say, published after our team checks each review.</p>
          )}
        </div>
        <LeaveReview />
      </div>
      {reviews.isPending ? (
        <SkeletonRows rows={3} label="Loading reviews" />
      ) : reviews.isError ? (
        <ErrorState message={publicMessages.reviewsLoadFailed} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.reviews.length === 0 ? (
        <EmptyState
          title="No reviews yet"
          description="GEARS Portal is newly launched. Customers' reviews appear here once approved; yours could be the first."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
