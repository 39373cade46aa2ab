/** Customer reviews (spec 03 §3, §5, §9): pure rules shared by the server and the Leave a Review form. */
import { publicMessages as m } from './messages.ts';
import type { FieldIssue } from './lead.rules.ts';

/** spec 03 §5: the seven service types. */
export const reviewServiceTypes = [
  'equipment_management',
  'maintenance_scheduling',
  'ai_part_recognition',
  'quote_requests',
  'customer_support',
  'platform_overall',
  'other',
] as const;
export type ReviewServiceType = (typeof reviewServiceTypes)[number];

export const reviewServiceTypeLabels: Record<ReviewServiceType, string> = {
  equipment_management: 'Equipment management',
  maintenance_scheduling: 'Maintenance scheduling',
  ai_part_recognition: 'AI part recognition',
  quote_requests: 'Quote requests',
  customer_support: 'Customer support',
  platform_overall: 'Platform overall',
  other: 'Other',
};

/** spec 03 §9: 20 shown; title ≤ 100; content ≤ 1000; rating 1–5. */
export const reviewLimits = { shown: 20, titleMax: 100, contentMax: 1000, ratingMin: 1, ratingMax: 5 } as const;

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export type ReviewDraft = { rating?: number | null; title?: string | null; content?: string | null; serviceType?: string | null };
export type CleanReview = { rating: number; title: string; content: string; serviceType: ReviewServiceType };
export type ReviewCheck = { ok: true; review: CleanReview } | { ok: false; message: string; details: FieldIssue[] };

const isServiceType = (value: string): value is ReviewServiceType => (reviewServiceTypes as readonly string[]).includes(value);

/** Order of the spec's checks: rating first ('Rating Required'), then the required texts, then the lengths. */
export function checkReview(draft: ReviewDraft): ReviewCheck {
  const rating = draft.rating;
  if (
    rating === null ||
    rating === undefined ||
    !Number.isInteger(rating) ||
    rating < reviewLimits.ratingMin ||
    rating > reviewLimits.ratingMax
  ) {
    return { ok: false, message: m.ratingRequired, details: [{ path: 'rating', message: m.chooseRating }] };
  }
  const title = (draft.title ?? '').trim();
  const content = (draft.content ?? '').trim();
  const serviceType = (draft.serviceType ?? '').trim();
  const missing = [...(title ? [] : ['title']), ...(content ? [] : ['content']), ...(serviceType ? [] : ['serviceType'])];
  if (missing.length > 0) {
    return { ok: false, message: m.missingInformation, details: missing.map((path) => ({ path, message: m.fillAllRequired })) };
  }
  if (!isServiceType(serviceType)) {
    return {
      ok: false,
      message: 'Choose a service type from the list.',
      details: [{ path: 'serviceType', message: 'Choose a service type from the list.' }],
    };
  }
  if (title.length > reviewLimits.titleMax) {
    const message = `Title can be at most ${reviewLimits.titleMax} characters.`;
    return { ok: false, message, details: [{ path: 'title', message }] };
  }
  if (content.length > reviewLimits.contentMax) {
    const message = `Review can be at most ${reviewLimits.contentMax} characters.`;
    return { ok: false, message, details: [{ path: 'content', message }] };
  }
  return { ok: true, review: { rating, title, content, serviceType } };
}

/** The form's counter, e.g. "42/100". */
export function characterCount(value: string, max: number): string {
  return `${value.length}/${max}`;
}

export type RatingSummary = { count: number; average: number | null };

/** Average of the approved ratings to one decimal; null when there are none (never a made-up figure). */
export function ratingSummary(count: number, ratingSum: number): RatingSummary {
  if (count <= 0) return { count: 0, average: null };
  return { count, average: Math.round((ratingSum / count) * 10) / 10 };
}
