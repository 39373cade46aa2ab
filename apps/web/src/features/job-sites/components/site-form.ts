import { createJobSiteInput, type JobSiteDetail } from '@gears/domain';
import { defaultSiteType, geofenceRadius, type SiteType } from '@gears/domain/job-sites/job-site.rules';
import type { JobSiteDraft } from '../api/job-sites-api.ts';
import type { TeamChoice } from './team-picker.tsx';

/** The Job Site form's values as typed (numbers as text until checked). */
export type SiteFormValues = {
  siteName: string;
  siteCode: string;
  siteType: SiteType;
  address: string;
  latitude: string;
  longitude: string;
  geofenceRadius: string;
  contactPerson: string;
  contactPhone: string;
  notes: string;
  assignmentNotes: string;
  equipmentIds: string[];
  team: TeamChoice[];
};
export type SiteFormErrors = Partial<Record<keyof SiteFormValues | 'root', string>>;

export function emptySiteValues(): SiteFormValues {
  return {
    siteName: '',
    siteCode: '',
    siteType: defaultSiteType,
    address: '',
    latitude: '',
    longitude: '',
    geofenceRadius: String(geofenceRadius.default),
    contactPerson: '',
    contactPhone: '',
    notes: '',
    assignmentNotes: '',
    equipmentIds: [],
    team: [],
  };
}

export function valuesOfSite(site: JobSiteDetail): SiteFormValues {
  return {
    siteName: site.siteName,
    siteCode: site.siteCode ?? '',
    siteType: site.siteType,
    address: site.address ?? '',
    latitude: site.latitude === null ? '' : String(site.latitude),
    longitude: site.longitude === null ? '' : String(site.longitude),
    geofenceRadius: String(site.geofenceRadius),
    contactPerson: site.contactPerson ?? '',
    contactPhone: site.contactPhone ?? '',
    notes: site.notes ?? '',
    assignmentNotes: '',
    equipmentIds: site.equipment.map((e) => e.equipmentId),
    team: site.team.map((t) => ({ userId: t.userId, role: t.role })),
  };
}

const numberOrText = (v: string): number | string | null => (v.trim() === '' ? null : Number.isFinite(Number(v)) ? Number(v) : v);

/** Checks the form with the API's own schema (packages/domain), so the messages are the server's. */
export function checkSiteForm(v: SiteFormValues): { input: JobSiteDraft } | { errors: SiteFormErrors } {
  const parsed = createJobSiteInput.safeParse({
    siteName: v.siteName,
    siteCode: v.siteCode,
    siteType: v.siteType,
    address: v.address,
    latitude: numberOrText(v.latitude),
    longitude: numberOrText(v.longitude),
    geofenceRadius: v.geofenceRadius.trim() === '' ? undefined : Number(v.geofenceRadius),
    contactPerson: v.contactPerson,
    contactPhone: v.contactPhone,
    notes: v.notes,
    assignmentNotes: v.assignmentNotes,
    equipmentIds: v.equipmentIds,
    team: v.team,
  });
  if (parsed.success) return { input: parsed.data };
  const errors: SiteFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] ?? 'root') as keyof SiteFormErrors;
    errors[key] ??= issue.message;
  }
  return { errors };
}
