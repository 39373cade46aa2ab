import {
  effectiveChannel,
  isPortalLink,
  permissions,
  type Action,
  type NotificationKind,
  type NotificationType,
  type Role,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import * as repo from './notifications.repo.ts';

/** Who hears of an event. */
export type NotifyRecipients =
  /** People of the event's company: those whose role may take `can` (the permission table), with `roles`, and `userIds`, minus `except`. */
  | { can?: Action; roles?: readonly Role[]; userIds?: readonly (string | null)[]; except?: readonly (string | null)[] }
  /** The provider's staff (gears_admin), whose notices live in the provider company. */
  | 'provider-staff';

export type NotifyInput = {
  kind: NotificationKind;
  /** The spec's severity (spec 01 §3 Notification type): info, success, warning, error. */
  type: NotificationType;
  companyId: string;
  to: NotifyRecipients;
  title: string;
  message: string;
  /** A path inside the portal, e.g. /dashboard/parts-inventory?id=…; anything else is refused. */
  link: string | null;
  /** The email for those who chose email, when the event has its own wording; otherwise a plain one from the notice. */
  email?: (r: repo.Recipient, url: string) => { subject: string; template: string; text: string };
};

export type Notified = { inApp: repo.Recipient[]; emailed: repo.Recipient[] };

/**
 * Where links in notice emails point (PUBLIC_URL, never the Host header: DESIGN §4). Set when the routes are registered;
 * every app of one process serves one PUBLIC_URL.
 */
let linkBase = 'http://localhost:3000';
export function setNoticeLinkBase(publicUrl: string): void {
  linkBase = publicUrl.replace(/\/+$/, '');
}

const provider = (to: NotifyRecipients): to is 'provider-staff' => to === 'provider-staff';

/**
 * The one path for notices (issue 17 item 4), inside the event's own transaction: a notice exists exactly when the
 * change that caused it commits (a rollback leaves none), and its live event (migration 0020's trigger) reaches the
 * recipient's bell at commit. Each recipient's preference for the kind decides: the bell, the bell and an email
 * through the outbox, or nothing. Recipients are read under the caller's RLS, so another company's ids are never
 * notified. The outbox job delivers after commit (the worker polls; callers may kick the mailer).
 */
export async function notify(tx: Sql, n: NotifyInput): Promise<Notified> {
  if (n.link !== null && !isPortalLink(n.link)) throw new Error(`notification link must be a portal path: ${n.link}`);
  const candidates = provider(n.to)
    ? await repo.findProviderStaffUnscoped(tx, n.kind)
    : await repo.findCandidates(
        tx,
        n.companyId,
        n.kind,
        [...(n.to.can ? permissions[n.to.can].filter((r) => r !== 'gears_admin') : []), ...(n.to.roles ?? [])],
        (n.to.userIds ?? []).filter((id): id is string => Boolean(id)),
      );
  const except = new Set(provider(n.to) ? [] : (n.to.except ?? []));
  const chosen = candidates
    .filter((c) => !except.has(c.id))
    .map((c) => ({ id: c.id, email: c.email, name: c.name, isDemo: c.is_demo, channel: effectiveChannel(n.kind, c.role, c.channel) }))
    .filter((c) => c.channel !== 'off');
  if (chosen.length === 0) return { inApp: [], emailed: [] };

  const notice = {
    userIds: chosen.map((c) => c.id),
    kind: n.kind,
    type: n.type,
    title: n.title.slice(0, 200),
    message: n.message.slice(0, 1000),
    link: n.link,
  };
  if (provider(n.to)) await repo.insertProviderNoticesUnscoped(tx, notice);
  else await repo.insertNotifications(tx, { ...notice, companyId: n.companyId });

  const url = n.link ? `${linkBase}${n.link}` : linkBase;
  // Demo people (ADR 0016) have no real mailboxes: their notices stay in the bell.
  const emailed = chosen.filter((c) => c.channel === 'email' && !c.isDemo);
  for (const r of emailed) {
    const mail = n.email?.(r, url) ?? {
      subject: notice.title,
      template: 'notification',
      text: `Hello ${r.name},\n\n${notice.title}\n${notice.message}\n\nOpen it in GEARS Portal: ${url}\n\nChoose which notifications you receive by email in Settings → Notifications.\n`,
    };
    await enqueueEmail(tx, { to: r.email, ...mail });
  }
  const strip = ({ id, email, name }: repo.Recipient) => ({ id, email, name });
  return { inApp: chosen.map(strip), emailed: emailed.map(strip) };
}
