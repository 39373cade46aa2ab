import type { JobSite, JobSiteDetail } from '@gears/domain';
import type { SiteEquipmentRow, SiteMemberRow } from './assignments.repo.ts';
import type { JobSiteRow } from './job-sites.repo.ts';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const num = (v: string | null): number | null => (v === null ? null : Number(v));

export function toJobSite(r: JobSiteRow): JobSite {
  return {
    id: r.id,
    companyId: r.company_id,
    siteName: r.site_name,
    siteCode: r.site_code,
    siteType: r.site_type as JobSite['siteType'],
    address: r.address,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    geofenceRadius: r.geofence_radius,
    contactPerson: r.contact_person,
    contactPhone: r.contact_phone,
    notes: r.notes,
    status: r.status as JobSite['status'],
    closedAt: iso(r.closed_at),
    createdBy: r.created_by,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    equipmentCount: r.equipment_count,
    teamCount: r.team_count,
  };
}

export function toJobSiteDetail(r: JobSiteRow, equipment: SiteEquipmentRow[], team: SiteMemberRow[]): JobSiteDetail {
  return {
    ...toJobSite(r),
    equipment: equipment.map((e) => ({
      equipmentId: e.equipment_id,
      name: e.name,
      model: e.model,
      serial: e.serial,
      assignedAt: iso(e.assigned_at)!,
      notes: e.notes,
    })),
    team: team.map((m) => ({
      userId: m.user_id,
      name: m.name,
      email: m.email,
      jobTitle: m.job_title,
      role: m.role as JobSiteDetail['team'][number]['role'],
      assignedAt: iso(m.assigned_at)!,
      notes: m.notes,
    })),
  };
}
