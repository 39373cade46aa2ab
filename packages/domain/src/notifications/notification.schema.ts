import { z } from 'zod';

/** spec 01 §3 Notification: id, type (info, success, warning, error), title, message, timestamp, read — stored per user, not held on the client. */
export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notification = z.object({
  id: z.uuid(),
  type: z.enum(notificationTypes),
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

export const notificationMessages = {
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
} as const;
