import { z } from 'zod';
import { optionalText } from '../platform/text.schema.ts';
import { fleetMessages as m } from './messages.ts';
import { connectionKinds, providerCategories, trackerTypes } from './providers.ts';
import { gpsStatuses, movementStatuses } from './status.rules.ts';

/**
 * The fleet tracking API (issue 16). Routes:
 *   GET/POST /api/fleet/sources, PATCH/DELETE /api/fleet/sources/:id, POST /api/fleet/sources/:id/rotate-secret,
 *   POST /api/fleet/sources/:id/test; GET /api/fleet/devices; GET/POST /api/fleet/assignments,
 *   DELETE /api/fleet/assignments/:id; GET /api/fleet/positions; GET /api/fleet/equipment/:id/track;
 *   GET /api/fleet/alerts, POST /api/fleet/alerts/:id/acknowledge;
 *   GET/POST /api/equipment/:id/operational-costs, GET/POST /api/equipment/:id/sensor-readings;
 *   ingest (no session; the source's secret in the path): GET|POST /api/ingest/osmand/:secret,
 *   POST /api/ingest/traccar/:secret, POST /api/ingest/json/:secret.
 */
const id = z.uuid({ error: 'Not a valid id.' });
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), 'Enter a full http(s) URL');
/** Provider settings (API keys, account names): string values only; stored encrypted, never sent back. */
const config = z.record(z.string().min(1).max(100), z.string().max(4000), { error: 'The configuration must be a JSON object' });

export const createTrackerSourceInput = z.strictObject({
  trackerType: z.enum(trackerTypes, { error: m.selectTrackerType }),
  name: z.string({ error: m.missingRequiredFields }).trim().min(1, m.missingRequiredFields).max(200, 'At most 200 characters'),
  config: config.optional(),
  apiEndpoint: optionalUrl,
  webhookUrl: optionalUrl,
  /** A provider admin not impersonating names the company. */
  companyId: id.optional(),
});
export type CreateTrackerSourceInput = z.infer<typeof createTrackerSourceInput>;

export const updateTrackerSourceInput = z
  .strictObject({
    name: z.string().trim().min(1, m.missingRequiredFields).max(200, 'At most 200 characters'),
    config,
    apiEndpoint: optionalUrl,
    webhookUrl: optionalUrl,
    active: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateTrackerSourceInput = z.infer<typeof updateTrackerSourceInput>;

/** spec 02 §5: a source and a non-empty trimmed device id ('Please select a tracker source and enter a device ID'). */
export const createTrackerAssignmentInput = z.strictObject({
  equipmentId: id,
  trackerSourceId: z.string({ error: m.assignmentFieldsRequired }).uuid(m.assignmentFieldsRequired),
  deviceId: z.string({ error: m.assignmentFieldsRequired }).trim().min(1, m.assignmentFieldsRequired).max(200, 'At most 200 characters'),
  deviceName: optionalText(200),
});
export type CreateTrackerAssignmentInput = z.infer<typeof createTrackerAssignmentInput>;

/** The ingest URLs of a source; `{secret}` stands for its secret except right after creation or rotation. */
export const ingestUrls = z.object({ osmand: z.string(), traccarForward: z.string(), json: z.string() });
export type IngestUrls = z.infer<typeof ingestUrls>;

export const trackerSource = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  trackerType: z.string(),
  providerName: z.string(),
  category: z.enum(providerCategories),
  connects: z.array(z.enum(connectionKinds)),
  name: z.string(),
  active: z.boolean(),
  connectionStatus: z.enum(['pending', 'connected', 'error', 'disconnected']),
  lastSyncAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  apiEndpoint: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  /** The names of the configured settings, never their values. */
  configKeys: z.array(z.string()),
  /** The last characters of the ingest secret, to tell secrets apart. */
  secretHint: z.string(),
  ingestUrls: ingestUrls.nullable(),
  positionsAccepted: z.number(),
  rejectedCounts: z.record(z.string(), z.number()),
  deviceCount: z.number(),
  createdAt: z.string(),
});
export type TrackerSource = z.infer<typeof trackerSource>;
/**
 * Creation and rotation: the secret and the full URLs, shown this once. Both null for a source that connects through
 * its provider's API (it receives no pushes, so it has no ingest URL).
 */
export const trackerSourceWithSecret = z.object({
  source: trackerSource,
  secret: z.string().nullable(),
  ingestUrls: ingestUrls.nullable(),
});
export type TrackerSourceWithSecret = z.infer<typeof trackerSourceWithSecret>;

export const trackerDevice = z.object({
  trackerSourceId: z.uuid(),
  sourceName: z.string(),
  deviceId: z.string(),
  firstSeenAt: z.string(),
  lastFixAt: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fixesAccepted: z.number(),
  equipmentId: z.uuid().nullable(),
  equipmentName: z.string().nullable(),
});
export type TrackerDevice = z.infer<typeof trackerDevice>;

export const trackerAssignment = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  equipmentId: z.uuid(),
  equipmentName: z.string(),
  trackerSourceId: z.uuid(),
  sourceName: z.string(),
  trackerType: z.string(),
  deviceId: z.string(),
  deviceName: z.string().nullable(),
  active: z.boolean(),
  assignedAt: z.string(),
  assignedByName: z.string().nullable(),
});
export type TrackerAssignment = z.infer<typeof trackerAssignment>;

/** One machine on the map: its newest fix and the derived statuses. */
export const fleetPosition = z.object({
  equipmentId: z.uuid(),
  companyId: z.uuid(),
  equipmentName: z.string(),
  equipmentStatus: z.string(),
  equipmentType: z.string().nullable(),
  jobSiteName: z.string().nullable(),
  trackerSourceId: z.uuid().nullable(),
  deviceId: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fixedAt: z.string().nullable(),
  speedKmh: z.number().nullable(),
  bearing: z.number().nullable(),
  batteryLevel: z.number().nullable(),
  gpsStatus: z.enum(gpsStatuses),
  movementStatus: z.enum(movementStatuses),
  /** A maintenance task of this machine is due or overdue (calendar or hours). */
  maintenanceDue: z.boolean(),
});
export type FleetPosition = z.infer<typeof fleetPosition>;
export const fleetPositions = z.object({
  items: z.array(fleetPosition),
  counts: z.record(z.enum(gpsStatuses), z.number()),
});
export type FleetPositions = z.infer<typeof fleetPositions>;
export const listPositionsQuery = z.strictObject({
  companyId: id.optional(),
  gpsStatus: z.enum(gpsStatuses).optional(),
  equipmentId: id.optional(),
  /** A register page's machines (issue 16 item 4: GPS status on the equipment cards): comma-separated, at most 100. */
  equipmentIds: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(id).min(1, { error: 'Give at least one equipment id.' }).max(100, { error: 'At most 100 equipment ids.' }))
    .optional(),
});

export const trackRanges = ['24h', '30d'] as const;
export const trackQuery = z.strictObject({ range: z.enum(trackRanges).default('24h') });
export const trackPoint = z.object({
  fixedAt: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  speedKmh: z.number().nullable(),
  batteryLevel: z.number().nullable(),
});
export type TrackPoint = z.infer<typeof trackPoint>;
export const equipmentTrack = z.object({ equipmentId: z.uuid(), range: z.enum(trackRanges), points: z.array(trackPoint) });
export type EquipmentTrack = z.infer<typeof equipmentTrack>;

export const alertTypes = [
  'geofence_enter',
  'geofence_exit',
  'after_hours_exit',
  'low_battery',
  'signal_lost',
  'moving_while_checked_in',
  'moving_in_maintenance',
  'sensor_warning',
  'sensor_critical',
] as const;
export type AlertType = (typeof alertTypes)[number];
export const alertSeverities = ['info', 'warning', 'critical'] as const;
export const fleetAlert = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  equipmentId: z.uuid().nullable(),
  equipmentName: z.string().nullable(),
  jobSiteId: z.uuid().nullable(),
  jobSiteName: z.string().nullable(),
  alertType: z.enum(alertTypes),
  severity: z.enum(alertSeverities),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  acknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type FleetAlert = z.infer<typeof fleetAlert>;
export const fleetAlertPage = z.object({ items: z.array(fleetAlert), total: z.number() });
export const listAlertsQuery = z.strictObject({
  acknowledged: z.enum(['true', 'false', 'all']).default('false'),
  equipmentId: id.optional(),
  companyId: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const costTypes = ['fuel', 'labor', 'maintenance', 'repair', 'insurance', 'rental', 'transport', 'other'] as const;
export const periodTypes = ['daily', 'weekly', 'yearly', 'others'] as const;
const money = z
  .number({ error: 'The amount must be a number' })
  .min(0, 'The amount cannot be negative')
  .max(9_999_999_999.99, 'The amount is too large')
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'The amount has at most 2 decimals');
export const createOperationalCostInput = z.strictObject({
  costType: z.enum(costTypes, { error: `Cost type must be one of ${costTypes.join(', ')}` }),
  amount: money,
  periodType: z.enum(periodTypes).default('daily'),
  recordedDate: z.iso.date({ error: 'Enter the date as YYYY-MM-DD' }).optional(),
  notes: optionalText(2000),
});
export type CreateOperationalCostInput = z.infer<typeof createOperationalCostInput>;
export const operationalCost = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  costType: z.enum(costTypes),
  /** Exact to the cent, as a decimal string ("1234.50"). */
  amount: z.string(),
  periodType: z.enum(periodTypes),
  recordedDate: z.string(),
  notes: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type OperationalCost = z.infer<typeof operationalCost>;
export const operationalCosts = z.object({ items: z.array(operationalCost), total: z.string() });

export const sensorStatuses = ['normal', 'warning', 'critical'] as const;
export const createSensorReadingInput = z.strictObject({
  sensorType: z.string({ error: 'The sensor type is required' }).trim().min(1, 'The sensor type is required').max(60),
  readingValue: z.number({ error: 'The reading must be a number' }).finite('The reading must be a number'),
  unit: optionalText(20),
  status: z.enum(sensorStatuses).default('normal'),
  recordedAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).optional(),
});
export type CreateSensorReadingInput = z.infer<typeof createSensorReadingInput>;
export const sensorReading = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  sensorType: z.string(),
  readingValue: z.number(),
  unit: z.string().nullable(),
  status: z.enum(sensorStatuses),
  source: z.enum(['manual', 'tracker']),
  recordedAt: z.string(),
});
export type SensorReading = z.infer<typeof sensorReading>;
export const sensorReadings = z.object({ items: z.array(sensorReading) });

/** What an ingest call did: positions stored, refused (per reason), and devices not yet assigned to a machine. */
export const ingestResult = z.object({
  accepted: z.number(),
  rejected: z.record(z.string(), z.number()),
  unassignedDevices: z.array(z.string()),
});
export type IngestResult = z.infer<typeof ingestResult>;
