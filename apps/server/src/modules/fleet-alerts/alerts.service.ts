import { fleetMessages as m, type FleetAlert, type listAlertsQuery } from '@gears/domain';
import type { z } from 'zod';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import * as repo from './alerts.repo.ts';

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

export function toAlert(r: repo.AlertRow): FleetAlert {
  return {
    id: r.id,
    companyId: r.company_id,
    equipmentId: r.equipment_id,
    equipmentName: r.equipment_name,
    jobSiteId: r.job_site_id,
    jobSiteName: r.job_site_name,
    alertType: r.alert_type as FleetAlert['alertType'],
    severity: r.severity as FleetAlert['severity'],
    message: r.message,
    details: r.details ?? {},
    acknowledged: r.acknowledged,
    acknowledgedAt: iso(r.acknowledged_at),
    acknowledgedByName: r.acknowledged_by_name,
    createdAt: iso(r.created_at)!,
  };
}

const acknowledgedFilter = { true: true, false: false, all: null } as const;

/** spec 02 §7: fleet_alerts where acknowledged is false, newest first (the default); `acknowledged=true|all` for history. */
export async function listAlerts(tx: Sql, scope: Scope, q: z.infer<typeof listAlertsQuery>) {
  const { rows, total } = await repo.listAlerts(tx, {
    companyId: readCompany(scope, q.companyId),
    acknowledged: acknowledgedFilter[q.acknowledged],
    equipmentId: q.equipmentId ?? null,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: rows.map(toAlert), total };
}

/** Acknowledging twice is harmless: the first acknowledgement (who, when) is kept. Another company's alert is 404. */
export async function acknowledgeAlert(tx: Sql, scope: Scope, id: string): Promise<FleetAlert> {
  const alert = await repo.findAlert(tx, id, scope.companyId);
  if (!alert) throw notFound(m.alertNotFound);
  if (!alert.acknowledged) {
    await repo.acknowledgeAlert(tx, alert.id, alert.company_id, scope.actorId);
    await recordActivity(tx, {
      companyId: alert.company_id,
      userId: scope.actorId,
      action: 'fleet_alert_acknowledged',
      entityType: 'fleet_alert',
      entityId: alert.id,
      details: { alertType: alert.alert_type, equipmentId: alert.equipment_id },
    });
  }
  return toAlert((await repo.findAlert(tx, alert.id, alert.company_id))!);
}
