import type { FleetAlert, FleetPosition, TrackerSource } from '@gears/domain';

/** A machine on the map as GET /api/fleet/positions answers it; override any field. */
export function buildPosition(overrides: Partial<FleetPosition> = {}): FleetPosition {
  return {
    equipmentId: '0b7c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a',
    companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    equipmentName: 'Excavator 7',
    equipmentStatus: 'active',
    equipmentType: 'excavator',
    jobSiteName: 'Riverside Tower',
    trackerSourceId: '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    deviceId: 'phone-7',
    latitude: 41.88,
    longitude: -87.63,
    fixedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    speedKmh: 12,
    bearing: 90,
    batteryLevel: 76,
    gpsStatus: 'online',
    movementStatus: 'active',
    maintenanceDue: false,
    ...overrides,
  };
}

export function buildSource(overrides: Partial<TrackerSource> = {}): TrackerSource {
  return {
    id: '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    trackerType: 'traccar',
    providerName: 'Traccar',
    category: 'open_source',
    connects: ['osmand', 'traccar_forward'],
    name: 'Site phones',
    active: true,
    connectionStatus: 'pending',
    lastSyncAt: null,
    errorMessage: null,
    apiEndpoint: null,
    webhookUrl: null,
    configKeys: [],
    secretHint: 'x9Qa',
    ingestUrls: {
      osmand: 'http://127.0.0.1/api/ingest/osmand/{secret}',
      traccarForward: 'http://127.0.0.1/api/ingest/traccar/{secret}',
      json: 'http://127.0.0.1/api/ingest/json/{secret}',
    },
    positionsAccepted: 0,
    rejectedCounts: {},
    deviceCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAlert(overrides: Partial<FleetAlert> = {}): FleetAlert {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    equipmentId: '0b7c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a',
    equipmentName: 'Excavator 7',
    jobSiteId: null,
    jobSiteName: 'Riverside Tower',
    alertType: 'geofence_exit',
    severity: 'warning',
    message: 'Excavator 7 left Riverside Tower',
    details: {},
    acknowledged: false,
    acknowledgedAt: null,
    acknowledgedByName: null,
    createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    ...overrides,
  };
}
