import {
  isPortalLink,
  notificationMessages as m,
  type Notification,
  type NotificationList,
  type NotificationType,
  type Role,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './notifications.repo.ts';

export type NotifyOptions = {
  companyId: string;
  /** Everyone of the company with one of these roles … */
  roles?: readonly Role[];
  /** … and these users (ids of another company are ignored, never notified). */
  userIds?: readonly string[];
  type: NotificationType;
  title: string;
  message: string;
  /** A path inside the portal, e.g. /dashboard/parts-inventory?id=…; anything else is refused. */
  link: string | null;
  /** Also queue an email to each recipient through the outbox; links in it start with PUBLIC_URL. */
  email?: { publicUrl: string };
};

/**
 * Notifies users of a company, inside the caller's own transaction, so a notice exists exactly when
 * the change that caused it commits. Returns the recipients; the caller kicks the mailer after
 * commit when emails were queued.
 */
export async function notifyUsers(tx: Sql, opts: NotifyOptions): Promise<repo.Recipient[]> {
  if (opts.link !== null && !isPortalLink(opts.link)) throw new Error(`notification link must be a portal path: ${opts.link}`);
  const recipients = await repo.findRecipients(tx, opts.companyId, opts.roles ?? [], opts.userIds ?? []);
  if (recipients.length === 0) return [];
  const title = opts.title.slice(0, 200);
  const message = opts.message.slice(0, 1000);
  await repo.insertNotifications(tx, {
    companyId: opts.companyId,
    userIds: recipients.map((r) => r.id),
    type: opts.type,
    title,
    message,
    link: opts.link,
  });
  if (opts.email) {
    const url = opts.link ? `${opts.email.publicUrl}${opts.link}` : opts.email.publicUrl;
    for (const r of recipients) {
      await enqueueEmail(tx, {
        to: r.email,
        subject: title,
        template: 'notification',
        text: `Hello ${r.name},\n\n${title}\n${message}\n\nOpen it in GEARS Portal: ${url}\n`,
      });
    }
  }
  return recipients;
}

const iso = (v: Date | null) => (v === null ? null : new Date(v).toISOString());

function toNotification(r: repo.NotificationRow): Notification {
  return {
    id: r.id,
    type: r.type as NotificationType,
    title: r.title,
    message: r.message,
    link: r.link,
    createdAt: iso(r.created_at)!,
    readAt: iso(r.read_at),
  };
}

/** Whose bell a request reads: the signed-in user's, in their own company (an admin's own notices live in the provider company). */
export async function listMyNotifications(tx: Sql, reader: Scope, limit: number): Promise<NotificationList> {
  const rows = await repo.listForUser(tx, reader.homeCompanyId, reader.actorId, limit);
  return { items: rows.map(toNotification), unreadCount: await repo.countUnread(tx, reader.homeCompanyId, reader.actorId) };
}

/** Another user's notification, or another company's, is simply not found. */
export async function markNotificationRead(tx: Sql, reader: Scope, id: string): Promise<Notification> {
  const row = await repo.markRead(tx, id, reader.homeCompanyId, reader.actorId);
  if (!row) throw notFound(m.notFound);
  return toNotification(row);
}

export async function markAllNotificationsRead(tx: Sql, reader: Scope): Promise<{ marked: number; message: string }> {
  return { marked: await repo.markAllRead(tx, reader.homeCompanyId, reader.actorId), message: m.allRead };
}
