import { z } from 'zod';
import { notificationChannels, notificationKinds } from './notification-kinds.rules.ts';

/** spec 01 §3 Notification: id, type (info, success, warning, error), title, message, timestamp, read — stored per user, not held on the client. */
export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notification = z.object({
  id: z.uuid(),
  type: z.enum(notificationTypes),
  /** What it is about (notification-kinds.rules.ts); 'general' for notices older than the kinds. */
  kind: z.enum([...notificationKinds, 'general']),
  title: z.string(),
  message: z.string(),
  /** A path inside the portal (e.g. /dashboard/parts-inventory?id=…), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({ items: z.array(notification), unreadCount: z.number() });
export type NotificationList = z.infer<typeof notificationList>;

export const listNotificationsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuery>;

/** One row of the settings' notification section: the kind, what it is, and the person's choice. */
export const notificationPreference = z.object({
  kind: z.enum(notificationKinds),
  label: z.string(),
  description: z.string(),
  channel: z.enum(notificationChannels),
  defaultChannel: z.enum(notificationChannels),
  channels: z.array(z.enum(notificationChannels)),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

export const notificationPreferenceList = z.object({ items: z.array(notificationPreference) });
export type NotificationPreferenceList = z.infer<typeof notificationPreferenceList>;

export const updateNotificationPreferencesInput = z.strictObject({
  preferences: z
    .array(z.strictObject({ kind: z.enum(notificationKinds), channel: z.enum(notificationChannels) }))
    .min(1)
    .max(notificationKinds.length),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInput>;

export const notificationMessages = {
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
  preferencesSaved: 'Notification preferences saved',
  kindNotOffered: (label: string) => `${label} notifications are not sent to your role`,
  channelNotOffered: (label: string, channel: string) => `${label} cannot be set to ${channel.replace('_', '-')}`,
} as const;
