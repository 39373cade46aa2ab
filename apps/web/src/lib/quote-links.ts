import { quoteUrgencies, type QuoteUrgency } from '@gears/domain/quotes/quote-status.rules';
import { formValuesOf, newFormUrl } from './form-links.ts';

/** Route-level links into the Quotes page, shared by features that must not import it. */
export function requestQuoteUrl(equipmentId: string): string {
  return `/dashboard/quotes?new=1&equipmentId=${encodeURIComponent(equipmentId)}`;
}

/** The Quotes page with one request's details open (client banners, emails). */
export function quoteDetailsUrl(quoteRequestId: string): string {
  return `/dashboard/quotes?quote=${encodeURIComponent(quoteRequestId)}`;
}

export type QuotePrefill = { title: string; description: string; urgency: QuoteUrgency };

/** Create Quote opened with a title, description and urgency (the scanner's AI Part Analysis). */
export function requestQuoteWithUrl(prefill: Partial<QuotePrefill>): string {
  return newFormUrl('/dashboard/quotes', prefill);
}

/** What the address asks Create Quote to start with; an urgency the form does not know is left out. */
export function quotePrefillOf(params: URLSearchParams): Partial<QuotePrefill> {
  return formValuesOf(params, ['title', 'description'], { key: 'urgency', options: quoteUrgencies });
}

/** The address keys of Create Quote's prefill, cleared when it closes. */
export const quotePrefillKeys = ['equipmentId', 'title', 'description', 'urgency'] as const;
