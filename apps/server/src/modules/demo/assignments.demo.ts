import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import * as repo from './demo.repo.ts';

const dayMs = 86_400_000;
type Who = 'alex' | 'morgan' | 'sam' | 'taylor';

/**
 * Northwind's check-outs, relative to today (days): two machines out now — one due back in three days, one two days
 * overdue — and two returned ones for the history. Holders are demo people or free text (a project, a location).
 */
const checkOuts: {
  outDay: number;
  returnDay: number | null;
  backDay?: number;
  to: { person: Who } | { type: 'project' | 'location'; name: string };
  by: Who;
  notes: string;
  returnNotes?: string;
}[] = [
  { outDay: -4, returnDay: 3, to: { person: 'taylor' }, by: 'sam', notes: 'Trench shoring at Elm St' },
  { outDay: -9, returnDay: -2, to: { type: 'project', name: 'Route 9 bridge deck' }, by: 'morgan', notes: 'Deck pour support' },
  {
    outDay: -16,
    returnDay: -10,
    backDay: -11,
    to: { person: 'sam' },
    by: 'morgan',
    notes: 'Yard reorganisation',
    returnNotes: 'Returned clean, fuel full',
  },
  {
    outDay: -30,
    returnDay: -20,
    backDay: -19,
    to: { type: 'location', name: 'South Quarry' },
    by: 'alex',
    notes: 'Haul road maintenance',
    returnNotes: 'Left track tension adjusted on return',
  },
];

/**
 * The demo's check-outs (ADR 0016, issue 15), seeded once (set 'assignments') after the fleet, the job sites and the
 * bookings, as the owner; every row flagged is_demo, and the machines out carry their holder as a check-out leaves
 * them. Nothing is written when the set was seeded before, the demo people or free machines are missing, or the
 * company already has check-outs of its own.
 */
export async function seedDemoAssignments(db: Database, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (day: number, hour: number) => new Date(today + day * dayMs + hour * 3_600_000).toISOString();
  const date = (day: number) => new Date(today + day * dayMs).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    if (await repo.wasSeeded(tx, 'assignments')) return false;
    const users = await repo.demoPeopleUnscoped(tx);
    const people = Object.fromEntries(
      (['alex', 'morgan', 'sam', 'taylor'] as const).map((n) => [n, users.find((u) => u.email === `${n}@northwind.demo`)]),
    ) as Record<Who, { id: string; name: string; company_id: string } | undefined>;
    if (Object.values(people).some((p) => !p)) return false;
    const companyId = people.alex!.company_id;
    const machines = await repo.checkOutableDemoMachinesUnscoped(tx, companyId, at(Math.min(...checkOuts.map((c) => c.outDay)), 0));
    if (machines.length < checkOuts.length) return false;
    await repo.recordSeeded(tx, 'assignments');
    if (await repo.companyHasAssignments(tx, companyId)) return false;

    // Spread over the free machines, so the check-outs are not all at the top of the register.
    const picked = checkOuts.map((_c, i) => machines[Math.floor((i * machines.length) / checkOuts.length)]!);
    const rows = checkOuts.map((c, i) => {
      const holder = 'person' in c.to ? people[c.to.person]! : null;
      const returned = c.backDay !== undefined;
      return {
        id: randomUUID(),
        company_id: companyId,
        equipment_id: picked[i]!.id,
        assigned_to_type: holder ? 'employee' : (c.to as { type: string }).type,
        assigned_user_id: holder?.id ?? null,
        job_site_id: null,
        assigned_to_name: holder?.name ?? (c.to as { name: string }).name,
        assigned_by: people[c.by]!.id,
        assigned_at: at(c.outDay, 7),
        expected_return_date: c.returnDay === null ? null : date(c.returnDay),
        assignment_notes: c.notes,
        status: returned ? 'returned' : 'active',
        returned_at: returned ? at(c.backDay!, 16) : null,
        returned_by: returned ? (holder?.id ?? people[c.by]!.id) : null,
        returned_by_name: returned ? (holder?.name ?? people[c.by]!.name) : null,
        return_notes: c.returnNotes ?? null,
        is_demo: true,
        created_at: at(c.outDay, 7),
      };
    });
    await repo.insertRows(tx, 'asset_assignments', rows);
    for (const row of rows)
      if (row.status === 'active')
        await repo.markCheckedOutUnscoped(tx, row.equipment_id, { id: row.assigned_user_id, name: row.assigned_to_name });
    return true;
  });
}
