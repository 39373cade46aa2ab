import type { Database } from './database.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seedDemoAssignments, seedDemoFleet, seedDemoJobSites, seedDemoReservations, seedDemoTracking } from '../modules/demo/index.ts';

export const demoPassword = 'GearsDemo!2026';

export const demoAccounts = [
  { email: 'admin@gears.demo', name: 'Jordan Reyes', role: 'gears_admin', jobTitle: 'Service Coordinator', company: 'provider' },
  { email: 'alex@northwind.demo', name: 'Alex Morgan', role: 'client_admin', jobTitle: 'Operations Director', company: 'client' },
  { email: 'morgan@northwind.demo', name: 'Morgan Lee', role: 'manager', jobTitle: 'Fleet Manager', company: 'client' },
  { email: 'sam@northwind.demo', name: 'Sam Patel', role: 'supervisor', jobTitle: 'Yard Supervisor', company: 'client' },
  { email: 'taylor@northwind.demo', name: 'Taylor Brooks', role: 'technician', jobTitle: 'Field Technician', company: 'client' },
] as const;

export const demoCompanies = {
  provider: { name: 'GEARS Equipment Services', industry: 'Equipment services', location: 'Denver, CO' },
  client: { name: 'Northwind Construction', industry: 'Construction', location: 'Phoenix, AZ' },
};

/**
 * Demo data, flagged is_demo: the provider company with an admin and a client company with client_admin, manager,
 * supervisor and technician accounts, then the client's demo fleet, work and quote-to-cash records (ADR 0016). Each
 * part runs once, as the owner; true when anything was created.
 */
export async function seedDemo(db: Database, opts: { now?: Date } = {}): Promise<boolean> {
  const accounts = await seedDemoAccounts(db);
  // Payment links stay relative to the portal (they are opened from inside it); no email goes out for demo rows.
  const fleet = await seedDemoFleet(db, { publicUrl: '', now: opts.now });
  const jobSites = await seedDemoJobSites(db, { now: opts.now });
  const reservations = await seedDemoReservations(db, { now: opts.now });
  const assignments = await seedDemoAssignments(db, { now: opts.now });
  const tracking = await seedDemoTracking(db, { now: opts.now });
  return accounts || fleet || jobSites || reservations || assignments || tracking;
}

async function seedDemoAccounts(db: Database): Promise<boolean> {
  const existing = await db.query('select 1 from companies where is_demo limit 1');
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const ids: Record<string, string> = {};
    for (const [key, c] of Object.entries(demoCompanies)) {
      const isProvider = key === 'provider';
      const rows = await tx.query<{ id: string }>(
        `insert into companies (name, industry, location, is_provider, is_demo, subscription_tier, subscription_status, contact_email)
         values ($1, $2, $3, $4, true, $5, $6, $7) returning id`,
        [
          c.name,
          c.industry,
          c.location,
          isProvider,
          // Enterprise: the demo shows every module, fleet tracking (enterprise first, spec 01 §6) included.
          'enterprise',
          'active',
          isProvider ? 'admin@gears.demo' : 'alex@northwind.demo',
        ],
      );
      ids[key] = rows[0]!.id;
    }
    for (const a of demoAccounts) {
      await tx.query(
        `insert into users (company_id, email, name, role, job_title, password_hash, is_demo) values ($1, $2, $3, $4, $5, $6, true)`,
        [ids[a.company], a.email, a.name, a.role, a.jobTitle, passwordHash],
      );
    }
  });
  return true;
}
