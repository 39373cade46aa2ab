import {
  fleetMessages as m,
  providerOf,
  receivesPushes,
  type CreateTrackerSourceInput,
  type TrackerSource,
  type TrackerSourceList,
  type TrackerSourceWithSecret,
  type UpdateTrackerSourceInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { publish } from '../../platform/events/publish.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { openConfig, sealConfig } from './source-config.ts';
import { ingestUrlsOf, toTrackerSource } from './sources.mapper.ts';
import * as repo from './sources.repo.ts';

/** What the sources use case needs from the server: the public address (ingest URLs) and the secrets key. */
export type SourceEnv = { publicUrl: string; key: Buffer };

export const toSource = (env: SourceEnv, row: repo.SourceRow): TrackerSource =>
  toTrackerSource(row, env.publicUrl, Object.keys(openConfig(env.key, row.config_encrypted) ?? {}).sort());

/** The ingest secret: 32 random bytes, base64url; stored only as its SHA-256, shown once. */
function newSecret(): { secret: string; hash: string; hint: string } {
  const secret = newToken();
  return { secret, hash: hashToken(secret), hint: secret.slice(-4) };
}

export async function requireSource(tx: Sql, scope: Scope, id: string, opts: { lock?: boolean } = {}): Promise<repo.SourceRow> {
  const row = await repo.findSource(tx, id, scope.companyId, opts);
  if (!row) throw notFound(m.sourceNotFound);
  return row;
}

export async function listSources(tx: Sql, scope: Scope, env: SourceEnv, companyId?: string): Promise<TrackerSourceList> {
  const rows = await repo.listActiveSources(tx, readCompany(scope, companyId));
  return { items: rows.map((row) => toSource(env, row)) };
}

/** spec 02 §5 Trackers: a provider type and a name; providers with no public interface are refused, never faked. */
export async function createSource(
  tx: Sql,
  scope: Scope,
  env: SourceEnv,
  input: CreateTrackerSourceInput,
): Promise<TrackerSourceWithSecret> {
  const companyId = writeCompany(scope, input.companyId, m.chooseCompany);
  if (providerOf(input.trackerType)?.connects.includes('none')) throw new AppError('VALIDATION', m.noPublicInterface);
  const { secret, hash, hint } = newSecret();
  const id = await repo.insertSource(tx, {
    companyId,
    trackerType: input.trackerType,
    name: input.name,
    configEncrypted: sealConfig(env.key, input.config),
    apiEndpoint: input.apiEndpoint,
    webhookUrl: input.webhookUrl,
    secretHash: hash,
    secretHint: hint,
    createdBy: scope.actorId,
  });
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'tracker_source_created',
    entityType: 'fleet_tracker_source',
    entityId: id,
    details: { name: input.name, trackerType: input.trackerType },
  });
  await publish(tx, { kind: 'tracker', companyId, entityId: id });
  const source = toSource(env, (await repo.findSource(tx, id, companyId))!);
  return withSecret(env, source, secret);
}

function withSecret(env: SourceEnv, source: TrackerSource, secret: string): TrackerSourceWithSecret {
  return receivesPushes(source.trackerType)
    ? { source, secret, ingestUrls: ingestUrlsOf(env.publicUrl, secret) }
    : { source, secret: null, ingestUrls: null };
}

/** New settings or endpoint mean a new connection: the status goes back to pending until tested. */
export async function updateSource(
  tx: Sql,
  scope: Scope,
  env: SourceEnv,
  id: string,
  input: UpdateTrackerSourceInput,
): Promise<TrackerSource> {
  const row = await requireSource(tx, scope, id, { lock: true });
  await repo.updateSource(tx, row.id, row.company_id, {
    name: input.name,
    configEncrypted: input.config === undefined ? undefined : sealConfig(env.key, input.config),
    apiEndpoint: input.apiEndpoint,
    webhookUrl: input.webhookUrl,
    active: input.active,
  });
  const reconnect = input.config !== undefined || (input.apiEndpoint !== undefined && input.apiEndpoint !== row.api_endpoint);
  if (reconnect && !receivesPushes(row.tracker_type)) {
    await repo.setConnection(tx, row.id, row.company_id, { status: 'pending', errorMessage: null, synced: false });
  }
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'tracker_source_updated',
    entityType: 'fleet_tracker_source',
    entityId: row.id,
    // The names of what changed, never the values of the settings.
    details: { changed: Object.keys(input).sort() },
  });
  await publish(tx, { kind: 'tracker', companyId: row.company_id, entityId: row.id });
  return toSource(env, (await repo.findSource(tx, row.id, row.company_id))!);
}

/** DELETE: the source stops receiving (its secret answers 401) and leaves the list; its devices and history stay. */
export async function deactivateSource(tx: Sql, scope: Scope, env: SourceEnv, id: string): Promise<TrackerSource> {
  const row = await requireSource(tx, scope, id, { lock: true });
  if (row.active) {
    await repo.updateSource(tx, row.id, row.company_id, { active: false });
    await recordActivity(tx, {
      companyId: row.company_id,
      userId: scope.actorId,
      action: 'tracker_source_deactivated',
      entityType: 'fleet_tracker_source',
      entityId: row.id,
      details: { name: row.name },
    });
    await publish(tx, { kind: 'tracker', companyId: row.company_id, entityId: row.id });
  }
  return toSource(env, (await repo.findSource(tx, row.id, row.company_id))!);
}

/** A new secret at once: the old URLs stop working the moment this commits. */
export async function rotateSecret(tx: Sql, scope: Scope, env: SourceEnv, id: string): Promise<TrackerSourceWithSecret> {
  const row = await requireSource(tx, scope, id, { lock: true });
  if (!row.active) throw new AppError('CONFLICT', m.sourceInactive);
  if (!receivesPushes(row.tracker_type)) throw new AppError('CONFLICT', m.notPushSource);
  const { secret, hash, hint } = newSecret();
  await repo.setSecret(tx, row.id, row.company_id, hash, hint);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'tracker_source_secret_rotated',
    entityType: 'fleet_tracker_source',
    entityId: row.id,
    details: { name: row.name },
  });
  const source = toSource(env, (await repo.findSource(tx, row.id, row.company_id))!);
  return withSecret(env, source, secret);
}
