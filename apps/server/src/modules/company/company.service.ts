import { can, shipToMessages as m, type CompanySettings, type UpdateCompanySettingsInput } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './company.repo.ts';

/** The client admin keeps the company's settings ('company.settings', ADR 0008); provider staff may too (impersonating, or naming the company). */
const mayEdit = (scope: Scope) => can(scope.role, 'company.settings');

/** Whose settings: the caller's company (or the impersonated one); a provider admin in the all-company view names it. */
function companyOf({ companyId }: Scope, requested: string | undefined): string {
  if (companyId === null) {
    if (!requested) throw new AppError('VALIDATION', m.chooseCompany);
    return requested;
  }
  // DESIGN §4: naming another company is a 404, never a 403.
  if (requested && requested !== companyId) throw notFound(m.companyNotFound);
  return companyId;
}

const toView = (row: repo.CompanySettingsRow, scope: Scope): CompanySettings => ({
  companyId: row.id,
  companyName: row.name,
  shippingAddress: row.shipping_address,
  canEdit: mayEdit(scope),
});

export async function getCompanySettings(tx: Sql, scope: Scope, requested: string | undefined): Promise<CompanySettings> {
  const row = await repo.findCompanySettings(tx, companyOf(scope, requested));
  if (!row) throw notFound(m.companyNotFound);
  return toView(row, scope);
}

export async function updateCompanySettings(
  tx: Sql,
  scope: Scope,
  requested: string | undefined,
  input: UpdateCompanySettingsInput,
): Promise<CompanySettings> {
  const companyId = companyOf(scope, requested);
  if (!mayEdit(scope)) throw new AppError('FORBIDDEN', m.settingsRole);
  const row = await repo.updateShippingAddress(tx, companyId, input.shippingAddress);
  if (!row) throw notFound(m.companyNotFound);
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'company_settings_updated',
    entityType: 'company',
    entityId: companyId,
    details: { shippingAddress: input.shippingAddress },
  });
  return toView(row, scope);
}
