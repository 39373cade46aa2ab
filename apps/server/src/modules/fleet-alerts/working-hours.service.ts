import type { WorkingHoursInput, WorkingHoursView } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { writeCompany, type Scope } from '../../platform/scope.ts';
import { workingHoursOf } from './evaluate.repo.ts';
import { workingHoursFor } from './evaluate.service.ts';
import * as repo from './working-hours.repo.ts';

const choose = 'Choose the company (companyId).';

/** The company's working hours for after-hours exits; the default (Mon–Fri 06:00–18:00 UTC) until one is saved. */
export async function getWorkingHours(tx: Sql, scope: Scope, requested: string | undefined): Promise<WorkingHoursView> {
  const companyId = writeCompany(scope, requested, choose);
  if (!(await repo.companyVisible(tx, companyId))) throw notFound('Company not found');
  const saved = await workingHoursOf(tx, companyId);
  return { companyId, ...(await workingHoursFor(tx, companyId)), isDefault: saved === null };
}

export async function saveWorkingHours(
  tx: Sql,
  scope: Scope,
  requested: string | undefined,
  input: WorkingHoursInput,
): Promise<WorkingHoursView> {
  const companyId = writeCompany(scope, requested, choose);
  if (!(await repo.companyVisible(tx, companyId))) throw notFound('Company not found');
  const days = [...input.days].sort();
  await repo.saveWorkingHours(tx, {
    companyId,
    days,
    start: input.start,
    end: input.end,
    timeZone: input.timeZone,
    updatedBy: scope.actorId,
  });
  await recordActivity(tx, {
    companyId,
    userId: scope.actorId,
    action: 'fleet_working_hours_changed',
    entityType: 'company',
    entityId: companyId,
    details: { days, start: input.start, end: input.end, timeZone: input.timeZone },
  });
  return getWorkingHours(tx, scope, companyId);
}
