import { alertSeverity, alertTitles, type AlertType, type NotificationType } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './alerts.repo.ts';

/** Who hears of fleet alerts: the company's people who run the fleet and the crews (issue 16 item 6). */
const alertRecipientRoles = ['client_admin', 'manager', 'supervisor'] as const;
const noticeType: Record<'info' | 'warning' | 'critical', NotificationType> = { info: 'info', warning: 'warning', critical: 'error' };

export type RaiseAlert = {
  companyId: string;
  type: AlertType;
  equipmentId: string | null;
  jobSiteId?: string | null;
  trackerSourceId?: string | null;
  message: string;
  details: Record<string, unknown>;
  dedupeKey: string;
};

export const alertLink = (id: string) => `/dashboard/fleet-tracking?alert=${id}`;

/**
 * Raises one fleet alert in the caller's transaction: the fleet_alerts row (once per dedupe key), a bell notice to the
 * company's admins, managers and supervisors, and an email to those whose choice for the kind is email (critical alerts
 * default to email).
 * Returns whether it was new and whether emails were queued (the caller kicks the mailer after commit).
 */
export async function raiseAlert(tx: Sql, a: RaiseAlert, publicUrl: string): Promise<{ id: string | null; emailed: boolean }> {
  const severity = alertSeverity[a.type];
  const id = await repo.insertAlert(tx, {
    companyId: a.companyId,
    equipmentId: a.equipmentId,
    jobSiteId: a.jobSiteId ?? null,
    trackerSourceId: a.trackerSourceId ?? null,
    alertType: a.type,
    severity,
    message: a.message,
    details: a.details,
    dedupeKey: a.dedupeKey,
  });
  if (!id) return { id: null, emailed: false };
  const title = alertTitles[a.type];
  const link = alertLink(id);
  // Critical alerts are their own kind, emailed by default; each person's choice decides (issue 17 item 4).
  const { emailed } = await notify(tx, {
    kind: severity === 'critical' ? 'fleet_alert_critical' : 'fleet_alert',
    companyId: a.companyId,
    to: { roles: alertRecipientRoles },
    type: noticeType[severity],
    title,
    message: a.message,
    link,
    email: (r) => ({
      subject: `${severity === 'critical' ? 'Critical fleet alert' : 'Fleet alert'}: ${title}`,
      template: 'fleet-alert',
      text: `Hello ${r.name},\n\n${a.message}\n\nOpen the alert in GEARS Portal: ${publicUrl}${link}\n`,
    }),
  });
  return { id, emailed: emailed.length > 0 };
}
