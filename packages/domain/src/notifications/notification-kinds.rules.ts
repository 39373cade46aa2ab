import type { Role } from '../platform/roles.rules.ts';

/**
 * What a notification is about (issue 17 item 4): each event that asks someone to act has a kind. The kind picks the
 * bell's icon and is what a person sets a preference for (in-app, in-app and email, or off). Kept free of zod: the
 * bell on the dashboard path reads it.
 */
export const notificationKinds = [
  'quote_ready',
  'quote_accepted',
  'invoice_issued',
  'payment_received',
  'payment_failed',
  'repair_submitted',
  'repair_approved',
  'repair_declined',
  'task_assigned',
  'task_due',
  'task_overdue',
  'asset_overdue',
  'asset_checked_out',
  'reservation_awaiting',
  'reservation_confirmed',
  'reservation_starting',
  'site_assigned',
  'fleet_alert',
  'fleet_alert_critical',
  'low_stock',
  'review_pending',
  'weekly_digest',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const isNotificationKind = (v: unknown): v is NotificationKind =>
  typeof v === 'string' && (notificationKinds as readonly string[]).includes(v);

/** in_app: the bell only; email: the bell and an email through the outbox; off: nothing. */
export const notificationChannels = ['in_app', 'email', 'off'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export type NotificationKindInfo = {
  label: string;
  /** Shown under the label in the settings. */
  description: string;
  /** Who it can reach; a kind for provider staff only is not offered to client users. */
  audience: 'client' | 'provider' | 'both';
  /** The choice until the person makes one. Email for what costs money or time when missed (issue 17: "email for critical ones"). */
  defaultChannel: NotificationChannel;
  /** The channels that make sense for it: the weekly digest is an email or nothing. */
  channels: readonly NotificationChannel[];
};

const all = notificationChannels;

export const notificationKindInfo: Record<NotificationKind, NotificationKindInfo> = {
  // The request's contact already gets the spec's quote_ready email (spec 03 §7 send-quote-email): the bell by default.
  quote_ready: {
    label: 'Quote ready',
    description: 'The provider priced a quote request',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  // Provider admins were emailed on acceptance before preferences existed (quotes.emails.ts): kept as the default.
  quote_accepted: {
    label: 'Quote accepted',
    description: 'A client accepted a quote',
    audience: 'provider',
    defaultChannel: 'email',
    channels: all,
  },
  invoice_issued: {
    label: 'Invoice issued',
    description: 'A new invoice to pay',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  payment_received: {
    label: 'Payment received',
    description: 'An invoice was paid',
    audience: 'both',
    defaultChannel: 'in_app',
    channels: all,
  },
  payment_failed: {
    label: 'Payment failed',
    description: 'A card payment did not go through',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  repair_submitted: {
    label: 'Repair submitted',
    description: 'A repair request waits for a decision',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  repair_approved: {
    label: 'Repair approved',
    description: 'Your repair request was approved',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  repair_declined: {
    label: 'Repair declined',
    description: 'Your repair request was declined',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  task_assigned: {
    label: 'Task assigned',
    description: 'A maintenance task was given to you',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  task_due: {
    label: 'Task due today',
    description: 'A task of yours is due today',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  task_overdue: {
    label: 'Task overdue',
    description: 'A task is past its due date',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  asset_overdue: {
    label: 'Equipment overdue',
    description: 'Checked-out equipment was not returned on time',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  asset_checked_out: {
    label: 'Equipment checked out to you',
    description: 'Someone checked a machine out in your name',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  reservation_awaiting: {
    label: 'Booking to confirm',
    description: 'A reservation waits for confirmation',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  reservation_confirmed: {
    label: 'Booking confirmed',
    description: 'A reservation of yours was confirmed',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  // Reminders were emailed before preferences existed (issue 15 item 3); kept as the default.
  reservation_starting: {
    label: 'Booking starting',
    description: 'A reservation starts within the hour',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  // Crew assignments and low stock were emailed before preferences existed (issue 15, issue 3); kept as the default.
  site_assigned: {
    label: 'Job site crew',
    description: 'You were added to a job site crew',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  fleet_alert: {
    label: 'Fleet alert',
    description: 'Geofence, speed, battery or signal alerts',
    audience: 'client',
    defaultChannel: 'in_app',
    channels: all,
  },
  fleet_alert_critical: {
    label: 'Critical fleet alert',
    description: 'A tracker stopped reporting or a critical alert',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  low_stock: {
    label: 'Low stock',
    description: 'A part reached its reorder point',
    audience: 'client',
    defaultChannel: 'email',
    channels: all,
  },
  review_pending: {
    label: 'Review to approve',
    description: 'A customer review waits for approval',
    audience: 'provider',
    defaultChannel: 'email',
    channels: all,
  },
  weekly_digest: {
    label: 'Weekly digest',
    description: "Monday's email with last week's numbers and open actions",
    audience: 'client',
    defaultChannel: 'email',
    channels: ['email', 'off'],
  },
};

/**
 * The weekly digest goes by default to the people who run the company (managers up); supervisors and technicians
 * opt in. Everything else defaults per kind.
 */
export function defaultChannelFor(kind: NotificationKind, role: Role | string): NotificationChannel {
  if (kind === 'weekly_digest') return role === 'client_admin' || role === 'manager' ? 'email' : 'off';
  return notificationKindInfo[kind].defaultChannel;
}

/** A stored choice wins when the kind allows it; otherwise the default. */
export function effectiveChannel(kind: NotificationKind, role: Role | string, stored: string | null | undefined): NotificationChannel {
  const allowed = notificationKindInfo[kind].channels as readonly string[];
  if (stored && allowed.includes(stored)) return stored as NotificationChannel;
  return defaultChannelFor(kind, role);
}

/** The kinds a person of this role is offered in the settings. */
export function kindsForRole(role: Role | string): NotificationKind[] {
  const provider = role === 'gears_admin';
  return notificationKinds.filter((k) => {
    const a = notificationKindInfo[k].audience;
    return a === 'both' || (provider ? a === 'provider' : a === 'client');
  });
}
