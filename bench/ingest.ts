/**
 * npm run bench:ingest — issue 16 "Speed and scale" (ADR 0022). On a new database on DATABASE_URL's PostgreSQL server
 * (dropped at the end): one Enterprise company with 10,000 machines, each with a tracker on one Traccar source; the
 * server in its own process on 127.0.0.1 (NODE_ENV=production, its job worker running, so the alerts' fleet.evaluate
 * jobs compete for the same CPUs as deployed). Then:
 *   1. batched JSON: concurrent senders POST batches of 500 fixes; every 10th request replays a batch already sent
 *      (idempotency: all its fixes must come back as duplicates);
 *   2. OsmAnd: autocannon GETs one fix per request, as Traccar Client does;
 *   3. both at once;
 *   4. a backlog burst: all 10,000 devices send 30 buffered fixes each, batches shuffled and a quarter of them sent twice;
 *      the rows are counted: every fix stored once, none lost;
 *   5. the map's latest-positions query at 10,000 devices (tracker_devices joined to the active assignments) under RLS,
 *      and GET /api/fleet/positions, p50/p95;
 *   6. location history grown to BENCH_INGEST_HISTORY_ROWS rows and the per-machine trail (GET
 *      /api/fleet/equipment/:id/track?range=30d) timed over random machines, with the table and index sizes.
 * Prints positions/s and PASS/MISS against the targets: ≥ 10,000 positions/s batched, no loss and no duplicate, p95 of
 * the latest positions ≤ 50 ms.
 *
 * Env: DATABASE_URL (required; CREATEDB), BENCH_INGEST_SENDERS (8), BENCH_INGEST_BATCH (500), BENCH_INGEST_FIXES (300000
 * for run 1), BENCH_INGEST_OSMAND_SECONDS (10), BENCH_INGEST_HISTORY_ROWS (10000000; 0 skips run 6).
 */
import os from 'node:os';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { withTenant } from '../apps/server/src/db/tenant.ts';
import { openBenchDatabase, type BenchDatabase } from './db.ts';
import { httpClient } from './http.ts';
import { backlogBatches, growHistory, seedFleet, throughputBatches, type IngestSeed } from './ingest-data.ts';
import { bare, cpuOf, devices, osmand, perFix, sendBatches } from './ingest-senders.ts';
import { freePort, startServer, stopServer, waitHealthy } from './bench-server.ts';
import { totalCpuMs } from './proc-cpu.ts';
import { int, mb, ms, summarize, timed } from './stats.ts';

const envInt = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};
const senders = envInt('BENCH_INGEST_SENDERS', 8);
const batchSize = envInt('BENCH_INGEST_BATCH', 500);
const throughputFixes = envInt('BENCH_INGEST_FIXES', 300_000);
const osmandSeconds = envInt('BENCH_INGEST_OSMAND_SECONDS', 10);
const historyRows = envInt('BENCH_INGEST_HISTORY_ROWS', 10_000_000);
const positionsTarget = 10_000;
const latestTargetMs = 50;

const progress = (line: string) => process.stderr.write(`${line}\n`);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error(
      'bench:ingest runs on PostgreSQL: set DATABASE_URL (a user that may CREATE DATABASE), e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
    process.exitCode = 2;
    return;
  }
  const bench = await openBenchDatabase();
  let server: ReturnType<typeof startServer> | null = null;
  try {
    progress(`database: ${bench.label}; load average ${loadAverage()}`);
    await migrate(bench.db);
    const seed = await seedFleet(bench.db, devices);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const started = startServer(bench, port);
    server = started;
    await waitHealthy(base, started);
    const jsonUrl = `${base}/api/ingest/json/${seed.secret}`;
    const bareUrl = `${base}/api/ingest/json/${seed.bareSecret}`;
    const vacuuming = await emulateAutovacuum(bench);
    const lines: string[] = [];
    const say = (line: string) => {
      lines.push(line);
      progress(line);
    };
    // Warm-up fixes two hours back, in millisecond 3 of their second (no run below uses it).
    const warm = throughputBatches(seed.devices, 20, batchSize, Date.now() - 7_200_000 - ((Date.now() - 7_200_000) % 1000) + 3);
    await sendBatches(jsonUrl, warm);
    await sendBatches(bareUrl, warm);
    say(vacuuming.note);

    // 1. Batched JSON with replays.
    const count = Math.ceil(throughputFixes / batchSize);
    const bodies = throughputBatches(seed.devices, count, batchSize, Date.now() - 1000 - ((Date.now() - 1000) % 1000));
    progress(`1. batched JSON: ${int(count)} batches of ${batchSize}, ${senders} senders, every 10th a replay; load ${loadAverage()}`);
    // Runs 1 and 2: the ingest alone (a source whose devices are on no machine, so no alert evaluation is queued).
    const jsonCpu = await cpuOf(bench, started.pid!, () => sendBatches(bareUrl, bodies, 10));
    const json = jsonCpu.result;
    const jsonRate = json.accepted / json.seconds;
    const lat = summarize(json.latencies);
    say(
      `1. batched JSON, ingest alone: ${int(json.accepted)} new fixes in ${json.seconds.toFixed(1)} s = ${int(jsonRate)} positions/s ` +
        `(${int(json.duplicates)} replayed fixes answered as duplicates; ${json.requests} requests, p50 ${ms(lat.p50)} ms, p95 ${ms(lat.p95)} ms, ` +
        `${json.errors} errors) — ${jsonRate >= positionsTarget ? 'PASS' : 'MISS'} (≥ ${int(positionsTarget)}/s); ` +
        `${perFix(jsonCpu, json.accepted + json.duplicates)}; load ${loadAverage()}`,
    );

    // 2. OsmAnd, one fix per request.
    const t0 = Date.now() - 120_000 - ((Date.now() - 120_000) % 1000);
    const reference = await bare(base, osmandSeconds);
    const singleCpu = await cpuOf(bench, started.pid!, () => osmand(base, seed.bareSecret, osmandSeconds, t0));
    const single = singleCpu.result;
    say(
      `2. OsmAnd GET, ingest alone, 20 connections: ${int(single.requests.average)} fixes/s (p50 ${single.latency.p50} ms, p97.5 ${single.latency.p97_5} ms, ` +
        `${single.non2xx + single.errors} errors) = ${((100 * single.requests.average) / Math.max(1, reference.requests.average)).toFixed(0)} % of the ` +
        `bare route's ${int(reference.requests.average)} req/s in the same minute; ${perFix(singleCpu, single.requests.total)}; load ${loadAverage()}`,
    );

    // 3. Both at once.
    const mixedBodies = throughputBatches(
      seed.devices,
      Math.ceil(count / 3),
      batchSize,
      Date.now() - 1500 - ((Date.now() - 1500) % 1000) + 500,
    );
    // 3. As deployed: every device on a machine, so each call queues a fleet.evaluate job the server's worker runs meanwhile.
    const jobsBefore = await evaluateJobs(bench);
    const mixedCpu = await cpuOf(bench, started.pid!, () =>
      Promise.all([sendBatches(jsonUrl, mixedBodies), osmand(base, seed.secret, osmandSeconds, t0)]),
    );
    const [mixedJson, mixedOsmand] = mixedCpu.result;
    const mixedRate = mixedJson.accepted / mixedJson.seconds + mixedOsmand.requests.average;
    const jobsAfter = await evaluateJobs(bench);
    say(
      `3. as deployed (devices on machines), batched JSON and OsmAnd at once: ${int(mixedRate)} positions/s ` +
        `(${int(mixedJson.accepted / mixedJson.seconds)} batched + ${int(mixedOsmand.requests.average)} OsmAnd) — ` +
        `${mixedRate >= positionsTarget ? 'PASS' : 'MISS'}; fleet.evaluate jobs queued ${int(jobsAfter.total - jobsBefore.total)}, ` +
        `done meanwhile ${int(jobsAfter.done - jobsBefore.done)}; ` +
        `${perFix(mixedCpu, mixedJson.accepted + mixedOsmand.requests.total)} (the alerts' evaluation included); load ${loadAverage()}`,
    );

    // 4. Backlog burst: 30 buffered fixes per device, batches shuffled, a quarter of them sent twice.
    const backlogEnd = Date.now() - 3_600_000 - ((Date.now() - 3_600_000) % 60_000) + 750;
    const backlog = backlogBatches(seed.devices, 30, 100, backlogEnd);
    const newestBefore = await newestFixes(bench, seed);
    const burstCpu = await cpuOf(bench, started.pid!, () =>
      sendBatches(jsonUrl, [...backlog, ...backlog.slice(0, Math.floor(backlog.length / 4))]),
    );
    const burst = burstCpu.result;
    const stored = await bench.db.query<{ n: number; distinct_fixes: number }>(
      `select count(*)::int as n, count(distinct (device_id, fixed_at))::int as distinct_fixes from equipment_location_logs
        where tracker_source_id = $1 and fixed_at between $2 and $3`,
      [seed.sourceId, new Date(backlogEnd - 30 * 60_000), new Date(backlogEnd)],
    );
    const expected = devices * 30;
    const moved = (await newestFixes(bench, seed)).filter((d, i) => d !== newestBefore[i]).length;
    const backlogOk = stored[0]!.n === expected && stored[0]!.distinct_fixes === expected && burst.accepted === expected && moved === 0;
    say(
      `4. backlog burst: ${int(devices)} devices × 30 fixes in ${backlog.length} shuffled batches + ${Math.floor(backlog.length / 4)} resent: ` +
        `${burst.seconds.toFixed(1)} s (${int(expected / burst.seconds)} positions/s); rows ${int(stored[0]!.n)} of ${int(expected)}, ` +
        `accepted ${int(burst.accepted)}, duplicates ${int(burst.duplicates)}, devices whose newest fix moved back ${moved} — ` +
        `${backlogOk ? 'PASS (no loss, no duplicate)' : 'MISS'}; ${perFix(burstCpu, burst.accepted + burst.duplicates)}`,
    );

    // 5. Latest positions at 10,000 devices, tracker_devices as the runs (and the vacuums) left it.
    const [autovacuum] = await bench.db.query<{ setting: string }>("select setting from pg_settings where name = 'autovacuum'");
    const [dead] = await bench.db.query<{ live: number; dead: number; hot: number; updates: number; size: number }>(
      `select n_live_tup::float8 as live, n_dead_tup::float8 as dead, n_tup_hot_upd::float8 as hot, n_tup_upd::float8 as updates,
              pg_table_size('tracker_devices')::float8 as size
         from pg_stat_user_tables where relname = 'tracker_devices'`,
    );
    say(
      `5. tracker_devices: ${int(dead!.live)} rows in ${mb(dead!.size)}, ${int(dead!.dead)} dead versions, ${int(dead!.hot)} of ` +
        `${int(dead!.updates)} updates HOT; autovacuum ${autovacuum!.setting} on this server`,
    );
    // The runs above leave the alerts' evaluation a backlog (it lags a 10,000/s burst, ADR 0023); the target is the map
    // query's own time, so it is measured once that backlog is worked off (or after 5 minutes, said either way).
    const drain = await drainEvaluateJobs(bench, 300_000);
    say(
      `5. fleet.evaluate backlog before the map query: ${drain.waiting === 0 ? `worked off in ${drain.seconds.toFixed(0)} s` : `${int(drain.waiting)} still waiting after ${drain.seconds.toFixed(0)} s`}; load ${loadAverage()}`,
    );
    const latest = await latestPositions(bench, seed, base);
    // The target is the query's: PostgreSQL's own time for it; the round trips add sending 10,000 rows to a busy process.
    say(
      `5. latest positions, ${int(devices)} devices (${latest.rows} rows): the query under RLS inside PostgreSQL p50 ${ms(latest.database.p50)} ms, ` +
        `p95 ${ms(latest.database.p95)} ms — ${latest.database.p95 <= latestTargetMs ? 'PASS' : 'MISS'} (≤ ${latestTargetMs} ms), ` +
        `${ms(latest.backendCpuMs)} ms of the backend's CPU per run; with its ` +
        `round trip to this process p50 ${ms(latest.sql.p50)} ms, p95 ${ms(latest.sql.p95)} ms; GET /api/fleet/positions p50 ${ms(latest.http.p50)} ms, ` +
        `p95 ${ms(latest.http.p95)} ms; load ${loadAverage()}`,
    );

    // 6. History at scale.
    if (historyRows > 0) {
      const seconds = await growHistory(bench.db, seed, historyRows, (done, s) =>
        progress(`   history ${int(done)} rows, ${s.toFixed(0)} s`),
      );
      await bench.db.exec('analyze equipment_location_logs');
      const trail = await trailTimes(bench, seed, base);
      say(
        `6. history: ${int(trail.rows)} rows (${int(historyRows)} written in ${seconds.toFixed(0)} s = ${int(historyRows / seconds)} rows/s by SQL); ` +
          `table ${mb(trail.table)}, indexes ${trail.indexes}; trail (30 d, 100 points) GET p50 ${ms(trail.http.p50)} ms, p95 ${ms(trail.http.p95)} ms, ` +
          `query p95 ${ms(trail.sql.p95)} ms; load ${loadAverage()}`,
      );
    }
    vacuuming.stop();
    const jobs = await bench.db.query<{ state: string; n: number }>(
      "select state, count(*)::int as n from jobs where queue = 'fleet.evaluate' group by state order by state",
    );
    say(`fleet.evaluate jobs: ${jobs.map((j) => `${j.state} ${int(j.n)}`).join(', ')}`);
    console.log(
      ['', `bench:ingest on ${bench.label}; ${os.cpus().length} CPUs; load average at the end ${loadAverage()}`, ...lines].join('\n'),
    );
    if (!backlogOk) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    await bench.close();
  }
}

/** Waits until no fleet.evaluate job is waiting or running, or `limitMs` passed. */
async function drainEvaluateJobs(bench: BenchDatabase, limitMs: number): Promise<{ waiting: number; seconds: number }> {
  const started = performance.now();
  for (;;) {
    const [row] = await bench.db.query<{ n: number }>(
      "select count(*)::int as n from jobs where queue = 'fleet.evaluate' and state in ('queued', 'running')",
    );
    const seconds = (performance.now() - started) / 1000;
    if (row!.n === 0 || seconds * 1000 >= limitMs) return { waiting: row!.n, seconds };
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** fleet.evaluate jobs so far: all of them and those done. */
async function evaluateJobs(bench: BenchDatabase): Promise<{ total: number; done: number }> {
  const [row] = await bench.db.query<{ total: number; done: number }>(
    "select count(*)::int as total, (count(*) filter (where state = 'done'))::int as done from jobs where queue = 'fleet.evaluate'",
  );
  return row!;
}

/**
 * PostgreSQL vacuums tracker_devices (one row per device, updated with every newer fix) by autovacuum, every 2 % of its
 * rows changed (migration 0029). A server with autovacuum off (as this machine's) never does: the bench then vacuums it
 * every 20 s itself, as autovacuum would at most once a minute, so the map's read sees a maintained table.
 */
async function emulateAutovacuum(bench: BenchDatabase): Promise<{ note: string; stop(): void }> {
  const [row] = await bench.db.query<{ setting: string }>("select setting from pg_settings where name = 'autovacuum'");
  if (row?.setting === 'on') return { note: 'autovacuum on', stop: () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => bench.db.exec('vacuum analyze tracker_devices')).catch(() => {});
  }, 20_000);
  return { note: 'autovacuum is off on this server: the bench vacuums tracker_devices every 20 s', stop: () => clearInterval(timer) };
}

/** Each device's newest fix time as tracker_devices keeps it (an out-of-order backlog must not move it back). */
async function newestFixes(bench: BenchDatabase, seed: IngestSeed): Promise<string[]> {
  const rows = await bench.db.query<{ t: Date | null }>(
    'select last_fix_at as t from tracker_devices where tracker_source_id = $1 order by device_id',
    [seed.sourceId],
  );
  return rows.map((r) => (r.t ? new Date(r.t).toISOString() : ''));
}

async function latestPositions(bench: BenchDatabase, seed: IngestSeed, base: string) {
  const ctx = { userId: null, companyId: seed.companyId, role: 'manager', isImpersonating: false };
  const query = `select a.equipment_id, d.latitude, d.longitude, d.last_fix_at, d.speed_kmh, d.battery_level
      from equipment_tracker_assignments a join tracker_devices d on d.tracker_source_id = a.tracker_source_id and d.device_id = a.device_id
     where a.active and a.company_id = $1`;
  let rows = 0;
  const sql: number[] = [];
  for (let i = 0; i < 120; i++) {
    const t = await timed(async () => {
      rows = (await withTenant(bench.db, ctx, (tx) => tx.query(query, [seed.companyId]))).length;
    });
    if (i >= 20) sql.push(t);
  }
  // The same query's time inside PostgreSQL (EXPLAIN ANALYZE), without sending 10,000 rows to a process on a busy machine.
  const database: number[] = [];
  for (let i = 0; i < 40; i++) {
    const plan = await withTenant(bench.db, ctx, (tx) =>
      tx.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(`explain (analyze, format json) ${query}`, [seed.companyId]),
    );
    database.push(plan[0]!['QUERY PLAN'][0]!['Execution Time']);
  }
  // CPU the database backend spends on the query (from /proc, what it would take on an idle core): 40 runs on one backend.
  const backendCpuMs = await withTenant(bench.db, ctx, async (tx) => {
    const [me] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
    const before = totalCpuMs([me!.pid]);
    for (let i = 0; i < 40; i++) await tx.query(`select count(*) from (${query}) q`, [seed.companyId]);
    return (totalCpuMs([me!.pid]) - before) / 40;
  });
  const client = httpClient(base);
  const cookie = await client.signIn(seed.email, seed.password);
  const http: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = await timed(async () => {
      const res = await client.get('/api/fleet/positions', cookie);
      if (res.status !== 200) throw new Error(`positions ${res.status}: ${res.body.slice(0, 200)}`);
    });
    if (i >= 5) http.push(t);
  }
  client.close();
  return { rows, sql: summarize(sql), database: summarize(database), backendCpuMs, http: summarize(http) };
}

async function trailTimes(bench: BenchDatabase, seed: IngestSeed, base: string) {
  const machines = await bench.db.query<{ id: string }>(
    'select equipment_id as id from equipment_tracker_assignments where tracker_source_id = $1 and active order by random() limit 100',
    [seed.sourceId],
  );
  const ctx = { userId: null, companyId: seed.companyId, role: 'manager', isImpersonating: false };
  const sql: number[] = [];
  for (const m of machines) {
    sql.push(
      await timed(() =>
        withTenant(bench.db, ctx, (tx) =>
          tx.query(
            `select fixed_at, latitude, longitude, speed_kmh, battery_level from equipment_location_logs
              where company_id = $1 and equipment_id = $2 and fixed_at >= now() - interval '30 days' order by fixed_at desc limit 100`,
            [seed.companyId, m.id],
          ),
        ),
      ),
    );
  }
  const client = httpClient(base);
  const cookie = await client.signIn(seed.email, seed.password);
  const http: number[] = [];
  for (const m of machines) {
    http.push(
      await timed(async () => {
        const res = await client.get(`/api/fleet/equipment/${m.id}/track?range=30d`, cookie);
        if (res.status !== 200) throw new Error(`track ${res.status}: ${res.body.slice(0, 200)}`);
      }),
    );
  }
  client.close();
  const [size] = await bench.db.query<{ rows: number; table: number; indexes: string }>(
    `select (select count(*) from equipment_location_logs)::float8 as rows, pg_table_size('equipment_location_logs')::float8 as table,
            (select string_agg(c.relname || ' ' || pg_size_pretty(pg_relation_size(c.oid)), ', ' order by c.relname)
               from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = 'equipment_location_logs'::regclass) as indexes`,
  );
  return { rows: size!.rows, table: size!.table, indexes: size!.indexes, sql: summarize(sql), http: summarize(http) };
}

await main();
