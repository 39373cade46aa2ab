import { BellRing } from 'lucide-react';
import type { QuoteStatus, QuoteUrgency } from '@gears/domain';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { formatMoney, formatDate } from '../../../lib/format.ts';

type Tone = NonNullable<BadgeProps['variant']>;

/** Colour never carries the meaning alone: the badge always has the spec's label (spec 03 §4). */
const statusTones: Record<QuoteStatus, Tone> = {
  new: 'secondary',
  submitted: 'secondary',
  processing: 'info',
  vendor_requested: 'info',
  vendor_responded: 'info',
  sent_to_client: 'warning',
  accepted: 'success',
  sent_to_zoho: 'info',
  sent_to_books: 'info',
  zoho_failed: 'destructive',
  invoiced: 'warning',
  payment_due: 'warning',
  paid: 'success',
  completed: 'success',
  cancelled: 'outline',
};

export function QuoteStatusBadge({ status, label }: { status: QuoteStatus; label: string }) {
  return <Badge variant={statusTones[status]}>{label}</Badge>;
}

const urgencyTones: Record<QuoteUrgency, Tone> = { urgent: 'destructive', high: 'warning', medium: 'info', low: 'secondary' };

/** '{Urgency} Priority' (spec 03 §2). */
export function UrgencyBadge({ urgency, label }: { urgency: QuoteUrgency; label: string }) {
  return <Badge variant={urgencyTones[urgency]}>{label}</Badge>;
}

/** spec 03 §4: 'Update Available' for non-admins in the update statuses (the server sets hasUpdate). */
export function UpdateBadge() {
  return (
    <Badge variant="info">
      <BellRing className="size-3" aria-hidden="true" />
      Update Available
    </Badge>
  );
}

export const words = (value: string): string => (value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : value);

export function EquipmentTypeBadge({ type }: { type: string }) {
  return <Badge variant="outline">{words(type)}</Badge>;
}

/** A calendar day from the API (YYYY-MM-DD) in the user's locale, without a time-zone shift. */
export const formatDay = (value: string | null): string => (value ? formatDate(`${value.slice(0, 10)}T00:00:00`) : '—');

/** Whole dollars (DESIGN §6a); null money is not yet priced. */
export const money = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatMoney(value));

export const urgencyChoices: readonly { value: QuoteUrgency; label: string }[] = [
  { value: 'urgent', label: 'Urgent' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];
