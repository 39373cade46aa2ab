import { randomUUID } from 'node:crypto';
import { addDays, type EquipmentType, type IsoDate } from '@gears/domain';
import type { Random } from './demo.random.ts';
import type { DemoPeople, PlannedMachine, Row } from './fleet.plan.ts';

export type PartsPlan = { parts: Row[]; movements: Row[]; links: Row[]; quotes: Row[] };

type PartSpec = {
  name: string;
  number: string;
  category: string;
  make: string;
  supplier: string;
  bin: string;
  cost: number;
  min: number;
  lead: number;
  received: number;
  fits: EquipmentType[];
  fitsMake?: string;
};

/** Wear parts and filters a yard keeps on the shelf; the first is the one below its reorder point. */
const catalog: PartSpec[] = [
  {
    name: 'Fuel water separator filter',
    number: '1R-0750',
    category: 'Filters',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'A-01-2',
    cost: 38.42,
    min: 8,
    lead: 3,
    received: 12,
    fits: ['excavator', 'loader', 'bulldozer', 'dump_truck'],
    fitsMake: 'Caterpillar',
  },
  {
    name: 'Engine oil filter',
    number: '1R-1808',
    category: 'Filters',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'A-01-1',
    cost: 24.9,
    min: 10,
    lead: 3,
    received: 36,
    fits: ['excavator', 'loader', 'bulldozer', 'compactor'],
    fitsMake: 'Caterpillar',
  },
  {
    name: 'Hydraulic return filter',
    number: '337-5270',
    category: 'Filters',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'A-02-1',
    cost: 96.15,
    min: 4,
    lead: 5,
    received: 12,
    fits: ['excavator'],
    fitsMake: 'Caterpillar',
  },
  {
    name: 'Engine oil filter',
    number: '600-211-1340',
    category: 'Filters',
    make: 'Komatsu',
    supplier: 'Komatsu Equipment Co.',
    bin: 'A-03-1',
    cost: 21.6,
    min: 6,
    lead: 7,
    received: 20,
    fits: ['excavator', 'loader', 'bulldozer'],
    fitsMake: 'Komatsu',
  },
  {
    name: 'Primary air filter element',
    number: 'P181052',
    category: 'Filters',
    make: 'Donaldson',
    supplier: 'Motion Industries',
    bin: 'A-04-3',
    cost: 87.3,
    min: 4,
    lead: 4,
    received: 14,
    fits: ['excavator', 'loader', 'dump_truck', 'generator'],
  },
  {
    name: 'Bucket tooth, heavy duty',
    number: '1U-3352RC',
    category: 'Ground engaging tools',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'C-01-1',
    cost: 54.75,
    min: 10,
    lead: 5,
    received: 40,
    fits: ['excavator', 'loader'],
  },
  {
    name: 'Tooth pin and retainer kit',
    number: '8E-6259',
    category: 'Ground engaging tools',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'C-01-2',
    cost: 12.4,
    min: 10,
    lead: 5,
    received: 40,
    fits: ['excavator', 'loader'],
  },
  {
    name: 'Cutting edge, 8 ft',
    number: '9W-8209',
    category: 'Ground engaging tools',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'C-02-1',
    cost: 412.0,
    min: 1,
    lead: 10,
    received: 4,
    fits: ['loader', 'bulldozer'],
  },
  {
    name: 'Hydraulic hose assembly 1/2 in x 36 in',
    number: 'HA-12-36',
    category: 'Hydraulics',
    make: 'Parker',
    supplier: 'Parker Store — Tempe',
    bin: 'B-01-4',
    cost: 68.2,
    min: 3,
    lead: 1,
    received: 10,
    fits: ['excavator', 'loader', 'bulldozer'],
  },
  {
    name: 'Boom cylinder seal kit',
    number: '4I-7399',
    category: 'Hydraulics',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'B-02-1',
    cost: 286.5,
    min: 1,
    lead: 7,
    received: 3,
    fits: ['excavator'],
    fitsMake: 'Caterpillar',
  },
  {
    name: 'Alternator belt',
    number: '4PK1065',
    category: 'Belts',
    make: 'Gates',
    supplier: 'Motion Industries',
    bin: 'D-01-2',
    cost: 31.85,
    min: 4,
    lead: 2,
    received: 12,
    fits: ['generator', 'dump_truck', 'vehicle', 'pump'],
  },
  {
    name: 'Track roller, single flange',
    number: '7T-9752',
    category: 'Undercarriage',
    make: 'Berco',
    supplier: 'Undercarriage Supply AZ',
    bin: 'E-01-1',
    cost: 318.0,
    min: 2,
    lead: 14,
    received: 6,
    fits: ['excavator', 'bulldozer'],
  },
  {
    name: 'DEF (diesel exhaust fluid), 2.5 gal',
    number: 'DEF-25',
    category: 'Fluids',
    make: 'BlueDEF',
    supplier: 'Pilot Fleet Supply',
    bin: 'F-01-1',
    cost: 16.5,
    min: 12,
    lead: 2,
    received: 48,
    fits: ['dump_truck', 'vehicle', 'generator'],
  },
  {
    name: 'Hydraulic oil 10W, 5 gal',
    number: 'HYDO-10W-5',
    category: 'Fluids',
    make: 'Caterpillar',
    supplier: 'Empire Cat — Phoenix',
    bin: 'F-02-1',
    cost: 119.95,
    min: 4,
    lead: 3,
    received: 16,
    fits: ['excavator', 'loader', 'bulldozer', 'compactor'],
  },
  {
    name: 'Brake pad set, front',
    number: 'BR-1414-F',
    category: 'Brakes',
    make: 'Motorcraft',
    supplier: 'Sanderson Ford Fleet',
    bin: 'D-03-2',
    cost: 74.4,
    min: 2,
    lead: 2,
    received: 6,
    fits: ['vehicle'],
  },
  {
    name: 'Spark plug, generator set',
    number: 'SP-NGK-7',
    category: 'Electrical',
    make: 'NGK',
    supplier: 'Motion Industries',
    bin: 'D-04-1',
    cost: 9.6,
    min: 6,
    lead: 2,
    received: 24,
    fits: ['generator', 'pump', 'other'],
  },
];

/** Parts with their stock ledger (received, used on completed tasks, a cycle count), equipment links and one quote request. */
export function planParts(o: {
  companyId: string;
  now: Date;
  today: IsoDate;
  machines: PlannedMachine[];
  completedTasks: Row[];
  people: DemoPeople;
  random: Random;
}): PartsPlan {
  const plan: PartsPlan = { parts: [], movements: [], links: [], quotes: [] };
  const daysAgo = (d: number, hour = 15) => new Date(o.now.getTime() - d * 86_400_000 - hour * 60_000).toISOString();
  catalog.forEach((p, i) => {
    const id = randomUUID();
    let balance = 0;
    const ledger: Row[] = [];
    const move = (kind: 'received' | 'used' | 'adjusted', delta: number, when: string, extra: Row = {}) => {
      balance += delta;
      ledger.push({
        id: randomUUID(),
        company_id: o.companyId,
        part_id: id,
        kind,
        quantity_delta: delta,
        balance_after: balance,
        created_at: when,
        is_demo: true,
        ...extra,
      });
    };
    move('received', p.received, daysAgo(80 + i), { reason: `PO ${4100 + i} from ${p.supplier}`, user_id: o.people.manager });
    const fitting = o.machines.filter((m) => p.fits.includes(m.profile.type) && (!p.fitsMake || m.model.make === p.fitsMake));
    const fittingIds = new Set(fitting.map((m) => m.id));
    const uses = o.completedTasks
      .filter(
        (t) =>
          fittingIds.has(t.equipment_id as string) &&
          t.maintenance_type === 'service' &&
          (t.completed_on as string) >= addDays(o.today, -75),
      )
      .sort((a, b) => String(a.completed_on).localeCompare(String(b.completed_on)))
      .slice(0, 3);
    // The first part runs below its reorder point: it has been used down and the reorder is only requested.
    const usePer = i === 0 ? 3 : Math.max(1, Math.floor(p.received / 8));
    for (const t of uses) {
      if (balance - usePer < (i === 0 ? 0 : p.min + 1)) break;
      move('used', -usePer, `${t.completed_on as string}T18:00:00Z`, { task_id: t.id, user_id: t.completed_by, reason: null });
    }
    if (i === 0)
      while (balance >= p.min)
        move('used', -Math.min(3, balance), daysAgo(3 - Math.min(2, balance % 3)), { user_id: o.people.technician, reason: null });
    if (i === 1) move('adjusted', -2, daysAgo(12), { reason: 'Cycle count: two damaged in the wash bay', user_id: o.people.supervisor });
    if (i === 5) move('received', 20, daysAgo(18), { reason: `PO ${4200 + i} from ${p.supplier}`, user_id: o.people.manager });
    // The ledger in time order, each balance the running sum (stock.service.ts keeps the same invariant).
    ledger.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
    let running = 0;
    for (const row of ledger) {
      running += row.quantity_delta as number;
      row.balance_after = running;
      plan.movements.push(row);
    }
    plan.parts.push({
      id,
      company_id: o.companyId,
      part_name: p.name,
      part_number: p.number,
      description: `${p.make} ${p.name.toLowerCase()}.`,
      category: p.category,
      manufacturer: p.make,
      supplier: p.supplier,
      location: `Shop ${p.bin}`,
      unit_cost: p.cost,
      units_in_stock: balance,
      min_stock: p.min,
      lead_time_days: p.lead,
      created_by: o.people.manager,
      created_at: daysAgo(80 + i, 14),
      updated_at: daysAgo(2),
      is_demo: true,
    });
    for (const m of fitting.slice(0, 8))
      plan.links.push({ company_id: o.companyId, part_id: id, equipment_id: m.id, created_at: daysAgo(79), is_demo: true });
    if (i === 0) {
      plan.quotes.push({
        id: randomUUID(),
        company_id: o.companyId,
        part_id: id,
        part_name: p.name,
        part_number: p.number,
        vendor: p.supplier,
        units_requested: 24,
        notes: 'Below the reorder point — price for 24, and for 48 on a standing order.',
        requested_by: o.people.manager,
        created_at: daysAgo(1),
        is_demo: true,
      });
    }
  });
  return plan;
}
