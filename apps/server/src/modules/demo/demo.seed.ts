import { randomBytes } from 'node:crypto';
import { newQrCodeId, utcDateOf } from '@gears/domain';
import type { Database } from '../../db/database.ts';
import * as repo from './demo.repo.ts';
import { seededRandom } from './demo.random.ts';
import { planMachines, planReadings, planScans, type DemoPeople } from './fleet.plan.ts';
import { planParts } from './parts.plan.ts';
import { seedDemoQuotes } from './quotes.demo.ts';
import { planWork } from './work.plan.ts';

/** The demo logins the fleet is seeded for (db/seed.ts creates them). */
const demoEmails = {
  providerAdmin: 'admin@gears.demo',
  clientAdmin: 'alex@northwind.demo',
  manager: 'morgan@northwind.demo',
  supervisor: 'sam@northwind.demo',
  technician: 'taylor@northwind.demo',
} as const;

/** The same fleet on every install; only dates (from today) and random ids differ. */
const fleetSeed = 20_261_126;

/**
 * A believable mid-size fleet for the demo client (ADR 0016), seeded once: when the set was seeded before (even if a
 * provider admin removed it since), when the demo accounts are missing, or when the demo company already has equipment
 * of its own, nothing is written. One transaction, as the owner; every row is flagged is_demo.
 */
export async function seedDemoFleet(db: Database, opts: { publicUrl: string; now?: Date }): Promise<boolean> {
  const now = opts.now ?? new Date();
  const today = utcDateOf(now);
  return db.transaction(async (tx) => {
    if (await repo.wasSeeded(tx, 'fleet')) return false;
    const users = await repo.demoPeopleUnscoped(tx);
    const byEmail = (email: string) => users.find((u) => u.email === email);
    const alex = byEmail(demoEmails.clientAdmin);
    const admin = byEmail(demoEmails.providerAdmin);
    const [morgan, sam, taylor] = [byEmail(demoEmails.manager), byEmail(demoEmails.supervisor), byEmail(demoEmails.technician)];
    if (!alex || !admin || !morgan || !sam || !taylor) return false;
    const companyId = alex.company_id;
    await repo.recordSeeded(tx, 'fleet');
    // A demo company someone already filled with their own machines is theirs: the demo does not mix into it.
    if (await repo.companyHasEquipment(tx, companyId)) return false;

    const people: DemoPeople = { clientAdmin: alex.id, manager: morgan.id, supervisor: sam.id, technician: taylor.id };
    const random = seededRandom(fleetSeed);
    const taken = new Set<string>();
    const qrId = () => {
      let code = newQrCodeId(randomBytes(8));
      while (taken.has(code)) code = newQrCodeId(randomBytes(8));
      taken.add(code);
      return code;
    };
    const machines = planMachines({ companyId, today, people, random, qrId });
    const work = planWork({ companyId, today, machines, people, random });
    const parts = planParts({ companyId, now, today, machines, completedTasks: work.completed, people, random });

    await repo.insertRows(
      tx,
      'equipment',
      machines.map((m) => m.row),
    );
    await repo.insertRows(tx, 'meter_readings', planReadings({ companyId, now, machines, people, random }));
    await repo.insertRows(tx, 'qr_scan_logs', planScans({ companyId, now, machines, people, random }));
    await repo.insertRows(tx, 'maintenance_tasks', work.tasks);
    await repo.insertRows(tx, 'maintenance_task_assignments', work.assignments);
    await repo.insertRows(tx, 'repairs', work.repairs);
    await repo.insertRows(tx, 'equipment_parts', parts.parts);
    await repo.insertRows(tx, 'part_stock_movements', parts.movements);
    await repo.insertRows(tx, 'part_equipment_links', parts.links);
    await repo.insertRows(tx, 'parts_quotes', parts.quotes);

    const quoteIds = await seedDemoQuotes(tx, {
      companyId,
      clientAdmin: { id: alex.id, email: alex.email, name: alex.name },
      providerAdmin: { id: admin.id, email: admin.email, companyId: admin.company_id },
      machines,
      today,
      publicUrl: opts.publicUrl,
    });
    await repo.flagQuoteChildren(
      tx,
      quoteIds,
      machines.map((m) => m.id),
    );
    return true;
  });
}
