/**
 * npm run bench:load — issue 14 item 13, throughput under load. On a new database on DATABASE_URL's PostgreSQL server
 * (dropped at the end): two tenants with 300 machines each, the server started in its own process on 127.0.0.1, then
 * autocannon with 50 connections (half signed in as each tenant) on each route in turn: a bare route (/api/health, one
 * `select 1` and no session), GET /api/auth/me, the equipment list (50 rows), the list's search, and a write (create
 * an equipment). Every response is checked: a companyId anywhere in it other than the caller's is a foreign row.
 * Prints req/s and p50/p95/p99 side by side with the bare route, the CPU per request of the server process and of the
 * database backends serving it (/proc/<pid>/stat) and the mean answer size, PASS/MISS against the targets:
 * /api/auth/me ≥ 30 % of the bare route's req/s, the list ≤ 2.5 ms server and ≤ 1.5 ms database CPU per request (ADR
 * 0025), 0 errors and 0 foreign rows everywhere (exit code 1 when either of those two is not 0).
 *
 * Env: DATABASE_URL (required; its user needs CREATEDB), BENCH_LOAD_SECONDS (10 per route, after a 2 s warm-up),
 * BENCH_LOAD_CONNECTIONS (50), BENCH_LOAD_CPU_PROF=<folder> (the server writes a V8 CPU profile there when it stops;
 * open it in Chrome DevTools), BENCH_LOAD_ONLY=<words> (only the routes whose name contains one, besides the bare one).
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { openBenchDatabase, type BenchDatabase } from './db.ts';
import { httpClient } from './http.ts';
import { findForeignRows, loadCases, type LoadCase, type Tenant } from './load-cases.ts';
import { int, mb, ms, summarize, table } from './stats.ts';
import { totalCpuMs } from './proc-cpu.ts';
import { freePort, startServer, stopServer, waitHealthy } from './bench-server.ts';

const envInt = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const seconds = envInt('BENCH_LOAD_SECONDS', 10);
const connections = envInt('BENCH_LOAD_CONNECTIONS', 50);
const warmupSeconds = 2;
const machinesPerTenant = 300;
const password = 'bench-load-password-2026';
const cpuProfileDir = process.env.BENCH_LOAD_CPU_PROF ?? '';
const only = (process.env.BENCH_LOAD_ONLY ?? '')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);

const progress = (line: string) => process.stderr.write(`${line}\n`);

type Measured = {
  c: LoadCase;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
  foreign: number;
  /** CPU per request (ms) of the server process and of the database's backends serving it; mean answer size (bytes). */
  serverCpuMs: number;
  dbCpuMs: number;
  bytes: number;
};

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error(
      'bench:load runs on PostgreSQL: set DATABASE_URL (a user that may CREATE DATABASE), e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
    process.exitCode = 2;
    return;
  }
  const bench = await openBenchDatabase();
  let server: ChildProcess | null = null;
  try {
    progress(`database: ${bench.label}`);
    await migrate(bench.db);
    const tenants = await seedTenants(bench);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(bench, port, cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : []);
    await waitHealthy(base, server);
    const http = httpClient(base);
    for (const t of tenants) t.cookie = await http.signIn(t.email, password);
    http.close();

    const results: Measured[] = [];
    for (const c of loadCases(base).filter((c) => c.bare || only.length === 0 || only.some((w) => c.name.includes(w)))) {
      progress(`${c.name}: ${warmupSeconds} s warm-up, ${seconds} s measured, ${connections} connections`);
      await measure(base, c, tenants, warmupSeconds);
      // The server's pool is open after the warm-up: its backends are the database CPU this route costs.
      const backends = (
        await bench.db.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).map((r) => r.pid);
      const cpuBefore = { server: totalCpuMs([server.pid!]), db: totalCpuMs(backends) };
      const m = await measure(base, c, tenants, seconds);
      m.serverCpuMs = (totalCpuMs([server.pid!]) - cpuBefore.server) / Math.max(1, m.requests);
      m.dbCpuMs = (totalCpuMs(backends) - cpuBefore.db) / Math.max(1, m.requests);
      results.push(m);
    }
    console.log(report(results, bench.label));
    if (results.some((r) => r.errors > 0 || r.timeouts > 0 || r.foreign > 0)) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    await bench.close();
  }
}

/** Two client companies, each with one manager and machinesPerTenant machines (written by the owner, as a seed). */
async function seedTenants(bench: BenchDatabase): Promise<Tenant[]> {
  const hash = await hashPassword(password);
  const tenants: Tenant[] = [];
  for (const label of ['a', 'b']) {
    const [company] = await bench.db.query<{ id: string }>(
      "insert into companies (name, is_provider, subscription_tier) values ($1, false, 'enterprise') returning id",
      [`Load tenant ${label.toUpperCase()}`],
    );
    const email = `load-${label}-${Date.now()}@bench.test`;
    await bench.db.query("insert into users (company_id, email, name, role, password_hash) values ($1, $2, $3, 'manager', $4)", [
      company!.id,
      email,
      `Load ${label}`,
      hash,
    ]);
    await bench.db.query(
      `insert into equipment (company_id, name, manufacturer, model, serial, equipment_type, status)
       select $1, 'Excavator ' || g, 'Caterpillar', '320 GC', 'SN-' || $2 || '-' || g, 'excavator', 'active' from generate_series(1, $3::int) g`,
      [company!.id, label, machinesPerTenant],
    );
    tenants.push({ label, companyId: company!.id, email, cookie: '' });
  }
  await bench.db.exec('analyze');
  return tenants;
}

/** Runs one case for `duration` seconds: one autocannon per tenant, the connections split between them. */
async function measure(base: string, c: LoadCase, tenants: Tenant[], duration: number): Promise<Measured> {
  const samples: number[] = [];
  let bytes = 0;
  let foreign = 0;
  let wrong = 0;
  const runs = tenants.map((tenant, i) => {
    const share = Math.floor(connections / tenants.length) + (i < connections % tenants.length ? 1 : 0);
    let settle!: { resolve: (r: autocannon.Result) => void; reject: (e: unknown) => void };
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const instance = autocannon(
      {
        url: base,
        connections: share,
        duration,
        timeout: 10,
        requests: [
          {
            method: c.method,
            path: c.path,
            headers: c.headers(tenant),
            ...(c.body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(c.body!()) }) } : {}),
            onResponse: (status: number, body: string) => {
              if (status !== c.status) return; // counted as an error below (non-2xx or an unexpected 2xx)
              let parsed: unknown;
              try {
                parsed = JSON.parse(body);
              } catch {
                wrong += 1;
                return;
              }
              if (!c.valid(parsed, tenant)) wrong += 1;
              foreign += findForeignRows(parsed, tenant.companyId);
            },
          },
        ],
      },
      (err, result) => (err ? settle.reject(err) : settle.resolve(result)),
    );
    instance.on('response', (_client: unknown, statusCode: number, size: number, responseTime: number) => {
      samples.push(responseTime);
      bytes += size;
      if (statusCode !== c.status && statusCode >= 200 && statusCode < 300) wrong += 1;
    });
    return done;
  });
  const results = await Promise.all(runs);
  const s = summarize(samples);
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN;
  const p95 = s.p95;
  const elapsed = Math.max(...results.map((r) => r.duration)) || duration;
  // autocannon counts a timeout as an error too; they are shown apart, since on a crowded machine they mean "slow".
  const timeouts = results.reduce((n, r) => n + r.timeouts, 0);
  const errors = wrong + results.reduce((n, r) => n + r.errors - r.timeouts + r.non2xx, 0);
  const requests = samples.length;
  const rps = requests / elapsed;
  return {
    c,
    requests,
    rps,
    p50: s.p50,
    p95,
    p99,
    errors,
    timeouts,
    foreign,
    serverCpuMs: 0,
    dbCpuMs: 0,
    bytes: bytes / Math.max(1, requests),
  };
}

function report(results: Measured[], label: string): string {
  const bare = results.find((r) => r.c.bare)!;
  const rows = results.map((r) => {
    const share = r.rps / bare.rps;
    const misses: string[] = [];
    if (r.c.minShareOfBare !== undefined && share < r.c.minShareOfBare) misses.push(`< ${Math.round(r.c.minShareOfBare * 100)} % of bare`);
    if (r.c.maxServerCpuMs !== undefined && r.serverCpuMs > r.c.maxServerCpuMs) misses.push(`server CPU > ${r.c.maxServerCpuMs} ms`);
    if (r.c.maxDbCpuMs !== undefined && r.dbCpuMs > r.c.maxDbCpuMs) misses.push(`db CPU > ${r.c.maxDbCpuMs} ms`);
    if (r.errors > 0) misses.push('errors');
    if (r.timeouts > 0) misses.push('timeouts');
    if (r.foreign > 0) misses.push('foreign rows');
    const target = [
      r.c.minShareOfBare !== undefined ? `≥ ${Math.round(r.c.minShareOfBare * 100)} %` : '',
      r.c.maxServerCpuMs !== undefined ? `server ≤ ${r.c.maxServerCpuMs} ms` : '',
      r.c.maxDbCpuMs !== undefined ? `db ≤ ${r.c.maxDbCpuMs} ms` : '',
      '0 err, 0 foreign',
    ]
      .filter(Boolean)
      .join(', ');
    return [
      r.c.name,
      int(r.requests),
      int(r.rps),
      r.c.bare ? '100 %' : `${(share * 100).toFixed(1)} %`,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      int(r.errors),
      int(r.timeouts),
      int(r.foreign),
      r.serverCpuMs.toFixed(2),
      r.dbCpuMs.toFixed(2),
      int(r.bytes),
      target,
      misses.length ? `MISS (${misses.join(', ')})` : 'PASS',
    ];
  });
  const cpus = os.cpus();
  return [
    '',
    `Throughput under load — ${connections} connections, ${seconds} s per route after ${warmupSeconds} s warm-up, two tenants (${machinesPerTenant} machines each)`,
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${mb(os.totalmem())} RAM, Node ${process.version}; load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')} (other work on the machine skews every figure)`,
    `database: ${label}; the server in its own process, LOG_LEVEL=warn`,
    '',
    table(
      [
        'route',
        'requests',
        'req/s',
        'of bare',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'timeouts (10 s)',
        'foreign rows',
        'server CPU ms/req',
        'db CPU ms/req',
        'bytes/answer',
        'target',
        'result',
      ],
      rows,
    ),
    '',
  ].join('\n');
}

await main();
