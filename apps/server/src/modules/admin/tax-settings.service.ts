import type { TaxSettings, UpdateTaxSettingsInput } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './tax-settings.repo.ts';

export async function getTaxSettings(tx: Sql): Promise<TaxSettings> {
  return { defaultTaxRate: await repo.readDefaultTaxRate(tx) };
}

/** Applies to quotes sent from now on; a sent quote keeps the rate it showed (issue 13 item 2). */
export async function updateTaxSettings(tx: Sql, admin: Scope, input: UpdateTaxSettingsInput): Promise<TaxSettings> {
  const before = await repo.readDefaultTaxRate(tx);
  const provider = await repo.writeDefaultTaxRate(tx, input.defaultTaxRate);
  if (!provider) throw notFound('Provider company not found');
  await recordActivity(tx, {
    companyId: provider.id,
    userId: admin.actorId,
    action: 'default_tax_rate_updated',
    entityType: 'company',
    entityId: provider.id,
    details: { from: before, to: input.defaultTaxRate },
  });
  return getTaxSettings(tx);
}
