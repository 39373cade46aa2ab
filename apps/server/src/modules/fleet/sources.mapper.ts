import { providerOf, receivesPushes, type IngestUrls, type TrackerSource } from '@gears/domain';
import type { SourceRow } from './sources.repo.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The three ingest URLs of a source (docs/fleet-ingest.md); `{secret}` stands in for the secret in listings. */
export function ingestUrlsOf(publicUrl: string, secret: string): IngestUrls {
  return {
    osmand: `${publicUrl}/api/ingest/osmand/${secret}`,
    traccarForward: `${publicUrl}/api/ingest/traccar/${secret}`,
    json: `${publicUrl}/api/ingest/json/${secret}`,
  };
}

/** A source as the API shows it: the names of its settings, never their values; the secret only as its hint. */
export function toTrackerSource(row: SourceRow, publicUrl: string, configKeys: string[]): TrackerSource {
  const provider = providerOf(row.tracker_type);
  return {
    id: row.id,
    companyId: row.company_id,
    trackerType: row.tracker_type,
    providerName: provider?.name ?? row.tracker_type,
    category: provider?.category ?? 'custom',
    connects: [...(provider?.connects ?? [])],
    name: row.name,
    active: row.active,
    connectionStatus: row.connection_status,
    lastSyncAt: iso(row.last_sync_at),
    errorMessage: row.error_message,
    apiEndpoint: row.api_endpoint,
    webhookUrl: row.webhook_url,
    configKeys,
    secretHint: row.secret_hint,
    ingestUrls: receivesPushes(row.tracker_type) ? ingestUrlsOf(publicUrl, '{secret}') : null,
    positionsAccepted: Number(row.positions_accepted),
    rejectedCounts: Object.fromEntries(Object.entries(row.rejected_counts ?? {}).map(([k, v]) => [k, Number(v)])),
    deviceCount: row.device_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
