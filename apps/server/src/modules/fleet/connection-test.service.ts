import { fleetMessages as m, providerOf, receivesPushes, type TrackerSource } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import { publish } from '../../platform/events/publish.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { checkProviderApi, ProviderCheckFailed } from './provider-api.client.ts';
import { openConfig } from './source-config.ts';
import * as repo from './sources.repo.ts';
import { requireSource, toSource, type SourceEnv } from './sources.service.ts';

/**
 * POST /api/fleet/sources/:id/test. A push source is connected once a fix has arrived (last_sync_at); before that it
 * stays pending and says what to do. An API source is tested with a real call to its provider, outside any
 * transaction (up to 10 s): success sets connected and last_sync_at (spec 02 §4), failure sets error with the
 * provider's or the network's words. A provider with no public interface is refused.
 */
export async function testConnection(run: TxRunner, scope: Scope, env: SourceEnv, id: string): Promise<TrackerSource> {
  const row = await run((tx) => requireSource(tx, scope, id));
  if (!row.active) throw new AppError('CONFLICT', m.sourceInactive);
  if (providerOf(row.tracker_type)?.connects.includes('none')) throw new AppError('VALIDATION', m.noPublicInterface);
  let outcome: { status: repo.SourceRow['connection_status']; errorMessage: string | null; synced: boolean };
  if (receivesPushes(row.tracker_type)) {
    outcome = row.last_sync_at
      ? { status: 'connected', errorMessage: null, synced: false }
      : { status: 'pending', errorMessage: m.noPositionYet, synced: false };
  } else {
    outcome = await callProvider(env, row);
  }
  return run(async (tx) => {
    await repo.setConnection(tx, row.id, row.company_id, outcome);
    await publish(tx, { kind: 'tracker', companyId: row.company_id, entityId: row.id });
    return toSource(env, (await repo.findSource(tx, row.id, row.company_id))!);
  });
}

async function callProvider(env: SourceEnv, row: repo.SourceRow) {
  const config = openConfig(env.key, row.config_encrypted);
  if (config === null) {
    return {
      status: 'error' as const,
      errorMessage: 'The stored settings cannot be read (the secrets key changed): enter them again.',
      synced: false,
    };
  }
  try {
    await checkProviderApi(row.tracker_type, config, row.api_endpoint);
    return { status: 'connected' as const, errorMessage: null, synced: true };
  } catch (err) {
    if (!(err instanceof ProviderCheckFailed)) throw err;
    return { status: 'error' as const, errorMessage: err.message, synced: false };
  }
}
