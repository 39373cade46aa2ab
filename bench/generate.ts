/**
 * Bulk benchmark data: N companies × M equipment, one client_admin per company, inserted as the
 * owner with generate_series (no per-row round trips), then VACUUM ANALYZE.
 *
 *   BENCH_SCALE=full   (default) 50 companies, 1,000,000 equipment, the first company has 100,000
 *   BENCH_SCALE=medium 50 companies,   300,000 equipment, the first company has  30,000
 *   BENCH_SCALE=small  50 companies,   100,000 equipment, the first company has  10,000
 *   BENCH_COMPANIES / BENCH_TOTAL / BENCH_BIG override the chosen scale.
 *
 * Standalone: `npx tsx bench/generate.ts` fills DATABASE_URL (migrated first) or the PGlite
 * folder DATA_DIR (default ./data/bench-pglite, git-ignored). `npm run bench` calls generate() on its own fresh database.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openPglite } from '../apps/server/src/db/pglite.ts';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';

export type Scale = { name: string; companies: number; total: number; big: number };
export type BenchCompany = { id: string; name: string; rows: number; userId: string; email: string };
export type Generated = { scale: Scale; companies: BenchCompany[]; big: BenchCompany; password: string; seconds: number };

export const benchPassword = 'Bench-Passw0rd-2026';

const presets: Record<string, Omit<Scale, 'name'>> = {
  full: { companies: 50, total: 1_000_000, big: 100_000 },
  medium: { companies: 50, total: 300_000, big: 30_000 },
  small: { companies: 50, total: 100_000, big: 10_000 },
};

export function scaleFromEnv(env: NodeJS.ProcessEnv = process.env): Scale {
  const name = env.BENCH_SCALE ?? 'full';
  const preset = presets[name];
  if (!preset) throw new Error(`BENCH_SCALE must be one of ${Object.keys(presets).join(', ')}`);
  const int = (v: string | undefined, d: number) => (v ? Math.max(1, Number.parseInt(v, 10)) : d);
  const companies = int(env.BENCH_COMPANIES, preset.companies);
  const total = int(env.BENCH_TOTAL, preset.total);
  const big = Math.min(total, int(env.BENCH_BIG, preset.big));
  const custom = env.BENCH_COMPANIES || env.BENCH_TOTAL || env.BENCH_BIG;
  return { name: custom ? `${name}+custom` : name, companies, total, big };
}

// A small catalogue: [type, label, manufacturer, model, serial prefix]; names, models and serials come from it.
const catalogue: [string, string, string, string, string][] = [
  ['excavator', 'Excavator', 'Caterpillar', '320GC', 'CAT'],
  ['excavator', 'Excavator', 'Komatsu', 'PC210LC-11', 'KMT'],
  ['excavator', 'Excavator', 'Volvo', 'EC220E', 'VCE'],
  ['excavator', 'Mini Excavator', 'Kubota', 'KX057-5', 'KBT'],
  ['excavator', 'Excavator', 'Hitachi', 'ZX210-7', 'HIT'],
  ['bulldozer', 'Dozer', 'Caterpillar', 'D6T', 'CAT'],
  ['bulldozer', 'Dozer', 'Komatsu', 'D61PXi-24', 'KMT'],
  ['bulldozer', 'Crawler Dozer', 'John Deere', '850L', 'JDR'],
  ['crane', 'Mobile Crane', 'Liebherr', 'LTM 1100-5.2', 'LBH'],
  ['crane', 'All-Terrain Crane', 'Grove', 'GMK5150L', 'GRV'],
  ['crane', 'Rough-Terrain Crane', 'Tadano', 'GR-1000XL', 'TAD'],
  ['loader', 'Wheel Loader', 'Caterpillar', '950M', 'CAT'],
  ['loader', 'Wheel Loader', 'Volvo', 'L120H', 'VCE'],
  ['loader', 'Skid Steer', 'Bobcat', 'S770', 'BOB'],
  ['loader', 'Backhoe Loader', 'JCB', '3CX', 'JCB'],
  ['loader', 'Track Loader', 'Kubota', 'SVL97-2', 'KBT'],
  ['dump_truck', 'Articulated Hauler', 'Volvo', 'A40G', 'VCE'],
  ['dump_truck', 'Dump Truck', 'Caterpillar', '745', 'CAT'],
  ['dump_truck', 'Articulated Dump Truck', 'Bell', 'B30E', 'BEL'],
  ['compactor', 'Soil Compactor', 'Bomag', 'BW 211 D-5', 'BMG'],
  ['compactor', 'Tandem Roller', 'Hamm', 'HD 12i VV', 'HAM'],
  ['compactor', 'Plate Compactor', 'Wacker Neuson', 'DPU 6555', 'WCK'],
  ['generator', 'Generator', 'Cummins', 'C150D6', 'CMN'],
  ['generator', 'Standby Generator', 'Generac', 'SD200', 'GEN'],
  ['generator', 'Portable Generator', 'Atlas Copco', 'QAS 150', 'ATC'],
  ['pump', 'Dewatering Pump', 'Godwin', 'CD150M', 'GDW'],
  ['pump', 'Submersible Pump', 'Xylem Flygt', '2201', 'XYL'],
  ['pump', 'Trash Pump', 'Honda', 'WT40X', 'HND'],
  ['tool', 'Breaker', 'Hilti', 'TE 3000-AVR', 'HLT'],
  ['tool', 'Demolition Hammer', 'Makita', 'HM1812', 'MKT'],
  ['tool', 'Rammer', 'Wacker Neuson', 'BS60-2i', 'WCK'],
  ['tool', 'Concrete Saw', 'Husqvarna', 'K 770', 'HSQ'],
  ['vehicle', 'Pickup', 'Ford', 'F-250 Super Duty', 'FRD'],
  ['vehicle', 'Pickup', 'Toyota', 'Hilux', 'TYT'],
  ['vehicle', 'Service Truck', 'Chevrolet', 'Silverado 3500HD', 'CHV'],
  ['vehicle', 'Flatbed Truck', 'Isuzu', 'NPR-HD', 'ISZ'],
  ['other', 'Scissor Lift', 'Genie', 'GS-1930', 'GNE'],
  ['other', 'Boom Lift', 'JLG', '600S', 'JLG'],
  ['other', 'Light Tower', 'Wacker Neuson', 'LTV6K', 'WCK'],
  ['other', 'Welder', 'Lincoln Electric', 'Vantage 500', 'LIN'],
  ['other', 'Telehandler', 'JCB', '540-170', 'JCB'],
  ['other', 'Air Compressor', 'Doosan', 'P185', 'DSN'],
];
const sites = [
  'North Yard',
  'South Yard',
  'Riverside Depot',
  'Airport Expansion',
  'Harbor Terminal',
  'Main Street Bridge',
  'Hillcrest Quarry',
  'Westfield Site',
  'Eastgate Warehouse',
  'Highway 9 Project',
  'Lakeside Plant',
  'Central Workshop',
];
const tags = [
  'fleet-a',
  'fleet-b',
  'rental',
  'leased',
  'owned',
  'critical',
  'winter',
  'gps',
  'needs-inspection',
  'night-shift',
  'emissions-tier4',
  'spare',
];
const firstNames = ['Ana', 'Ben', 'Carla', 'Dev', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivan', 'Jia', 'Kofi', 'Lena', 'Marco', 'Nia'];
const lastNames = ['Okafor', 'Silva', 'Novak', 'Haddad', 'Kim', 'Garcia', 'Smith', 'Larsen', 'Rossi', 'Tanaka', 'Byrne', 'Weber'];
const notes = [
  'Hydraulic leak reported on boom cylinder; check before use.',
  'Tracks replaced last season.',
  'Operator reports hard starting in cold weather.',
  'Due for annual inspection.',
  'GPS unit reinstalled.',
];
const companyWords = ['Granite', 'Summit', 'Harbor', 'Northwind', 'Ironwood', 'Redrock', 'Bluewater', 'Cedar', 'Frontier', 'Keystone'];
const companyKinds = ['Construction', 'Earthworks', 'Civil', 'Infrastructure', 'Builders'];

/** One chunk of one company's equipment: rows first..last (1-based), all columns derived from hashes of the row number. */
const insertChunkSql = `
with src as (
  select g,
    hashint8extended(g, $2 * 16 + 1) & 9223372036854775807 as h1, hashint8extended(g, $2 * 16 + 2) & 9223372036854775807 as h2,
    hashint8extended(g, $2 * 16 + 3) & 9223372036854775807 as h3, hashint8extended(g, $2 * 16 + 4) & 9223372036854775807 as h4
  from generate_series($3::bigint, $4::bigint) g
), v as (
  select g, h1, h2, h3, h4,
    1 + (h1 / 7 % cardinality($7::text[]))::int as k,
    1 + (h2 / 11 % cardinality($12::text[]))::int as s,
    case when h1 % 100 < 60 then 'active' when h1 % 100 < 72 then 'idle' when h1 % 100 < 80 then 'maintenance'
         when h1 % 100 < 85 then 'repair' when h1 % 100 < 88 then 'out_of_service' when h1 % 100 < 95 then 'inactive'
         else 'retired' end as status,
    1 + (h3 % 10)::int as cond,
    (15000 + h2 % 485000)::numeric(14, 2) as price,
    now() - make_interval(secs => (($5 - g) * $16 + h4 % 600)::double precision) as created,
    (h4 / 11 % cardinality($13::text[]))::int as t
  from src
)
insert into equipment (company_id, name, manufacturer, model, serial, equipment_type, status, location, notes, priority,
  purchase_date, purchase_price, current_value, current_condition_rating, lifecycle_stage, assignment_status,
  maintenance_schedule, last_maintenance, year, tags, qr_code_id, hours, operator_name,
  last_service_date, next_service_date, archived_at, created_by, created_at, updated_at)
select $1::uuid,
  ($7::text[])[k] || ' ' || upper(left(($12::text[])[s], 2)) || '-' || lpad((g % 10000)::text, 4, '0'),
  ($8::text[])[k], ($9::text[])[k],
  ($11::text[])[k] || lpad(upper(to_hex(((g + $2 * 7919) * 2654435761) % 4294967296)), 8, '0'),
  ($10::text[])[k], status, ($12::text[])[s],
  case when h3 % 10 = 0 then ($17::text[])[1 + (h3 / 10 % cardinality($17::text[]))::int] end,
  (array['low', 'medium', 'high', null])[1 + (h2 % 4)::int],
  date '2012-01-01' + (h2 % 4700)::int, price, round(price * (0.25 + (h3 / 10 % 70) / 100.0), 2), cond,
  case when status = 'retired' then 'retired' when cond <= 3 then 'near_replacement' when cond <= 5 then 'maintenance_required'
       when cond >= 9 then 'new' else 'active' end,
  case when status in ('maintenance', 'repair') then 'maintenance' when status = 'retired' then 'retired'
       when h1 % 3 = 0 then 'available' else 'assigned' end,
  (array['weekly', 'monthly', 'quarterly', 'semi_annual', 'annual', 'as_needed'])[1 + (h2 / 13 % 6)::int],
  current_date - (h3 % 200)::int,
  case when h2 % 20 = 0 then null else 1998 + (h2 % 28)::int end,
  case h4 / 7 % 5 when 0 then '{}'::text[] when 1 then array[($13::text[])[1 + t]]
    when 2 then array[($13::text[])[1 + t], ($13::text[])[1 + (t + 3) % cardinality($13::text[])]]
    when 3 then array[($13::text[])[1 + t], ($13::text[])[1 + (t + 3) % cardinality($13::text[])], ($13::text[])[1 + (t + 7) % cardinality($13::text[])]]
    else array[($13::text[])[1 + t]] end,
  case when h3 % 10 < 7 then 'EQ-' || lpad(upper(to_hex(((g + $2 * 104729) * 2246822519) % 4294967296)), 8, '0') end,
  case when h3 % 25 = 0 then null else round((h3 / 25 % 250000) / 10.0, 1) end,
  case when h1 % 3 = 0 then null else ($14::text[])[1 + (h1 / 3 % cardinality($14::text[]))::int] || ' '
    || ($15::text[])[1 + (h4 / 5 % cardinality($15::text[]))::int] end,
  current_date - (h4 % 180)::int, current_date + (h4 % 120)::int - 20,
  case when h4 % 50 = 0 then least(now(), created + interval '30 days') end,
  $6::uuid, created, least(now(), created + make_interval(mins => (h4 % 100000)::int))
from v`;

/** Fills the database (migrated, no bench rows yet) and returns the companies and their users. */
export async function generate(db: Database, scale: Scale, log: (line: string) => void = console.log): Promise<Generated> {
  const started = performance.now();
  const password = benchPassword;
  const hash = await hashPassword(password);
  const rest = scale.companies > 1 ? scale.total - scale.big : 0;
  const companies: BenchCompany[] = Array.from({ length: scale.companies }, (_, i) => {
    const others = scale.companies - 1;
    const rows = i === 0 ? scale.big : Math.floor(rest / others) + (i - 1 < rest % others ? 1 : 0);
    const name = `${companyWords[i % companyWords.length]} ${companyKinds[Math.floor(i / companyWords.length) % companyKinds.length]} ${String(i + 1).padStart(2, '0')}`;
    return { id: randomUUID(), userId: randomUUID(), name, rows, email: `bench-admin-${String(i + 1).padStart(2, '0')}@bench.test` };
  });
  await db.query(
    `insert into companies (id, name, industry, location, subscription_tier, subscription_status, contact_email)
     select id, name, 'Construction', 'Denver, CO', 'professional', 'active', email from unnest($1::uuid[], $2::text[], $3::text[]) as c(id, name, email)`,
    [companies.map((c) => c.id), companies.map((c) => c.name), companies.map((c) => c.email)],
  );
  await db.query(
    `insert into users (id, company_id, email, name, role, job_title, password_hash)
     select id, company_id, email, name, 'client_admin', 'Fleet Manager', $5
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) as u(id, company_id, email, name)`,
    [
      companies.map((c) => c.userId),
      companies.map((c) => c.id),
      companies.map((c) => c.email),
      companies.map((_, i) => `${firstNames[i % firstNames.length]} ${lastNames[i % lastNames.length]}`),
      hash,
    ],
  );

  // Bulk load without the secondary indexes, then build them once (much faster than row-by-row upkeep).
  const indexes = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = 'public' and tablename = 'equipment'
        and indexname not in (select conname from pg_constraint where conrelid = 'equipment'::regclass)`,
  );
  for (const index of indexes) await db.query(`drop index ${index.name}`);
  const chunk = 50_000;
  const spacing = (n: number) => Math.max(1, Math.floor((5 * 365 * 86400) / Math.max(1, n)));
  let done = 0;
  let lastLog = performance.now();
  for (const [i, c] of companies.entries()) {
    for (let first = 1; first <= c.rows; first += chunk) {
      const last = Math.min(c.rows, first + chunk - 1);
      await db.query(insertChunkSql, [
        c.id,
        i,
        first,
        last,
        c.rows,
        c.userId,
        catalogue.map((e) => e[1]),
        catalogue.map((e) => e[2]),
        catalogue.map((e) => e[3]),
        catalogue.map((e) => e[0]),
        catalogue.map((e) => e[4]),
        sites,
        tags,
        firstNames,
        lastNames,
        spacing(c.rows),
        notes,
      ]);
      done += last - first + 1;
      if (performance.now() - lastLog > 10_000) {
        log(`  … ${done.toLocaleString('en-US')} / ${scale.total.toLocaleString('en-US')} equipment rows`);
        lastLog = performance.now();
      }
    }
  }
  const indexStart = performance.now();
  await db.transaction(async (tx) => {
    if (db.driver === 'postgres') await tx.query("set local maintenance_work_mem = '256MB'");
    for (const index of indexes) await tx.query(index.def);
  });
  log(`  indexes rebuilt in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`);
  await db.query('vacuum analyze companies');
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze equipment');
  // Flush the load's dirty pages now, so a checkpoint does not land in the middle of the measurements.
  await db.query('checkpoint').catch(() => log('  (checkpoint not allowed for this user; skipped)'));
  return { scale, companies, big: companies[0]!, password, seconds: (performance.now() - started) / 1000 };
}

/**
 * The bench data already in a kept database (BENCH_DATABASE), if it matches the scale: every
 * bench company with its user, the big company first. Rows a previous run imported are removed.
 */
export async function findGenerated(db: Database, scale: Scale, log: (line: string) => void = console.log): Promise<Generated | null> {
  const started = performance.now();
  const rows = await db.query<{ id: string; name: string; user_id: string; email: string; rows: number }>(
    `select c.id, c.name, u.id as user_id, u.email,
            (select count(*)::int from equipment e where e.company_id = c.id and coalesce(e.serial, '') not like 'IMP%') as rows
       from users u join companies c on c.id = u.company_id
      where u.email like 'bench-admin-%@bench.test' order by u.email`,
  );
  if (rows.length === 0) return null;
  const total = rows.reduce((n, r) => n + r.rows, 0);
  if (rows.length !== scale.companies || total !== scale.total || rows[0]!.rows !== scale.big) {
    throw new Error(
      `BENCH_DATABASE holds ${rows.length} companies / ${total} equipment (${rows[0]!.rows} in the first), not the ${scale.name} scale; use another name`,
    );
  }
  const imported = await db.query<{ n: number }>(
    "with d as (delete from equipment where company_id = $1 and serial like 'IMP%' returning 1) select count(*)::int as n from d",
    [rows[0]!.id],
  );
  if (imported[0]!.n > 0) {
    log(`  removed ${imported[0]!.n.toLocaleString('en-US')} rows imported by an earlier run`);
    await db.query('vacuum analyze equipment');
  }
  const companies = rows.map((r) => ({ id: r.id, name: r.name, rows: r.rows, userId: r.user_id, email: r.email }));
  return { scale, companies, big: companies[0]!, password: benchPassword, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const scale = scaleFromEnv();
  const url = process.env.DATABASE_URL;
  const db = url ? await openPostgres(url) : await openPglite(path.resolve(process.env.DATA_DIR ?? './data/bench-pglite'));
  try {
    await migrate(db);
    console.log(
      `Generating ${scale.name}: ${scale.companies} companies, ${scale.total} equipment (${scale.big} in the first) on ${db.driver}`,
    );
    const out = await generate(db, scale);
    console.log(
      `Done in ${out.seconds.toFixed(1)} s. Sign in as ${out.big.email} / ${out.password} (${out.big.name}, ${out.big.rows} equipment).`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
