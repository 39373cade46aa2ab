import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import * as repo from './demo.repo.ts';

/** Northwind's demo sites around Phoenix (the demo company's home, db/seed.ts); 555-01xx numbers are fictional by rule. */
const sites = [
  {
    site_name: 'Loop 202 Interchange Widening',
    site_code: 'NW-202',
    site_type: 'construction',
    address: 'S 40th St & Loop 202, Phoenix, AZ 85040',
    latitude: 33.396611,
    longitude: -111.996584,
    geofence_radius: 400,
    contact_person: 'Dana Ruiz',
    contact_phone: '(602) 555-0142',
    notes: 'Night work on the east ramps until the 15th. Check in at the trailer by gate 2.',
    daysAgo: 64,
    machines: 4,
  },
  {
    site_name: 'Salt River Aggregate Pit',
    site_code: 'NW-SRP',
    site_type: 'quarry',
    address: '1900 N Granite Reef Rd, Scottsdale, AZ 85257',
    latitude: 33.473002,
    longitude: -111.844021,
    geofence_radius: 800,
    contact_person: 'Luis Ortega',
    contact_phone: '(480) 555-0187',
    notes: 'Haul road speed limit 15 mph. Dust control water truck on site daily.',
    daysAgo: 41,
    machines: 3,
  },
  {
    site_name: 'Tempe Medical Office Build',
    site_code: 'NW-TMO',
    site_type: 'construction',
    address: '1500 S Rural Rd, Tempe, AZ 85281',
    latitude: 33.412045,
    longitude: -111.926037,
    geofence_radius: 150,
    contact_person: 'Priya Shah',
    contact_phone: '(480) 555-0119',
    notes: null,
    daysAgo: 18,
    machines: 2,
  },
  {
    site_name: 'North Phoenix Equipment Yard',
    site_code: 'NW-YARD',
    site_type: 'yard',
    address: '2200 W Deer Valley Rd, Phoenix, AZ 85027',
    latitude: 33.683612,
    longitude: -112.104027,
    geofence_radius: 200,
    contact_person: 'Sam Patel',
    contact_phone: '(623) 555-0160',
    notes: 'Home yard: machines between jobs are parked here.',
    daysAgo: 240,
    machines: 0,
  },
] as const;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * The demo's job sites (ADR 0016, issue 15): four Northwind sites with machines and crews on three of them, seeded
 * once (set 'job_sites'), after the fleet, as the owner; every row flagged is_demo. Nothing is written when the set was
 * seeded before, the demo logins or fleet are missing, or the company already has sites of its own.
 */
export async function seedDemoJobSites(db: Database, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    if (await repo.wasSeeded(tx, 'job_sites')) return false;
    const users = await repo.demoPeopleUnscoped(tx);
    const byEmail = (email: string) => users.find((u) => u.email === email);
    const [alex, morgan, sam, taylor] = ['alex', 'morgan', 'sam', 'taylor'].map((n) => byEmail(`${n}@northwind.demo`));
    if (!alex || !morgan || !sam || !taylor) return false;
    const companyId = alex.company_id;
    const machines = await repo.demoMachinesUnscoped(tx, companyId);
    const needed = sites.reduce((n, s) => n + s.machines, 0);
    if (machines.length < needed) return false;
    await repo.recordSeeded(tx, 'job_sites');
    if (await repo.companyHasJobSites(tx, companyId)) return false;

    const siteRows = sites.map(({ daysAgo, machines: _n, ...s }) => ({
      ...s,
      id: randomUUID(),
      company_id: companyId,
      status: 'active',
      created_by: sam.id,
      created_at: daysBefore(now, daysAgo),
      updated_at: daysBefore(now, daysAgo),
      is_demo: true,
    }));
    // Spread the machine types over the sites: every third machine in name order, so each site gets a mix.
    const spread = [...machines.filter((_m, i) => i % 3 === 0), ...machines.filter((_m, i) => i % 3 !== 0)];
    let next = 0;
    const equipmentRows = sites.flatMap((s, i) =>
      Array.from({ length: s.machines }, (_x, k) => ({
        id: randomUUID(),
        company_id: companyId,
        job_site_id: siteRows[i]!.id,
        equipment_id: spread[next++]!.id,
        status: 'active',
        notes: null,
        assigned_by: sam.id,
        assigned_at: daysBefore(now, Math.max(1, s.daysAgo - 2 - k)),
        is_demo: true,
      })),
    );
    const crew = (i: number, userId: string, role: string, notes: string | null = null) => ({
      id: randomUUID(),
      company_id: companyId,
      job_site_id: siteRows[i]!.id,
      user_id: userId,
      role,
      status: 'active',
      notes,
      assigned_by: morgan.id,
      assigned_at: daysBefore(now, Math.max(1, sites[i]!.daysAgo - 1)),
      is_demo: true,
    });
    const teamRows = [
      crew(0, sam.id, 'team_lead'),
      crew(0, taylor.id, 'technician', 'Daily walk-around inspections before the first shift.'),
      crew(1, morgan.id, 'supervisor'),
      crew(1, taylor.id, 'operator'),
      crew(2, sam.id, 'supervisor'),
      crew(3, sam.id, 'team_lead'),
    ];
    await repo.insertRows(tx, 'job_sites', siteRows);
    await repo.insertRows(tx, 'job_site_equipment_assignments', equipmentRows);
    await repo.insertRows(tx, 'job_site_team_assignments', teamRows);
    return true;
  });
}
