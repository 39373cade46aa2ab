import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import * as repo from './demo.repo.ts';

const hourMs = 3_600_000;
type Who = 'alex' | 'morgan' | 'sam' | 'taylor';

/**
 * Northwind's bookings, one machine each, relative to `now` (hours from the start of the current UTC hour): one running
 * now (its machine reads Reserved), confirmed and pending ones ahead, a multi-day stay, a finished one, a cancelled one
 * and a pending one nobody confirmed in time.
 */
const bookings: {
  from: number;
  hours: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  by: Who;
  decidedBy?: Who;
  forName?: string;
  contact?: string;
  purpose: string;
}[] = [
  {
    from: -2,
    hours: 6,
    status: 'confirmed',
    by: 'taylor',
    decidedBy: 'sam',
    forName: 'Crew A',
    purpose: 'Trenching for the Elm St water main',
  },
  {
    from: 20,
    hours: 8,
    status: 'confirmed',
    by: 'sam',
    decidedBy: 'morgan',
    forName: 'Crew B',
    contact: '(602) 555-0188',
    purpose: 'Pad grading, lot 14',
  },
  { from: 46, hours: 4, status: 'pending', by: 'taylor', purpose: 'Load out pipe at the yard' },
  {
    from: 118,
    hours: 82,
    status: 'pending',
    by: 'alex',
    forName: 'Desert Ridge Rentals',
    contact: 'ops@desertridge.example',
    purpose: 'Rental: bridge deck pour, Route 9',
  },
  { from: -70, hours: 4, status: 'confirmed', by: 'taylor', decidedBy: 'sam', purpose: 'Backfill behind the retaining wall' },
  { from: 30, hours: 6, status: 'cancelled', by: 'morgan', decidedBy: 'morgan', purpose: 'Site cleanup (moved to next week)' },
  { from: -140, hours: 3, status: 'pending', by: 'taylor', purpose: 'Move spoil pile' },
];

/**
 * The demo's reservations (ADR 0016, issue 15), seeded once (set 'reservations') after the fleet and the job sites, as
 * the owner; every row flagged is_demo. Nothing is written when the set was seeded before, the demo logins or machines
 * are missing, or the company already has bookings of its own.
 */
export async function seedDemoReservations(db: Database, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  const hour = Math.floor(now.getTime() / hourMs) * hourMs;
  return db.transaction(async (tx) => {
    if (await repo.wasSeeded(tx, 'reservations')) return false;
    const users = await repo.demoPeopleUnscoped(tx);
    const people = Object.fromEntries(
      (['alex', 'morgan', 'sam', 'taylor'] as const).map((n) => [n, users.find((u) => u.email === `${n}@northwind.demo`)]),
    ) as Record<Who, { id: string; company_id: string } | undefined>;
    if (Object.values(people).some((p) => !p)) return false;
    const companyId = people.alex!.company_id;
    const day = (hours: number) => new Date(hour + hours * hourMs).toISOString().slice(0, 10);
    const span = bookings.flatMap((b) => [b.from, b.from + b.hours]);
    const machines = await repo.bookableDemoMachinesUnscoped(tx, companyId, day(Math.min(...span)), day(Math.max(...span)));
    if (machines.length < bookings.length) return false;
    await repo.recordSeeded(tx, 'reservations');
    if (await repo.companyHasReservations(tx, companyId)) return false;

    // Every fifth free machine, so the bookings spread over the register rather than its first names.
    const picked = bookings.map((_b, i) => machines[(i * 5) % machines.length]!);
    const rows = bookings.map((b, i) => {
      const start = new Date(hour + b.from * hourMs);
      const decidedAt = new Date(Math.min(start.getTime(), now.getTime()) - 20 * hourMs).toISOString();
      const created = new Date(Math.min(start.getTime(), now.getTime()) - 26 * hourMs).toISOString();
      return {
        id: randomUUID(),
        company_id: companyId,
        equipment_id: picked[i]!.id,
        reserved_by: people[b.by]!.id,
        reserved_for_name: b.forName ?? null,
        reserved_for_contact: b.contact ?? null,
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + b.hours * hourMs).toISOString(),
        purpose: b.purpose,
        notes: null,
        status: b.status,
        confirmed_by: b.status === 'confirmed' ? people[b.decidedBy!]!.id : null,
        confirmed_at: b.status === 'confirmed' ? decidedAt : null,
        cancelled_by: b.status === 'cancelled' ? people[b.decidedBy!]!.id : null,
        cancelled_at: b.status === 'cancelled' ? decidedAt : null,
        // Running or finished bookings had their reminder; the job sends the others' when their hour comes.
        reminder_sent_at: b.status === 'confirmed' && b.from < 1 ? new Date(start.getTime() - hourMs).toISOString() : null,
        is_demo: true,
        created_at: created,
        updated_at: decidedAt,
      };
    });
    await repo.insertRows(tx, 'asset_reservations', rows);
    return true;
  });
}
