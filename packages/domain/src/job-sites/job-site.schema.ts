import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { jobSiteMessages as m } from './messages.ts';
import { defaultSiteType, defaultTeamRole, geofenceRadius, jobSiteStatuses, siteTypes, teamRoles } from './job-site.rules.ts';

const id = z.uuid({ message: 'Not a valid id.' });

const latitude = z.number({ error: m.latitudeRange }).min(-90, m.latitudeRange).max(90, m.latitudeRange).nullable();
const longitude = z.number({ error: m.longitudeRange }).min(-180, m.longitudeRange).max(180, m.longitudeRange).nullable();

/** A team member on a site with their team role (spec 02 §5, default team_member). */
export const teamMemberInput = z.strictObject({
  userId: id,
  role: z.enum(teamRoles, { error: `Team role must be one of ${teamRoles.join(', ')}` }).default(defaultTeamRole),
  notes: optionalText(2000),
});
export type TeamMemberInput = z.infer<typeof teamMemberInput>;

const uniqueIds = z
  .array(id)
  .max(500)
  .transform((ids) => [...new Set(ids.map((v) => v.toLowerCase()))]);
/** One row per person: a person named twice keeps the last role given. */
const team = z
  .array(teamMemberInput)
  .max(500)
  .transform((rows) => [...new Map(rows.map((r) => [r.userId.toLowerCase(), { ...r, userId: r.userId.toLowerCase() }])).values()]);

const fields = {
  siteName: z.string({ error: m.siteNameRequired }).trim().min(1, m.siteNameRequired).max(200, 'At most 200 characters'),
  siteCode: optionalText(50),
  siteType: z.enum(siteTypes, { error: m.siteTypeRequired }),
  address: optionalText(500),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  geofenceRadius: z
    .number({ error: m.radiusRange })
    .int(m.radiusWhole)
    .min(geofenceRadius.min, m.radiusRange)
    .max(geofenceRadius.max, m.radiusRange),
  contactPerson: optionalText(200),
  contactPhone: optionalText(50),
  notes: optionalText(5000),
  /** spec 02 §5 assigned_equipment: the machines on the site. */
  equipmentIds: uniqueIds,
  /** spec 02 §5 assigned_team with each person's team role. */
  team,
  /** spec 02 §5 assignment_notes: written on the assignments this request makes. */
  assignmentNotes: optionalText(2000),
};

/** Both coordinates or neither: given together, and null together (the table's check). */
const coordinatesTogether = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null);

/** Create Job Site (spec 02 §5): name required, type default construction, radius 10–1000 default 100. */
export const createJobSiteInput = z
  .strictObject({
    ...fields,
    siteType: fields.siteType.default(defaultSiteType),
    geofenceRadius: fields.geofenceRadius.default(geofenceRadius.default),
    equipmentIds: fields.equipmentIds.default([]),
    team: fields.team.default([]),
    companyId: z.uuid().optional(),
  })
  .refine(coordinatesTogether, { message: m.coordinatesTogether, path: ['longitude'] });
export type CreateJobSiteInput = z.infer<typeof createJobSiteInput>;

/**
 * Edit Job Site. equipmentIds and team, when given, are the whole selection: rows no longer selected are ended
 * (kept as history), new ones inserted, unchanged ones kept as they are.
 */
export const updateJobSiteInput = z
  .strictObject(fields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update')
  .refine(coordinatesTogether, { message: m.coordinatesTogether, path: ['longitude'] });
export type UpdateJobSiteInput = z.infer<typeof updateJobSiteInput>;

export const listJobSitesQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  /** Active sites by default; closed ones (deleted with history) on request. */
  status: z.enum([...jobSiteStatuses, 'all']).default('active'),
  companyId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListJobSitesQuery = z.infer<typeof listJobSitesQuery>;

export const assignEquipmentInput = z.strictObject({
  equipmentIds: uniqueIds.refine((ids) => ids.length > 0, 'Choose at least one machine'),
  notes: optionalText(2000),
});
export type AssignEquipmentInput = z.infer<typeof assignEquipmentInput>;

export const assignTeamInput = z.strictObject({
  members: team.refine((rows) => rows.length > 0, 'Choose at least one team member'),
});
export type AssignTeamInput = z.infer<typeof assignTeamInput>;

export const jobSiteEquipmentParams = z.strictObject({ id, equipmentId: id });
export const jobSiteTeamParams = z.strictObject({ id, userId: id });

export const jobSite = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  siteName: z.string(),
  siteCode: z.string().nullable(),
  siteType: z.enum(siteTypes),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofenceRadius: z.number(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(jobSiteStatuses),
  closedAt: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Machines and people actively on the site. */
  equipmentCount: z.number(),
  teamCount: z.number(),
});
export type JobSite = z.infer<typeof jobSite>;

export const jobSiteEquipment = z.object({
  equipmentId: z.uuid(),
  name: z.string(),
  model: z.string().nullable(),
  serial: z.string().nullable(),
  assignedAt: z.string(),
  notes: z.string().nullable(),
});
export const jobSiteMember = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  role: z.enum(teamRoles),
  assignedAt: z.string(),
  notes: z.string().nullable(),
});
export const jobSiteDetail = jobSite.extend({ equipment: z.array(jobSiteEquipment), team: z.array(jobSiteMember) });
export type JobSiteEquipment = z.infer<typeof jobSiteEquipment>;
export type JobSiteMember = z.infer<typeof jobSiteMember>;
export type JobSiteDetail = z.infer<typeof jobSiteDetail>;

export const jobSitePage = z.object({ items: z.array(jobSite), total: z.number() });
export type JobSitePage = z.infer<typeof jobSitePage>;

/** Which active site each machine of the company is at (the equipment picker's 'Assigned to: {site}'). */
export const equipmentPlacement = z.object({ equipmentId: z.uuid(), jobSiteId: z.uuid(), siteName: z.string() });
export const equipmentPlacements = z.object({ items: z.array(equipmentPlacement) });
export type EquipmentPlacement = z.infer<typeof equipmentPlacement>;

export const deleteJobSiteResult = z.object({
  outcome: z.enum(['deleted', 'closed']),
  message: z.string(),
  /** Assignment rows on record (equipment and team, active or ended). */
  assignments: z.number(),
});
export type DeleteJobSiteResult = z.infer<typeof deleteJobSiteResult>;

/** GET /api/geocode/reverse: a position to an address through the configured Nominatim-compatible geocoder. */
export const reverseGeocodeQuery = z.strictObject({
  lat: z.coerce.number({ error: m.latitudeRange }).min(-90, m.latitudeRange).max(90, m.latitudeRange),
  lon: z.coerce.number({ error: m.longitudeRange }).min(-180, m.longitudeRange).max(180, m.longitudeRange),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuery>;
export const reverseGeocodeResult = z.object({ address: z.string(), attribution: z.string().nullable() });
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResult>;

/**
 * GET /api/maps/settings: the web map's tiles (MAP_TILE_URL), the portal's own PMTiles basemap when MAP_PMTILES is set
 * (its URL; it comes before the tile URL, ADR 0034) and whether reverse geocoding is configured.
 */
export const mapSettings = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  pmtilesUrl: z.string().nullable(),
  geocoding: z.boolean(),
});
export type MapSettings = z.infer<typeof mapSettings>;
