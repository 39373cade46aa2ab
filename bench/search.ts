/**
 * Global search (DESIGN §7, ADR 0012): maintenance tasks, parts and quote requests beside the generated equipment,
 * then GET /api/search for a set of terms, p50/p95 per term through HTTP (session, RLS, five kinds, JSON).
 * Target: p95 ≤ 50 ms on PostgreSQL at 1M equipment (+ tasks, quotes, parts).
 *
 * Volumes per company, from its equipment count: tasks × 1, parts × 1/5, quote requests × 1/10
 * (BENCH_SEARCH_TASKS / _PARTS / _QUOTES as ratios override them).
 */
import type { Database } from '../apps/server/src/db/database.ts';
import type { BenchCompany } from './generate.ts';
import type { HttpClient } from './http.ts';
import { int, ms, summarize, table, timed, type Summary } from './stats.ts';

const ratio = (name: string, fallback: number) => {
  const v = process.env[name];
  return v ? Number.parseFloat(v) : fallback;
};

const taskTitles = [
  'Grease boom pins',
  'Replace hydraulic filter',
  '500-hour service',
  'Annual inspection',
  'Track tension check',
  'Engine oil change',
  'Coolant flush',
  'Brake inspection',
  'Replace air filter',
  'Swing bearing lubrication',
  'Tire rotation',
  'Hydraulic hose replacement',
  'Battery check',
  'Fuel filter change',
  'Undercarriage inspection',
  'Calibrate load sensor',
];
const partNames = [
  'Hydraulic filter',
  'Air filter element',
  'Fuel filter',
  'Engine oil filter',
  'Track shoe',
  'Bucket tooth',
  'Hydraulic hose',
  'Cutting edge',
  'Alternator belt',
  'Head gasket',
  'Wiper blade',
  'Idler wheel',
  'Seal kit',
  'Glow plug',
];
const partMakers = ['Caterpillar', 'Komatsu', 'Donaldson', 'Fleetguard', 'Parker', 'Gates', 'Volvo', 'Bosch'];
const quoteTitles = [
  'Excavator overhaul',
  'Hydraulic pump rebuild',
  'Undercarriage replacement',
  'Engine rebuild',
  'Crane certification',
  'Loader bucket repair',
  'Generator service contract',
  'Dozer blade rebuild',
  'Annual fleet inspection',
  'Tire replacement set',
];

/** Whether a kept database already holds the search data (quote requests are written last). */
export async function hasSearchData(db: Database, lastCompanyId: string): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from quote_requests where company_id = $1', [lastCompanyId]);
  return rows[0]!.n > 0;
}

/** Bulk inserts (as the owner, generate_series) for every company, secondary indexes dropped and rebuilt once. */
export async function generateSearchData(
  db: Database,
  companies: BenchCompany[],
  log: (line: string) => void,
): Promise<{ tasks: number; parts: number; quotes: number; seconds: number }> {
  const started = performance.now();
  const tables = ['maintenance_tasks', 'equipment_parts', 'quote_requests'];
  const indexes = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes i
      where schemaname = 'public' and tablename = any($1)
        and indexname not in (select conname from pg_constraint where conrelid = (quote_ident(i.tablename))::regclass)`,
    [tables],
  );
  // A run stopped half-way leaves rows behind: start these tables over (a bench database only).
  await db.query('truncate maintenance_tasks, equipment_parts, quote_requests cascade');
  for (const index of indexes) await db.query(`drop index ${index.name}`);
  const counts = { tasks: 0, parts: 0, quotes: 0 };
  for (const [i, c] of companies.entries()) {
    const tasks = Math.round(c.rows * ratio('BENCH_SEARCH_TASKS', 1));
    const parts = Math.round(c.rows * ratio('BENCH_SEARCH_PARTS', 0.2));
    const quotes = Math.round(c.rows * ratio('BENCH_SEARCH_QUOTES', 0.1));
    if (tasks > 0) {
      await db.query(
        `insert into maintenance_tasks (company_id, task_number, title, status, priority, due_date, anchor_date, series_id, completed_at, completed_on, created_by)
         select $1::uuid, 'MT-' || lpad(upper(to_hex(((g + $2 * 7919) * 2654435761) % 4294967296)), 8, '0'),
                ($4::text[])[1 + (g % cardinality($4::text[]))::int] || ' #' || g,
                s, (array['low', 'medium', 'high', 'urgent'])[1 + (g % 4)::int],
                current_date + ((g % 400)::int - 200), current_date + ((g % 400)::int - 200), gen_random_uuid(),
                case when s = 'completed' then now() end, case when s = 'completed' then current_date end, $5::uuid
           from (select g, (array['pending', 'pending', 'in_progress', 'completed', 'completed', 'cancelled'])[1 + (g / 7 % 6)::int] as s
                   from generate_series(1, $3::bigint) g) x`,
        [c.id, i, tasks, taskTitles, c.userId],
      );
    }
    if (parts > 0) {
      await db.query(
        `insert into equipment_parts (company_id, part_name, part_number, manufacturer, unit_cost, units_in_stock, min_stock, created_by)
         select $1::uuid, ($3::text[])[1 + (g % cardinality($3::text[]))::int] || ' ' || (10 + g % 90) || ' mm',
                upper(left(($4::text[])[1 + (g / 3 % cardinality($4::text[]))::int], 3)) || '-' || lpad(g::text, 6, '0'),
                ($4::text[])[1 + (g / 3 % cardinality($4::text[]))::int], (5 + g % 500)::numeric, (g % 40)::int, 5, $5::uuid
           from generate_series(1, $2::bigint) g`,
        [c.id, parts, partNames, partMakers, c.userId],
      );
    }
    if (quotes > 0) {
      await db.query(
        `insert into quote_requests (company_id, title, status, contact_name, quote_number, quote_date, created_by)
         select $1::uuid, ($3::text[])[1 + (g % cardinality($3::text[]))::int] || ' ' || g,
                (array['new', 'submitted', 'processing', 'sent_to_client', 'accepted', 'paid'])[1 + (g % 6)::int], 'Fleet desk',
                case when g % 2 = 0 then ledger_document_number('QT-', nextval('quote_number_seq')) end,
                case when g % 2 = 0 then current_date - (g % 300)::int end, $4::uuid
           from generate_series(1, $2::bigint) g`,
        [c.id, quotes, quoteTitles, c.userId],
      );
    }
    counts.tasks += tasks;
    counts.parts += parts;
    counts.quotes += quotes;
  }
  const indexStart = performance.now();
  await db.transaction(async (tx) => {
    if (db.driver === 'postgres') await tx.query("set local maintenance_work_mem = '256MB'");
    for (const index of indexes) await tx.query(index.def);
  });
  log(`  search indexes rebuilt in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`);
  for (const t of tables) await db.query(`vacuum analyze ${t}`);
  await db.query('checkpoint').catch(() => {});
  return { ...counts, seconds: (performance.now() - started) / 1000 };
}

export type SearchCase = { name: string; term: string };

/** Terms a user types: a whole serial, its prefix, a task number, common words, two characters, nothing found. */
export async function searchCases(db: Database, companyId: string): Promise<SearchCase[]> {
  const serial =
    (
      await db.query<{ serial: string }>(
        'select serial from equipment where company_id = $1 and serial is not null and archived_at is null order by id limit 1',
        [companyId],
      )
    )[0]?.serial ?? 'CAT00000000';
  const task = (
    await db.query<{ n: string }>('select task_number as n from maintenance_tasks where company_id = $1 order by id limit 1', [companyId])
  )[0]?.n;
  const cases: SearchCase[] = [
    { name: 'exact serial', term: serial },
    { name: 'serial prefix (5)', term: serial.slice(0, 5) },
    { name: 'common word', term: 'excavator' },
    { name: 'word in 4 kinds', term: 'hydraulic' },
    { name: 'two characters', term: 'ex' },
    { name: 'two words', term: 'oil change' },
    { name: 'no match', term: 'zqxjv' },
  ];
  if (task) cases.splice(2, 0, { name: 'task number', term: task });
  return cases;
}

export type SearchResultRow = { c: SearchCase; stats: Summary; kinds: string };

/** Each term through HTTP as the company's client_admin, interleaved so drift hits every term alike. */
export async function measureSearch(
  client: HttpClient,
  cookie: string,
  cases: SearchCase[],
  iterations: number,
  warmup: number,
  seconds: number,
): Promise<{ rows: SearchResultRow[]; overall: Summary }> {
  const url = (c: SearchCase) => `/api/search?q=${encodeURIComponent(c.term)}`;
  const kinds = new Map<SearchCase, string>();
  for (const c of cases) {
    const res = await client.get(url(c), cookie);
    if (res.status !== 200) throw new Error(`search ${c.term}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    const body = JSON.parse(res.body) as { groups: { kind: string; total: number; isTotalCapped: boolean }[] };
    kinds.set(c, body.groups.map((g) => `${g.kind} ${g.total}${g.isTotalCapped ? '+' : ''}`).join(', ') || 'none');
  }
  const call = (c: SearchCase) => async () => {
    const res = await client.get(url(c), cookie);
    if (res.status !== 200) throw new Error(`search ${c.term}: HTTP ${res.status}`);
  };
  for (let i = 0; i < warmup; i++) for (const c of cases) await call(c)();
  const samples = new Map<SearchCase, number[]>(cases.map((c) => [c, []]));
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; i < iterations && performance.now() < deadline; i++) {
    for (let j = 0; j < cases.length; j++) {
      const c = cases[(i + j) % cases.length]!;
      samples.get(c)!.push(await timed(call(c)));
    }
  }
  return {
    rows: cases.map((c) => ({ c, stats: summarize(samples.get(c)!), kinds: kinds.get(c)! })),
    overall: summarize([...samples.values()].flat()),
  };
}

export function searchReport(rows: SearchResultRow[], targetMs: number): string {
  return table(
    ['global search term', 'q', 'n', 'p50', 'p95', 'max', `p95 ≤ ${targetMs} ms`, 'groups (kind total)'],
    rows.map((r) => [
      r.c.name,
      r.c.term,
      String(r.stats.n),
      ms(r.stats.p50),
      ms(r.stats.p95),
      ms(r.stats.max),
      r.stats.p95 <= targetMs ? 'PASS' : 'MISS',
      r.kinds,
    ]),
  );
}

export const searchRowsLine = (counts: { tasks: number; parts: number; quotes: number }) =>
  `${int(counts.tasks)} maintenance tasks, ${int(counts.parts)} parts, ${int(counts.quotes)} quote requests`;
