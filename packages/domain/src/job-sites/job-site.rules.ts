/** spec 02 §9: geofence radius 10–1000 m, default 100. */
export const geofenceRadius = { min: 10, max: 1000, default: 100 } as const;

/** spec 02 §9: the address button's geolocation timeout; high accuracy (spec 02 §2). */
export const geolocationTimeoutMs = 10_000;

/** spec 02 §9: the map starts at the continental US, zoom 4. */
export const defaultMapView = { latitude: 39.8283, longitude: -98.5795, zoom: 4 } as const;

/** Site types (migration 0023; the spec's default is construction). */
export const siteTypes = ['construction', 'mining', 'quarry', 'manufacturing', 'hotel_resort', 'warehouse', 'yard', 'other'] as const;
export type SiteType = (typeof siteTypes)[number];
export const defaultSiteType: SiteType = 'construction';

export const siteTypeLabels: Readonly<Record<SiteType, string>> = {
  construction: 'Construction',
  mining: 'Mining',
  quarry: 'Quarry / aggregates',
  manufacturing: 'Manufacturing',
  hotel_resort: 'Hotel / resort',
  warehouse: 'Warehouse',
  yard: 'Yard / depot',
  other: 'Other',
};

/** spec 02 §5: team roles for job site assignment, default team_member. */
export const teamRoles = ['team_lead', 'supervisor', 'operator', 'technician', 'team_member'] as const;
export type TeamRole = (typeof teamRoles)[number];
export const defaultTeamRole: TeamRole = 'team_member';

export const teamRoleLabels: Readonly<Record<TeamRole, string>> = {
  team_lead: 'Team lead',
  supervisor: 'Supervisor',
  operator: 'Operator',
  technician: 'Technician',
  team_member: 'Team member',
};

export const jobSiteStatuses = ['active', 'closed'] as const;
export type JobSiteStatus = (typeof jobSiteStatuses)[number];

/**
 * What an edit does to a site's assignments, without losing history: the spec sets every row inactive and inserts the
 * selection again; we end only the rows no longer selected, insert only the new ones, and change the role in place of
 * a person who stays (their row, and when they were assigned, is kept).
 */
export function planAssignmentChanges<T extends string, R>(
  current: ReadonlyMap<T, R>,
  selected: ReadonlyMap<T, R>,
): { add: T[]; remove: T[]; change: T[] } {
  const add = [...selected.keys()].filter((k) => !current.has(k));
  const remove = [...current.keys()].filter((k) => !selected.has(k));
  const change = [...selected.keys()].filter((k) => current.has(k) && current.get(k) !== selected.get(k));
  return { add, remove, change };
}

/** Great-circle distance in metres (haversine, mean Earth radius 6,371,008.8 m). */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a position lies inside a site's geofence (on the edge counts as inside). */
export function isInsideGeofence(
  site: { latitude: number | null; longitude: number | null; geofenceRadius: number },
  position: { latitude: number; longitude: number },
): boolean | null {
  if (site.latitude === null || site.longitude === null) return null;
  return distanceMetres({ latitude: site.latitude, longitude: site.longitude }, position) <= site.geofenceRadius;
}
