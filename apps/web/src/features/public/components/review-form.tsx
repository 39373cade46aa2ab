import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { characterCount, checkReview, reviewLimits, reviewServiceTypeLabels, reviewServiceTypes } from '@gears/domain/public/review.rules';
import { publicMessages } from '@gears/domain/public/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useCreateReview } from '../api/public-api.ts';

/** A 1–5 star choice as a radio group: keyboard and screen-reader friendly, the number said in words. */
function RatingInput({ value, onChange, error }: { value: number | null; onChange: (value: number) => void; error?: string }) {
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Rating *</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
            <input type="radio" name="review-rating" value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star
              className={cn('size-8', value !== null && n <= value ? 'fill-primary text-primary' : 'text-muted-foreground')}
              aria-hidden="true"
            />
            <span className="sr-only">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="review-rating-error" role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** spec 03 §5: rating 1–5, title ≤ 100 and content ≤ 1000 with counters, one of seven service types. */
export function ReviewForm({ onDone }: { onDone: () => void }) {
  const create = useCreateReview();
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [serviceType, setServiceType] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkReview({ rating, title, content, serviceType });
    if (!check.ok) {
      setErrors(Object.fromEntries(check.details.map((d) => [d.path, d.message])));
      toast.error(check.message, { description: check.details[0]?.message });
      const first = check.details[0]?.path;
      const target =
        first === 'rating'
          ? document.querySelector<HTMLInputElement>('input[name="review-rating"]')
          : document.getElementById(first === 'serviceType' ? 'review-service' : `review-${first}`);
      target?.focus();
      return;
    }
    setErrors({});
    create.mutate(check.review, {
      onSuccess: (answer) => {
        toast.success('Review submitted', { description: answer.message });
        onDone();
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        toast.error(publicMessages.reviewSubmissionFailed, { description: errorMessage(error, publicMessages.submissionErrorDetail) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Leave a review">
      <RatingInput value={rating} onChange={setRating} error={errors.rating} />
      <FormField id="review-title" label="Title *" error={errors.title} hint={characterCount(title, reviewLimits.titleMax)}>
        <Input
          id="review-title"
          value={title}
          maxLength={reviewLimits.titleMax}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'review-title-error' : 'review-title-hint'}
        />
      </FormField>
      <FormField id="review-content" label="Your review *" error={errors.content} hint={characterCount(content, reviewLimits.contentMax)}>
        <Textarea
          id="review-content"
          value={content}
          maxLength={reviewLimits.contentMax}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'review-content-error' : 'review-content-hint'}
        />
      </FormField>
      <FormField id="review-service" label="Service type *" error={errors.serviceType}>
        <NativeSelect
          id="review-service"
          value={serviceType}
          onChange={(event) => setServiceType(event.target.value)}
          aria-invalid={errors.serviceType ? true : undefined}
        >
          <option value="">Choose…</option>
          {reviewServiceTypes.map((type) => (
            <option key={type} value={type}>
              {reviewServiceTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <p className="text-xs text-muted-foreground">
        Reviews appear on this page once our team has approved them. We show your first name and company, never your email.
      </p>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
