/**
 * Query keys of the fleet screens. They start with 'fleet' so the live events refresh them (lib/live-events.ts):
 * 'fleet_position' → positions, track and devices; 'tracker' → everything under 'fleet'; 'fleet_alert' → alerts.
 * The geofences are job sites: their key starts with 'job-sites', which the 'job_site' event refreshes.
 */
export const fleetKeys = {
  all: ['fleet'] as const,
  positions: (companyId: string) => ['fleet', 'positions', companyId] as const,
  track: (equipmentId: string, range: string) => ['fleet', 'track', equipmentId, range] as const,
  alerts: (companyId: string) => ['fleet', 'alerts', companyId] as const,
  sources: (companyId: string) => ['fleet', 'sources', companyId] as const,
  devices: (companyId: string) => ['fleet', 'devices', 'unassigned', companyId] as const,
  assignments: (equipmentId: string) => ['fleet', 'assignments', equipmentId] as const,
  costs: (equipmentId: string) => ['fleet', 'costs', equipmentId] as const,
  sensors: (equipmentId: string) => ['fleet', 'sensors', equipmentId] as const,
  workingHours: (companyId: string) => ['fleet', 'working-hours', companyId] as const,
  companies: ['fleet', 'companies'] as const,
  geofences: ['job-sites', 'fleet-geofences'] as const,
  mapSettings: ['maps', 'settings'] as const,
};

/** '' when the caller sees one company; a provider admin's all-company view may narrow to one (issue 16 item 9). */
export const companyQuery = (companyId: string, params: URLSearchParams = new URLSearchParams()) => {
  if (companyId) params.set('companyId', companyId);
  const text = params.toString();
  return text ? `?${text}` : '';
};
