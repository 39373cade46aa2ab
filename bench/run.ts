/**
 * npm run bench — DESIGN §7 / issue 3 "Speed". On a fresh database (PGlite in memory, or a new
 * database on DATABASE_URL's server, dropped at the end): generates the data, starts the app on
 * 127.0.0.1, and prints side by side the p50/p95 of the equipment list and search through HTTP,
 * through the floor route (the same statement answered as the API's JSON over HTTP, no session or
 * RLS — ADR 0007), through the server's service in a tenant transaction (RLS on), and as raw SQL run
 * by the owner (RLS bypassed); then times a CSV import through the import endpoint.
 * Target (DESIGN §7): http p95 ≤ 1.25× floor p95 for every case, and search http p95 ≤ 50 ms.
 *
 * Env: BENCH_SCALE=full|medium|small (see generate.ts), BENCH_ITERATIONS (200), BENCH_WARMUP (20),
 * BENCH_CASE_SECONDS (45 per case; warm-up ≤ 1/4 of it), BENCH_IMPORT_ROWS (100000, 0 skips), BENCH_PGLITE=disk,
 * BENCH_DATABASE=<name> (with DATABASE_URL: use and keep that database; a second run reuses its data),
 * BENCH_SEARCH=0 skips global search (bench/search.ts: tasks, parts and quotes beside the equipment, then GET /api/search),
 * BENCH_SEARCH_SECONDS (2 × BENCH_CASE_SECONDS) its time budget for all terms. BENCH_DASHBOARD=0 skips the dashboard
 * and analytics routes (bench/dashboard.ts; over the same data, after global search has added tasks and quotes).
 * BENCH_ASSISTANT=0 skips the assistant's questions (bench/assistant.ts, no model: p95 ≤ 1 s).
 * BENCH_LIST=0 skips the list and search cases (to re-measure one of the parts below on a kept database).
 * BENCH_MANUALS=0 skips manual search over 10,000 generated pages and the PDF indexing speed (bench/manuals.ts).
 */
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { listEquipmentQuery } from '@gears/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { prepare } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { withTenant, type TenantContext } from '../apps/server/src/db/tenant.ts';
import * as service from '../apps/server/src/modules/equipment/bench.seam.ts';
import { systemScope } from '../apps/server/src/platform/scope.ts';
import { buildCases, type BenchCase } from './cases.ts';
import { generateManualPages, manualsReport, measureIndexing, measureManualSearch } from './manuals.ts';
import { openBenchDatabase, type BenchDatabase } from './db.ts';
import { findGenerated, generate, scaleFromEnv } from './generate.ts';
import { registerFloorRoute } from './floor-route.ts';
import { httpClient, type HttpClient } from './http.ts';
import { measureImport, type ImportMeasurement } from './import.ts';
import { dashboardReport, ensureProviderAdmin, measureDashboard, providerAdminEmail } from './dashboard.ts';
import { assistantReport, measureAssistant } from './assistant.ts';
import { generateSearchData, hasSearchData, measureSearch, searchCases, searchReport, searchRowsLine } from './search.ts';
import { int, mb, ms, summarize, table, timed, type Summary } from './stats.ts';

const envInt = (name: string, fallback: number) => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Math.max(0, Number.parseInt(v, 10));
};
const iterations = envInt('BENCH_ITERATIONS', 200);
const warmup = envInt('BENCH_WARMUP', 20);
const caseSeconds = envInt('BENCH_CASE_SECONDS', 45);
const importRows = envInt('BENCH_IMPORT_ROWS', 100_000);
/** DESIGN §7 (ADR 0007, accepted): the list and search through HTTP, p95 ≤ 1.25× the floor route's p95. */
const ratioTarget = 1.25;
const importTarget = 10_000;
/** DESIGN §7 search: p95 ≤ 50 ms at 1M rows on PostgreSQL — the list route's search and global search (GET /api/search). */
const searchTargetMs = 50;
const globalSearch = process.env.BENCH_SEARCH !== '0';
const searchSeconds = envInt('BENCH_SEARCH_SECONDS', caseSeconds * 2);

type Mode = 'http' | 'floor' | 'service' | 'raw';
const modes: Mode[] = ['http', 'floor', 'service', 'raw'];
type CaseResult = { c: BenchCase; stats: Record<Mode, Summary>; consistent: boolean };

const progress = (line: string) => process.stderr.write(`${line}\n`);

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${mb(os.totalmem())} RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/** Other work on the machine skews every figure; the load average is printed so a reader can tell. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** Runs one case in all four modes, interleaved so drift hits each mode alike, within a time budget. */
async function runCase(
  c: BenchCase,
  index: number,
  client: HttpClient,
  cookie: string,
  bench: BenchDatabase,
  ctx: TenantContext,
): Promise<CaseResult> {
  const db = bench.db;
  const url = `/api/equipment?${new URLSearchParams(c.query).toString()}`;
  const query = listEquipmentQuery.parse(c.query);
  const scope = systemScope({ actorId: ctx.userId!, role: ctx.role ?? 'client_admin', homeCompanyId: ctx.companyId! });
  const floorUrl = `/bench/floor/${index}`;
  const page = async (path: string, withCookie: boolean) => {
    const res = await client.get(path, withCookie ? cookie : '');
    if (res.status !== 200) throw new Error(`${c.name}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    return (JSON.parse(res.body) as { items: { id: string }[] }).items.map((i) => i.id);
  };
  const call: Record<Mode, () => Promise<string[]>> = {
    http: () => page(url, true),
    floor: () => page(floorUrl, false),
    service: async () => (await withTenant(db, ctx, (tx) => service.listEquipment(tx, scope, query))).items.map((i) => i.id),
    raw: async () => (await db.query<{ id: string }>(c.raw.text, c.raw.values)).slice(0, 50).map((r) => r.id),
  };
  // The four must return the same page, or the comparison is meaningless.
  const pages = await Promise.all(modes.map((m) => call[m]()));
  const consistent = pages.every((p) => p.join() === pages[0]!.join()) && pages[0]!.length > 0;
  // Timed calls skip JSON parsing: the HTTP sample ends when the whole body has arrived.
  const fetched = (path: string, withCookie: boolean) => async () => {
    const res = await client.get(path, withCookie ? cookie : '');
    if (res.status !== 200) throw new Error(`${c.name}: HTTP ${res.status}`);
  };
  const timedCall: Record<Mode, () => Promise<unknown>> = {
    http: fetched(url, true),
    floor: fetched(floorUrl, false),
    service: () => withTenant(db, ctx, (tx) => service.listEquipment(tx, scope, query)),
    raw: () => db.query(c.raw.text, c.raw.values),
  };
  const warmupEnd = performance.now() + (caseSeconds * 1000) / 4;
  for (let i = 0; i < warmup && performance.now() < warmupEnd; i++) for (const m of modes) await timedCall[m]();
  const samples: Record<Mode, number[]> = { http: [], floor: [], service: [], raw: [] };
  const deadline = performance.now() + caseSeconds * 1000;
  for (let i = 0; i < iterations && performance.now() < deadline; i++) {
    for (let j = 0; j < modes.length; j++) {
      const m = modes[(i + j) % modes.length]!;
      samples[m].push(await timed(timedCall[m]));
    }
  }
  const stats = {
    http: summarize(samples.http),
    floor: summarize(samples.floor),
    service: summarize(samples.service),
    raw: summarize(samples.raw),
  };
  progress(
    `  ${c.name}: http p95 ${ms(stats.http.p95)} ms, floor p95 ${ms(stats.floor.p95)} ms, raw p95 ${ms(stats.raw.p95)} ms (n=${stats.http.n})`,
  );
  return { c, stats, consistent };
}

const floorRatio = (stats: Record<Mode, Summary>) => stats.http.p95 / stats.floor.p95;

function report(results: CaseResult[]): string {
  const rows = results.map(({ c, stats, consistent }) => {
    const ratio = floorRatio(stats);
    return [
      c.name,
      int(c.matches),
      String(stats.http.n),
      ms(stats.http.p50),
      ms(stats.http.p95),
      ms(stats.floor.p50),
      ms(stats.floor.p95),
      ms(stats.service.p95),
      ms(stats.raw.p95),
      `${(stats.http.p95 / stats.raw.p95).toFixed(2)}×`,
      `${ratio.toFixed(2)}×`,
      consistent ? (ratio <= ratioTarget ? 'PASS' : 'MISS') : 'MISS (pages differ)',
    ];
  });
  return table(
    [
      'case (company with the most equipment, 50 rows/page)',
      'matches',
      'n',
      'http p50',
      'http p95',
      'floor p50',
      'floor p95',
      'svc p95',
      'raw p95',
      'http/raw p95',
      'http/floor p95',
      `≤ ${ratioTarget}× floor`,
    ],
    rows,
  );
}

function importReport(m: ImportMeasurement, driver: string): string {
  const verdict =
    driver === 'postgres'
      ? m.rowsPerSecond >= importTarget && m.committed === m.rows
        ? 'PASS'
        : 'MISS'
      : 'info (target is for PostgreSQL)';
  return [
    `CSV import: ${int(m.rows)} rows, ${mb(m.bytes)} file, HTTP ${m.status}; imported ${int(m.imported)}, failed ${int(m.failed)}, committed ${int(m.committed)}`,
    `  ${m.seconds.toFixed(2)} s → ${int(m.rowsPerSecond)} rows/s   target ≥ ${int(importTarget)} rows/s on PostgreSQL: ${verdict}`,
    `  bench process RSS before ${mb(m.rss.before)}, peak ${mb(m.rss.peak)}, after ${mb(m.rss.after)}; JS heap peak ${mb(m.heapPeak)}` +
      (driver === 'pglite' ? ' (RSS includes the embedded database)' : ' (PostgreSQL server memory not included)'),
    `  CPU during the upload: portal process ${m.cpu.portal.toFixed(1)} s (${int((m.cpu.portal / m.rows) * 1e6)} µs/row)` +
      (m.cpu.database === null
        ? ''
        : `, PostgreSQL ${m.cpu.database.toFixed(1)} s (${int((m.cpu.database / m.rows) * 1e6)} µs/row) — on 2 cores, rows/s ≤ 2 / (sum per row) when nothing else runs`),
  ].join('\n');
}

async function main(): Promise<void> {
  const scale = scaleFromEnv();
  const runStart = performance.now();
  const bench = await openBenchDatabase();
  let app: FastifyInstance | null = null;
  let client: HttpClient | null = null;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      client?.close();
      await app?.close().catch(() => {});
      await bench.close().catch((err) => console.error('cleanup failed:', err));
    })());
  // Ctrl-C: close the app and drop the benchmark database before exiting; the interrupted loop's error is expected.
  const onSignal = () => {
    interrupted = true;
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`GEARS bench ${new Date().toISOString()}`);
    console.log(`database: ${bench.label}`);
    console.log(`machine:  ${machine()}`);
    console.log(`load:     ${loadAverage()} (1 / 5 / 15 min) at start`);
    console.log(
      `scale:    ${scale.name} — ${scale.companies} companies, ${int(scale.total)} equipment, ${int(scale.big)} in the measured company`,
    );
    console.log(
      `loops:    ${warmup} warm-up + up to ${iterations} timed calls per case and mode (≤ ${caseSeconds} s per case), one at a time, loopback\n`,
    );

    const config = loadConfig({
      SEED_DEMO: 'false',
      DATA_DIR: bench.dataDir,
      WEB_DIST: path.join(bench.dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
    });
    const deps = await prepare(bench.db, config, pino({ level: 'silent' }));
    deps.mailer.stop(); // nothing to send; keeps its 30 s outbox poll out of the timings
    const reused = bench.kept ? await findGenerated(bench.db, scale, progress) : null;
    if (!reused) progress('generating data …');
    const gen = reused ?? (await generate(bench.db, scale, progress));
    progress(`${reused ? 'reused the kept data' : 'generated'} in ${gen.seconds.toFixed(1)} s`);
    const searchHasData = globalSearch && reused ? await hasSearchData(bench.db, gen.companies[gen.companies.length - 1]!.id) : false;
    const searchData = globalSearch && !searchHasData ? await generateSearchData(bench.db, gen.companies, progress) : null;
    if (searchData) progress(`generated ${searchRowsLine(searchData)} in ${searchData.seconds.toFixed(1)} s`);

    app = await buildApp(deps);
    let cases: BenchCase[] = [];
    registerFloorRoute(app, bench.db, () => cases.map((c) => c.raw));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    client = httpClient(address);
    // The sign-in rate limit counts earlier runs on a kept database: this database is the bench's own.
    await bench.db.query('delete from rate_limit_hits');
    const cookie = await client.signIn(gen.big.email, gen.password);
    const owner = (
      await bench.db.query<{ u: string; su: boolean }>(
        'select current_user as u, rolsuper as su from pg_roles where rolname = current_user',
      )
    )[0]!;
    const ctx: TenantContext = { userId: gen.big.userId, companyId: gen.big.id, role: 'client_admin', isImpersonating: false };

    cases = await buildCases(bench.db, gen.big.id);
    const results: CaseResult[] = [];
    if (process.env.BENCH_LIST !== '0') {
      progress('measuring list and search …');
      for (const [i, c] of cases.entries()) results.push(await runCase(c, i, client, cookie, bench, ctx));
    }

    console.log(
      `data ${reused ? 'reused' : 'generated'} in ${gen.seconds.toFixed(1)} s; signed in as ${gen.big.email} (client_admin of ${gen.big.name}, ${int(gen.big.rows)} equipment)`,
    );
    console.log(
      `http = GET /api/equipment on ${address} (session check as the tenant transaction's first statement + query + JSON), measured to the last byte`,
    );
    console.log(
      "floor = GET /bench/floor/:case on the same server: the raw statement below answered as the API's JSON (no cookie, no session, no RLS, no transaction) — ADR 0007",
    );
    console.log("svc  = the server's listEquipment in withTenant (RLS on, set_config round trip, no HTTP)");
    console.log(
      `raw  = the same SELECT as ${owner.u} (superuser: ${owner.su}, so RLS is bypassed), one statement; search as an inline ILIKE`,
    );
    console.log('times in ms\n');
    console.log(report(results));
    console.log('');

    if (globalSearch) {
      progress('measuring global search …');
      const loadBefore = loadAverage();
      const { rows: searched, overall } = await measureSearch(
        client,
        cookie,
        await searchCases(bench.db, gen.big.id),
        iterations,
        warmup,
        searchSeconds,
      );
      console.log(
        `global search = GET /api/search?q= as ${gen.big.email} over equipment, maintenance tasks, parts, quotes and invoices` +
          (searchData ? ` (${searchRowsLine(searchData)} generated beside the equipment)` : ' (search data reused)'),
      );
      console.log(searchReport(searched, searchTargetMs));
      console.log(
        `  all terms: n ${overall.n}, p50 ${ms(overall.p50)} ms, p95 ${ms(overall.p95)} ms, max ${ms(overall.max)} ms` +
          ` — target p95 ≤ ${searchTargetMs} ms${bench.db.driver === 'postgres' ? (overall.p95 <= searchTargetMs ? ' PASS' : ' MISS') : ' (target is for PostgreSQL)'}`,
      );
      console.log(`  load before ${loadBefore}, after ${loadAverage()}`);
      console.log('');
    }

    if (process.env.BENCH_DASHBOARD !== '0') {
      progress('measuring the dashboard and analytics …');
      const loadBefore = loadAverage();
      const measured = await measureDashboard(client, cookie, { iterations, warmup, seconds: caseSeconds });
      console.log(`dashboard and analytics = GET as ${gen.big.email} (${int(gen.scale.big)} machines in the company)`);
      console.log(dashboardReport(measured, bench.db.driver));
      console.log(`  load before ${loadBefore}, after ${loadAverage()}`);
      console.log('');
      // issue 17: the provider admin's all-company view aggregates every company's machines.
      const providerCookie = await client.signIn(await ensureProviderAdmin(bench.db, gen.password), gen.password);
      const providerLoad = loadAverage();
      const provider = await measureDashboard(client, providerCookie, { iterations, warmup, seconds: caseSeconds });
      console.log(
        `dashboard and analytics = GET as ${providerAdminEmail}, provider admin, all companies (${int(gen.scale.total)} machines)`,
      );
      console.log(dashboardReport(provider, bench.db.driver));
      console.log(`  load before ${providerLoad}, after ${loadAverage()}`);
      console.log('');
    }

    if (process.env.BENCH_ASSISTANT !== '0') {
      progress('measuring the assistant (no model) …');
      const loadBefore = loadAverage();
      const asked = await measureAssistant(client, cookie, { iterations, warmup, seconds: Math.max(5, Math.round(caseSeconds / 4)) });
      console.log(`assistant = POST /api/assistant/messages as ${gen.big.email}, no model (issue 18 Speed: p95 ≤ 1 s)`);
      console.log(assistantReport(asked));
      console.log(`  load before ${loadBefore}, after ${loadAverage()}`);
      console.log('');
    }

    if (process.env.BENCH_MANUALS !== '0') {
      progress('generating 10,000 manual pages and measuring manual search and indexing …');
      const loadBefore = loadAverage();
      const generated = await generateManualPages(bench.db, gen.big.id);
      const searched = await measureManualSearch(client, cookie, generated.equipmentId, {
        iterations,
        warmup,
        seconds: Math.max(5, Math.round(caseSeconds / 4)),
      });
      const indexing = await measureIndexing(bench.db, { ...ctx, companyId: gen.big.id });
      console.log(
        `manuals = GET /api/manuals/search as ${gen.big.email} over 10,000 pages (generated in ${generated.seconds.toFixed(1)} s)`,
      );
      console.log(manualsReport(searched, indexing, bench.db.driver));
      console.log(`  load before ${loadBefore}, after ${loadAverage()}`);
      console.log('');
    }

    let imported: ImportMeasurement | null = null;
    if (importRows > 0) {
      progress(`importing ${int(importRows)} CSV rows …`);
      const loadBefore = loadAverage();
      imported = await measureImport(bench.db, client, cookie, gen.big.id, importRows);
      console.log(importReport(imported, bench.db.driver));
      console.log(`  load before ${loadBefore}, after ${loadAverage()}`);
      console.log('');
    }

    const misses = results.filter((r) => !r.consistent || floorRatio(r.stats) > ratioTarget).length;
    const importMiss =
      imported && bench.db.driver === 'postgres' && (imported.rowsPerSecond < importTarget || imported.committed !== imported.rows);
    const searches = results.filter((r) => r.c.group === 'search');
    const searchPass = searches.filter((r) => r.stats.http.p95 <= searchTargetMs).length;
    console.log(
      `search http p95 ≤ ${searchTargetMs} ms (absolute, PostgreSQL target): ${searchPass}/${searches.length}` +
        (searches.length ? `, worst ${ms(Math.max(...searches.map((r) => r.stats.http.p95)))} ms` : ''),
    );
    console.log(
      `summary: list/search ${results.length - misses}/${results.length} PASS (http p95 ≤ ${ratioTarget}× floor p95)` +
        (imported
          ? `; import ${int(imported.rowsPerSecond)} rows/s${bench.db.driver === 'postgres' ? (importMiss ? ' MISS' : ' PASS') : ''}`
          : '') +
        `; total ${((performance.now() - runStart) / 1000).toFixed(0)} s; load at end ${loadAverage()}`,
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }
}

let interrupted = false;

main().catch((err) => {
  if (!interrupted) {
    console.error(err);
    process.exit(1);
  }
});
