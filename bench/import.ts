/** CSV import through POST /api/equipment/import: a generated file of valid rows, timed end to end. */
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from '../apps/server/src/db/database.ts';
import type { HttpClient } from './http.ts';

export type ImportMeasurement = {
  rows: number;
  bytes: number;
  status: number;
  imported: number;
  failed: number;
  seconds: number;
  rowsPerSecond: number;
  committed: number;
  rss: { before: number; peak: number; after: number };
  heapPeak: number;
  /** CPU seconds spent during the upload by this process (server and client) and by local PostgreSQL processes. */
  cpu: { portal: number; database: number | null };
};

/**
 * CPU seconds (user + system) of the local PostgreSQL server's processes that work for `database` (its backends and
 * autovacuum workers, named in their process titles) and of the shared WAL writer, checkpointer and background writer,
 * from /proc; null when none is visible (PGlite, another machine). Unlike wall time, it hardly moves with other work on
 * the machine, and other databases' backends (tests running beside the bench) are left out.
 */
function databaseCpuSeconds(database: string): number | null {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const shared = /: (walwriter|checkpointer|background writer)\s*$/;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!title.split(/\s+/).includes(database) && !shared.test(title)) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended while we read.
    }
  }
  return found ? ticks / 100 : null;
}

/** Small deterministic PRNG (mulberry32), so every run imports the same file. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const models: [string, string, string, string][] = [
  ['Excavator', 'Caterpillar', '336 Next Gen', 'excavator'],
  ['Wheel Loader', 'Komatsu', 'WA475-10', 'loader'],
  ['Dozer', 'Liebherr', 'PR 736', 'bulldozer'],
  ['Crane', 'Manitowoc', 'MLC300', 'crane'],
  ['Dump Truck', 'Komatsu', 'HM400-5', 'dump_truck'],
  ['Roller', 'Dynapac', 'CA2500D', 'compactor'],
  ['Generator', 'Kohler', 'KD800', 'generator'],
  ['Pump', 'Atlas Copco', 'PAC H64', 'pump'],
  ['Skid Steer', 'Case', 'SV340B', 'loader'],
  ['Pickup', 'Ram', '2500 Tradesman', 'vehicle'],
  ['Telehandler', 'Genie', 'GTH-5519', 'other'],
  ['Breaker', 'Bosch', 'GSH 27 VC', 'tool'],
];
const statuses = ['Active', 'active', 'Idle', 'Maintenance', 'repair', 'Inactive', 'out_of_service', 'Retired'];
const locations = ['Yard 3', 'Depot "B", Bay 4', 'Site 12 – Hwy 20', 'Workshop', 'Quarry Road', 'Port Annex'];
const schedules = ['weekly', 'monthly', 'quarterly', 'semi_annual', 'annual', 'as_needed'];
const tagPool = ['rental', 'owned', 'gps', 'critical', 'fleet-c', 'tier4', 'spare'];

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** `rows` valid rows with unique serials (prefix IMP…) in the import's own header names. */
export function importCsv(rows: number, seed = 2026): Buffer {
  const rand = prng(seed);
  const pick = <T>(a: readonly T[]) => a[Math.floor(rand() * a.length)]!;
  const lines = [
    'Name,Manufacturer,Model,Serial Number,Equipment Type,Status,Year,Hours,Location,Purchase Date,Purchase Price,Condition Rating,Maintenance Schedule,Operator Name,Tags,Notes',
  ];
  for (let i = 1; i <= rows; i++) {
    const [label, make, model, type] = pick(models);
    const tagCount = Math.floor(rand() * 3);
    const tags = Array.from({ length: tagCount }, () => pick(tagPool)).join(';');
    const month = String(1 + Math.floor(rand() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(rand() * 28)).padStart(2, '0');
    lines.push(
      [
        `${label} I-${String(i).padStart(6, '0')}`,
        make,
        model,
        `IMP${String(i).padStart(7, '0')}${Math.floor(rand() * 1e4)
          .toString(36)
          .toUpperCase()}`,
        type,
        pick(statuses),
        String(2000 + Math.floor(rand() * 26)),
        (rand() * 20000).toFixed(1),
        pick(locations),
        `${2014 + Math.floor(rand() * 11)}-${month}-${day}`,
        `$${(20000 + Math.floor(rand() * 400000)).toLocaleString('en-US')}`,
        String(1 + Math.floor(rand() * 10)),
        pick(schedules),
        rand() < 0.5 ? `Operator ${i % 97}` : '',
        tags,
        rand() < 0.1 ? 'Imported from the 2025 audit, checked on site' : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Uploads the file once and measures wall time, rows/s and this process's RSS (sampled every 50 ms); the imported rows are
 * deleted afterwards.
 */
export async function measureImport(
  db: Database,
  client: HttpClient,
  cookie: string,
  companyId: string,
  rows: number,
): Promise<ImportMeasurement> {
  const data = importCsv(rows);
  const countImported = async () =>
    (
      await db.query<{ n: number }>("select count(*)::int as n from equipment where company_id = $1 and serial like 'IMP%'", [companyId])
    )[0]!.n;
  // A kept database keeps its scale: an earlier run's imported rows go first, and this run's after counting.
  const removeImported = () => db.query("delete from equipment where company_id = $1 and serial like 'IMP%'", [companyId]);
  const removed = await db.query<{ id: string }>("delete from equipment where company_id = $1 and serial like 'IMP%' returning id", [
    companyId,
  ]);
  // An earlier run's deleted rows would leave dead entries in every index and wake autovacuum during the timed import.
  if (removed.length > 0) await db.exec('vacuum (analyze) equipment');
  const already = await countImported();
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
  }, 50);
  const database = db.driver === 'postgres' ? (await db.query<{ name: string }>('select current_database() as name'))[0]!.name : null;
  const databaseBefore = database === null ? null : databaseCpuSeconds(database);
  const portalBefore = process.cpuUsage();
  const start = performance.now();
  const res = await client.uploadFile('/api/equipment/import', cookie, 'bench-import.csv', 'text/csv', data);
  const seconds = (performance.now() - start) / 1000;
  const portalCpu = process.cpuUsage(portalBefore);
  const databaseAfter = database === null ? null : databaseCpuSeconds(database);
  const cpu = {
    portal: (portalCpu.user + portalCpu.system) / 1e6,
    database: databaseBefore === null || databaseAfter === null ? null : databaseAfter - databaseBefore,
  };
  clearInterval(sampler);
  const after = process.memoryUsage().rss;
  peak = Math.max(peak, after);
  let imported = 0;
  let failed = 0;
  if (res.status === 200) {
    const body = JSON.parse(res.body) as { imported: number; failed: number; errors: string[] };
    imported = body.imported;
    failed = body.failed;
    if (failed > 0) console.log(`  import errors (first 3): ${body.errors.slice(0, 3).join(' | ')}`);
  } else {
    console.log(`  import answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
  const committed = (await countImported()) - already;
  await removeImported();
  return {
    rows,
    bytes: data.length,
    status: res.status,
    imported,
    failed,
    seconds,
    rowsPerSecond: committed / seconds,
    committed,
    rss: { before, peak, after },
    heapPeak,
    cpu,
  };
}
