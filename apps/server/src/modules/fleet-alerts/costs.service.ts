import { equipmentMessages, utcDateOf, type CreateOperationalCostInput, type OperationalCost } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './costs.repo.ts';
import { findEquipment } from './positions.repo.ts';

/** spec 02 §7: costs are shown for the last 90 days. */
export const costWindowDays = 90;
const listLimit = 500;

function toCost(r: repo.CostRow): OperationalCost {
  return {
    id: r.id,
    equipmentId: r.equipment_id,
    costType: r.cost_type as OperationalCost['costType'],
    amount: r.amount,
    periodType: r.period_type as OperationalCost['periodType'],
    recordedDate: r.recorded_date,
    notes: r.notes,
    recordedByName: r.recorded_by_name,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function requireMachine(tx: Sql, scope: Scope, equipmentId: string) {
  const machine = await findEquipment(tx, equipmentId, scope.companyId);
  if (!machine) throw notFound(equipmentMessages.notFound);
  return machine;
}

/** The machine's operational costs of the last 90 days, newest first, with their total as an exact decimal string. */
export async function listCosts(tx: Sql, scope: Scope, equipmentId: string) {
  const machine = await requireMachine(tx, scope, equipmentId);
  const { rows, total } = await repo.listCosts(tx, {
    companyId: machine.company_id,
    equipmentId: machine.id,
    days: costWindowDays,
    limit: listLimit,
  });
  return { items: rows.map(toCost), total };
}

/** Records one cost (managers up, the permission table). The amount is stored exactly: numeric(12, 2) from its cents. */
export async function recordCost(tx: Sql, scope: Scope, equipmentId: string, input: CreateOperationalCostInput): Promise<OperationalCost> {
  const machine = await requireMachine(tx, scope, equipmentId);
  if (input.recordedDate && input.recordedDate > utcDateOf(new Date(Date.now() + 86_400_000)))
    throw new AppError('VALIDATION', 'The date of a cost cannot be in the future');
  const row = await repo.insertCost(tx, {
    companyId: machine.company_id,
    equipmentId: machine.id,
    costType: input.costType,
    // Whole cents, then the decimal string: 0.1 + 0.2 style binary error never reaches the ledger of costs.
    amount: (Math.round(input.amount * 100) / 100).toFixed(2),
    periodType: input.periodType,
    recordedDate: input.recordedDate ?? null,
    notes: input.notes,
    recordedBy: scope.actorId,
  });
  await recordActivity(tx, {
    companyId: machine.company_id,
    userId: scope.actorId,
    action: 'operational_cost_recorded',
    entityType: 'equipment',
    entityId: machine.id,
    details: { costId: row.id, costType: row.cost_type, amount: row.amount, recordedDate: row.recorded_date },
  });
  return toCost(row);
}
