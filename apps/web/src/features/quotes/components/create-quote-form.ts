import type { CreateQuoteRequestInput, MeResponse, QuoteDuplicateInfo, QuoteUrgency } from '@gears/domain';
import { defaultQuoteUrgency } from '@gears/domain/quotes/quote-status.rules';
import { createQuoteRequestInput } from '@gears/domain/quotes/quote.schema';
import { ApiError } from '../../../lib/api-client.ts';
import { domainResolver } from '../../../lib/forms.ts';

export type CreateQuoteForm = {
  title: string;
  description: string;
  equipmentId: string;
  equipmentType: string;
  urgency: QuoteUrgency;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

/** What a deep link fills in (the scanner's AI Part Analysis): title, description, urgency. */
export type CreateQuotePrefill = Partial<Pick<CreateQuoteForm, 'title' | 'description' | 'urgency'>>;

/**
 * spec 03 §5 create defaults: empty fields, urgency medium; the contact is the signed-in person. A deep link's
 * equipment and prefill start the form instead.
 */
export function emptyCreateForm(me: MeResponse | null, equipmentId = '', prefill: CreateQuotePrefill = {}): CreateQuoteForm {
  return {
    title: prefill.title ?? '',
    description: prefill.description ?? '',
    equipmentId,
    equipmentType: '',
    urgency: prefill.urgency ?? defaultQuoteUrgency,
    contactName: me?.user.name ?? '',
    contactPhone: '',
    contactEmail: me?.user.email ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

export function toCreateInput(form: CreateQuoteForm, force: boolean): Partial<CreateQuoteRequestInput> & { title: string } {
  return {
    title: form.title.trim(),
    description: orNull(form.description),
    equipmentId: form.equipmentId || null,
    equipmentType: orNull(form.equipmentType),
    urgency: form.urgency,
    contactName: orNull(form.contactName),
    contactPhone: orNull(form.contactPhone),
    contactEmail: orNull(form.contactEmail),
    force,
  };
}

/** The server's own schema (quote.schema.ts) checks the form, so the person sees its messages before sending. */
export const createQuoteResolver = domainResolver((form: CreateQuoteForm) => toCreateInput(form, false), createQuoteRequestInput);

export const createQuoteFields = Object.keys(emptyCreateForm(null));

/** spec 03 §7: the duplicate check answers 409 with the open request's title, status and date. */
export function duplicateOf(error: unknown): QuoteDuplicateInfo | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const duplicate = (error.details as { duplicate?: QuoteDuplicateInfo } | undefined)?.duplicate;
  return duplicate && typeof duplicate.title === 'string' ? duplicate : null;
}
