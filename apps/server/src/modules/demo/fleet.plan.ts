import { randomUUID } from 'node:crypto';
import { addDays, lifecycleStageOf, round1, type EquipmentStatus, type IsoDate } from '@gears/domain';
import { fleetCatalog, fleetLocations, operatorNames, type Model, type TypeProfile } from './fleet.catalog.ts';
import type { Random } from './demo.random.ts';

export type DemoPeople = { clientAdmin: string; manager: string; supervisor: string; technician: string };

export type Row = Record<string, unknown>;

/** A planned machine with what the other plans need to know of it. */
export type PlannedMachine = {
  id: string;
  profile: TypeProfile;
  model: Model;
  status: EquipmentStatus;
  /** Current meter; null for equipment without one. */
  hours: number | null;
  /** Average hours per calendar day over the last 90 days. */
  dailyHours: number;
  row: Row;
};

/** Which machines are not simply at work (by position in the fleet): a believable spread of statuses. */
const statusAt: Record<number, EquipmentStatus> = {
  2: 'repair',
  11: 'repair',
  24: 'maintenance',
  37: 'maintenance',
  19: 'out_of_service',
  44: 'inactive',
  5: 'idle',
  14: 'idle',
  28: 'idle',
  33: 'idle',
  49: 'idle',
  56: 'idle',
};
/** The newest deliveries have no QR label yet (the QR manager lists them). */
const withoutQrAt = new Set([9, 31, 52]);

const cents = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');

function serialOf(model: Model, random: Random): string {
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  return `${model.serialPrefix}${letters[random.int(0, letters.length - 1)]}${letters[random.int(0, letters.length - 1)]}${random.int(10000, 99999)}`;
}

/** ~60 machines of the spec's types, each with its make, model, serial, year, value, place and meter. */
export function planMachines(o: {
  companyId: string;
  today: IsoDate;
  people: DemoPeople;
  random: Random;
  qrId: () => string;
}): PlannedMachine[] {
  const { random, today } = o;
  const thisYear = Number(today.slice(0, 4));
  const machines: PlannedMachine[] = [];
  let n = 0;
  for (const profile of fleetCatalog) {
    profile.models.forEach((model, k) => {
      const status = statusAt[n] ?? 'active';
      const year = k === 0 && n % 3 === 0 ? thisYear - 1 : random.int(thisYear - 11, thisYear - 1);
      const drawn = `${year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
      // Never a future purchase date (the product refuses one).
      const purchaseDate = drawn > addDays(today, -30) ? addDays(today, -random.int(60, 200)) : drawn;
      const ageYears = Math.max(0.1, (Date.parse(today) - Date.parse(purchaseDate)) / (365.25 * 86_400_000));
      const rate = random.int(8, 15);
      const condition = Math.max(2, Math.min(10, Math.round(10 - ageYears * 0.6 + random.int(-1, 1))));
      const meterHours =
        profile.hoursPerDay > 0 ? round1(Math.max(40, profile.hoursPerDay * 210 * ageYears * (0.7 + random.next() * 0.5))) : null;
      const at = status === 'active' || status === 'idle' ? random.pick(fleetLocations.slice(1)) : fleetLocations[0]!;
      const operator = status === 'active' && profile.hoursPerDay > 0 && random.chance(0.7) ? random.pick(operatorNames) : null;
      const working = status === 'active' ? 0.75 + random.next() * 0.35 : status === 'idle' ? 0.08 : 0.02;
      const tags = [
        profile.type === 'dump_truck' || profile.type === 'vehicle' ? 'on-road' : 'off-road',
        ...(ageYears > 8 ? ['replacement-plan'] : []),
      ];
      const id = randomUUID();
      const name = `${profile.unitPrefix}-${101 + k} ${model.make === 'Caterpillar' ? 'Cat' : model.make} ${model.model}`;
      machines.push({
        id,
        profile,
        model,
        status,
        hours: meterHours,
        dailyHours: round1(profile.hoursPerDay * 0.71 * working),
        row: {
          id,
          company_id: o.companyId,
          name,
          manufacturer: model.make,
          model: model.model,
          serial: serialOf(model, random),
          equipment_type: profile.type,
          status,
          location: at,
          notes:
            status === 'repair'
              ? 'Tagged out by the operator — see the open repair request.'
              : status === 'out_of_service'
                ? 'Parked at the main yard awaiting parts.'
                : null,
          description: `${year} ${model.make} ${model.model} ${profile.label.toLowerCase()}, unit ${profile.unitPrefix}-${101 + k}.`,
          priority: profile.type === 'crane' || profile.type === 'excavator' ? 'high' : 'medium',
          purchase_date: purchaseDate,
          warranty_expiry: addDays(purchaseDate, 365 * (profile.type === 'tool' ? 1 : 3)),
          purchase_price: model.price,
          current_value: cents(model.price * Math.pow(1 - rate / 100, ageYears)),
          depreciation_rate: rate,
          current_condition_rating: condition,
          lifecycle_stage: lifecycleStageOf(condition, status),
          replacement_cost_estimate: Math.round((model.price * Math.pow(1.035, ageYears)) / 100) * 100,
          last_valuation_date: addDays(today, -random.int(20, 150)),
          // A regular operator is not a check-out: 'assigned' and its holder come only from an active asset_assignments row.
          assignment_status: status === 'maintenance' || status === 'repair' ? 'maintenance' : 'available',
          assigned_to: null,
          assigned_to_name: null,
          operator_name: operator,
          maintenance_schedule: profile.schedule,
          year,
          tags,
          qr_code_id: withoutQrAt.has(n) ? null : o.qrId(),
          hours: meterHours,
          created_by: o.people.clientAdmin,
          created_at: `${addDays(today, -random.int(200, 420))}T15:00:00Z`,
          is_demo: true,
        },
      });
      n++;
    });
  }
  return machines;
}

/** Weekly meter readings over the last 12 weeks ending at today's meter (trackers on the heavy iron). */
export function planReadings(o: { companyId: string; now: Date; machines: PlannedMachine[]; people: DemoPeople; random: Random }): Row[] {
  const rows: Row[] = [];
  for (const m of o.machines) {
    if (m.hours === null) continue;
    const tracker = ['excavator', 'bulldozer', 'dump_truck', 'loader'].includes(m.profile.type) && o.random.chance(0.6);
    for (let week = 12; week >= 0; week--) {
      const daysBack = week * 7 + (week === 0 ? 0 : o.random.int(0, 2));
      const hours = round1(Math.max(0, m.hours - m.dailyHours * daysBack));
      rows.push({
        id: randomUUID(),
        company_id: o.companyId,
        equipment_id: m.id,
        hours,
        read_at: new Date(o.now.getTime() - daysBack * 86_400_000 - (week === 0 ? 3_600_000 : 0)).toISOString(),
        source: tracker ? 'tracker' : 'manual',
        recorded_by: tracker ? null : week % 2 ? o.people.technician : o.people.supervisor,
        is_demo: true,
      });
    }
  }
  return rows;
}

/** Label scans in the last two weeks, as the yard crew does them. */
export function planScans(o: { companyId: string; now: Date; machines: PlannedMachine[]; people: DemoPeople; random: Random }): Row[] {
  const labelled = o.machines.filter((m) => m.row.qr_code_id);
  const scanners = [o.people.technician, o.people.technician, o.people.supervisor, o.people.manager];
  return Array.from({ length: 28 }, () => {
    const m = o.random.pick(labelled);
    return {
      id: randomUUID(),
      company_id: o.companyId,
      equipment_id: m.id,
      user_id: o.random.pick(scanners),
      qr_code_id: m.row.qr_code_id,
      scanned_at: new Date(o.now.getTime() - o.random.int(1, 14 * 24 * 60) * 60_000).toISOString(),
      location: m.row.location,
      source: 'camera',
      is_demo: true,
    };
  });
}
