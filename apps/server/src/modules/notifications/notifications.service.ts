import {
  effectiveChannel,
  kindsForRole,
  notificationKindInfo,
  notificationMessages as m,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferenceList,
  type NotificationType,
  type UpdateNotificationPreferencesInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './notifications.repo.ts';

const iso = (v: Date | null) => (v === null ? null : new Date(v).toISOString());

function toNotification(r: repo.NotificationRow): Notification {
  return {
    id: r.id,
    type: r.type as NotificationType,
    kind: (r.kind in notificationKindInfo ? r.kind : 'general') as Notification['kind'],
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

/** The settings' notification section: every kind the person's role can receive, with their choice or the default. */
export async function myPreferences(tx: Sql, me: Scope): Promise<NotificationPreferenceList> {
  const stored = new Map((await repo.listPreferences(tx, me.actorId)).map((p) => [p.kind, p.channel]));
  const role = me.role;
  return {
    items: kindsForRole(role).map((kind) => {
      const info = notificationKindInfo[kind];
      return {
        kind,
        label: info.label,
        description: info.description,
        channel: effectiveChannel(kind, role, stored.get(kind)),
        defaultChannel: effectiveChannel(kind, role, null),
        channels: [...info.channels],
      };
    }),
  };
}

/** Saves the person's own choices; a kind their role never receives, or a channel the kind has not, is refused whole. */
export async function updateMyPreferences(
  tx: Sql,
  me: Scope,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferenceList & { message: string }> {
  const role = me.role;
  const offered = new Set<NotificationKind>(kindsForRole(role));
  for (const p of input.preferences) {
    const info = notificationKindInfo[p.kind];
    if (!offered.has(p.kind)) throw new AppError('VALIDATION', m.kindNotOffered(info.label));
    if (!info.channels.includes(p.channel)) throw new AppError('VALIDATION', m.channelNotOffered(info.label, p.channel));
  }
  await repo.upsertPreferences(tx, { companyId: me.homeCompanyId, userId: me.actorId, choices: input.preferences });
  return { ...(await myPreferences(tx, me)), message: m.preferencesSaved };
}
