import {
  currentValueOf,
  fleetValueSummary,
  lifecycleMessages,
  lifecycleStageOf,
  todayUtc,
  type DepreciationMethod,
  type Equipment,
  type FleetValueSummaryView,
  type UpdateConditionInput,
  type UpdateFinancialsInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { readCompany, type Scope } from '../../platform/scope.ts';
import { requireFeature } from '../billing/index.ts';
import * as equipmentRepo from './equipment.repo.ts';
import { toEquipment } from './equipment.mapper.ts';
import { requireLiveEquipment } from './equipment.service.ts';
import * as repo from './lifecycle.repo.ts';

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** The Lifecycle tab's two dialogs change only the caller's machines; a provider admin's all-company view is never limited. */
async function reread(tx: Sql, id: string, companyId: string): Promise<Equipment> {
  return toEquipment((await equipmentRepo.findEquipment(tx, id, companyId))!);
}

/** spec 02 §2 Update Asset Condition (slider 1 to 10): the rating sets the stage (spec 02 §4); notes go to the activity log. */
export async function updateCondition(tx: Sql, scope: Scope, id: string, input: UpdateConditionInput): Promise<Equipment> {
  const row = await requireLiveEquipment(tx, scope, id);
  const stage = lifecycleStageOf(input.rating, row.status);
  await repo.setCondition(tx, id, row.company_id, input.rating, stage);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'equipment_condition_updated',
    entityType: 'equipment',
    entityId: id,
    details: {
      from: { rating: row.current_condition_rating, stage: row.lifecycle_stage },
      to: { rating: input.rating, stage },
      ...(input.notes ? { notes: input.notes } : {}),
    },
  });
  return reread(tx, id, row.company_id);
}

/**
 * spec 02 §2 Update Financial Information. Methods other than straight line are enterprise's "multiple depreciation
 * models" (spec 01 §6); units of production needs the useful life. The valuation the new facts give today is written
 * to current_value with last_valuation_date, so the stored column stays "the last valuation" (equipment.mapper.ts).
 */
export async function updateFinancials(tx: Sql, scope: Scope, id: string, input: UpdateFinancialsInput): Promise<Equipment> {
  const row = await requireLiveEquipment(tx, scope, id);
  const method = (input.depreciationMethod ?? row.depreciation_method) as DepreciationMethod;
  if (input.depreciationMethod && method !== 'straight_line' && method !== row.depreciation_method && scope.companyId !== null) {
    await requireFeature(tx, row.company_id, 'depreciation_models');
  }
  const pick = <T>(next: T | undefined, stored: T): T => (next === undefined ? stored : next);
  const merged = {
    purchase_date: pick(input.purchaseDate, row.purchase_date),
    purchase_price: pick(input.purchasePrice, num(row.purchase_price)),
    depreciation_rate: pick(input.depreciationRate, num(row.depreciation_rate)),
    depreciation_method: method,
    useful_life_hours: pick(input.usefulLifeHours, num(row.useful_life_hours)),
    replacement_cost_estimate: pick(input.replacementCostEstimate, num(row.replacement_cost_estimate)),
    warranty_expiry: pick(input.warrantyExpiry, row.warranty_expiry),
  };
  if (method === 'units_of_production' && merged.useful_life_hours === null) {
    throw new AppError('VALIDATION', lifecycleMessages.usefulLifeRequired);
  }
  const today = todayUtc();
  const value = currentValueOf(
    {
      method,
      purchasePrice: merged.purchase_price,
      purchaseDate: merged.purchase_date,
      depreciationRate: merged.depreciation_rate,
      hours: num(row.hours),
      usefulLifeHours: merged.useful_life_hours,
    },
    today,
  );
  await repo.setFinancials(tx, id, row.company_id, { ...merged, current_value: value, last_valuation_date: value === null ? null : today });
  const before = {
    purchase_date: row.purchase_date,
    purchase_price: num(row.purchase_price),
    depreciation_rate: num(row.depreciation_rate),
    depreciation_method: row.depreciation_method,
    useful_life_hours: num(row.useful_life_hours),
    replacement_cost_estimate: num(row.replacement_cost_estimate),
    warranty_expiry: row.warranty_expiry,
  };
  const changed = (Object.keys(merged) as (keyof typeof merged)[]).filter((k) => merged[k] !== before[k]);
  await recordActivity(tx, {
    companyId: row.company_id,
    userId: scope.actorId,
    action: 'equipment_financials_updated',
    entityType: 'equipment',
    entityId: id,
    details: {
      changed,
      from: Object.fromEntries(changed.map((k) => [k, before[k]])),
      to: Object.fromEntries(changed.map((k) => [k, merged[k]])),
      valuation: value,
    },
  });
  return reread(tx, id, row.company_id);
}

/** The Lifecycle tab's fleet value strip: total purchase, current value and depreciation since 1 January. */
export async function fleetValue(tx: Sql, scope: Scope, requestedCompany: string | undefined): Promise<FleetValueSummaryView> {
  const today = todayUtc();
  const rows = await repo.listValuations(tx, readCompany(scope, requestedCompany), `${today.slice(0, 4)}-01-01`);
  const summary = fleetValueSummary(
    rows.map((r) => ({
      method: r.depreciation_method as DepreciationMethod,
      purchasePrice: num(r.purchase_price),
      purchaseDate: r.purchase_date,
      depreciationRate: num(r.depreciation_rate),
      hours: num(r.hours),
      usefulLifeHours: num(r.useful_life_hours),
      recordedValue: num(r.current_value),
      hoursAtYearStart: num(r.hours_at_year_start),
    })),
    today,
  );
  return { ...summary, asOf: today };
}
