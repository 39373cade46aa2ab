/**
 * The dashboard's and analytics' answers at the bench scale (issue 17 "Speed"): GET /api/dashboard/summary and each
 * /api/analytics/* page through HTTP as the big company's user, p50/p95 per route. Targets on PostgreSQL: dashboard
 * p95 ≤ 100 ms, analytics pages p95 ≤ 300 ms. The dashboard of a fleet this size is answered from its snapshot (ADR 0033):
 * the bench first waits for the job to count it, and prints how long the first (live) count took.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/server/src/db/database.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import type { HttpClient } from './http.ts';
import { int, ms, summarize, table, timed, type Summary } from './stats.ts';

export const dashboardTargetMs = 100;
export const analyticsTargetMs = 300;

const routes = [
  { name: 'dashboard summary', url: '/api/dashboard/summary', target: dashboardTargetMs },
  { name: 'analytics summary', url: '/api/analytics/summary?period=last_30_days', target: analyticsTargetMs },
  { name: 'analytics maintenance', url: '/api/analytics/maintenance?period=last_30_days', target: analyticsTargetMs },
  { name: 'analytics financial', url: '/api/analytics/financial?period=last_12_months', target: analyticsTargetMs },
  { name: 'analytics fleet', url: '/api/analytics/fleet?period=last_30_days', target: analyticsTargetMs },
  { name: 'analytics activity', url: '/api/analytics/activity?period=last_30_days', target: analyticsTargetMs },
  { name: 'analytics hub', url: '/api/analytics/hub', target: analyticsTargetMs },
] as const;

/** keptWaitMs: how long a page whose answer carries asOf (ADR 0042) took to be answered from its kept answer; null: never. */
export type DashboardRow = {
  name: string;
  url: string;
  target: number;
  status: number;
  stats: Summary | null;
  keptWaitMs?: number | null;
};
export type DashboardMeasurement = { firstCountMs: number; snapshotWaitMs: number | null; rows: DashboardRow[] };

async function getJson(client: HttpClient, url: string, cookie: string): Promise<{ status: number; body: unknown }> {
  const res = await client.get(url, cookie);
  return { status: res.status, body: res.status === 200 ? JSON.parse(res.body) : res.body.slice(0, 200) };
}

export const providerAdminEmail = 'bench-provider@bench.test';

/**
 * The provider company and a gears_admin of it, for the all-company view (every company's machines: 1,000,000 at the
 * full scale). Made once in a kept database; the database's own provider company is used when it has one.
 */
export async function ensureProviderAdmin(db: Database, password: string): Promise<string> {
  const found = await db.query('select 1 from users where email = $1', [providerAdminEmail]);
  if (found.length > 0) return providerAdminEmail;
  let provider = (await db.query<{ id: string }>('select id from companies where is_provider'))[0]?.id;
  if (!provider) {
    provider = randomUUID();
    await db.query(
      `insert into companies (id, name, industry, location, is_provider, contact_email)
       values ($1, 'Bench Equipment Services', 'Equipment services', 'Denver, CO', true, $2)`,
      [provider, providerAdminEmail],
    );
  }
  await db.query(
    `insert into users (id, company_id, email, name, role, job_title, password_hash)
     values ($1, $2, $3, 'Pat Provider', 'gears_admin', 'Service Manager', $4)`,
    [randomUUID(), provider, providerAdminEmail, await hashPassword(password)],
  );
  return providerAdminEmail;
}

export async function measureDashboard(
  client: HttpClient,
  cookie: string,
  o: { iterations: number; warmup: number; seconds: number },
): Promise<DashboardMeasurement> {
  const firstCountMs = await timed(async () => {
    const first = await getJson(client, routes[0].url, cookie);
    if (first.status !== 200) throw new Error(`dashboard summary: HTTP ${first.status} ${String(first.body)}`);
  });
  // The first answer for a large fleet is counted live and asks the job for a snapshot; wait for it (≤ 5 minutes).
  const waitStarted = performance.now();
  let snapshotWaitMs: number | null = null;
  while (performance.now() - waitStarted < 300_000) {
    const { body } = await getJson(client, routes[0].url, cookie);
    if ((body as { asOf?: string | null }).asOf) {
      snapshotWaitMs = performance.now() - waitStarted;
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const rows: DashboardRow[] = [];
  for (const route of routes) {
    const probe = await client.get(route.url, cookie);
    if (probe.status !== 200) {
      rows.push({ ...route, status: probe.status, stats: null });
      continue;
    }
    const call = async () => {
      const res = await client.get(route.url, cookie);
      if (res.status !== 200) throw new Error(`${route.url}: HTTP ${res.status}`);
    };
    const keptWaitMs = await waitForKept(client, route.url, cookie, JSON.parse(probe.body) as { asOf?: string | null });
    for (let i = 0; i < o.warmup; i++) await call();
    const samples: number[] = [];
    const deadline = performance.now() + o.seconds * 1000;
    for (let i = 0; i < o.iterations && performance.now() < deadline; i++) samples.push(await timed(call));
    rows.push({ ...route, status: 200, stats: summarize(samples), keptWaitMs });
  }
  return { firstCountMs, snapshotWaitMs, rows };
}

/**
 * A page whose answer says asOf (ADR 0042) is computed live the first time and kept by a job for a large scope: wait (≤ 2
 * minutes) until it is answered from the kept one, so the timed calls measure what a visitor sees after the first. A
 * small scope stays live (asOf null): the wait then runs out, and the figures are the live ones. undefined: no asOf.
 */
async function waitForKept(client: HttpClient, url: string, cookie: string, probe: { asOf?: string | null }) {
  // The dashboard's own snapshot is waited for above.
  if (!url.startsWith('/api/analytics/') || !('asOf' in probe)) return undefined;
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    const { body } = await getJson(client, url, cookie);
    if ((body as { asOf?: string | null }).asOf) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return null;
}

export function dashboardReport(m: DashboardMeasurement, driver: string): string {
  const verdict = (r: DashboardRow) =>
    r.stats === null
      ? `HTTP ${r.status}`
      : driver !== 'postgres'
        ? '(target is for PostgreSQL)'
        : r.stats.p95 <= r.target
          ? 'PASS'
          : 'MISS';
  const lines = [
    table(
      ['route', 'n', 'p50', 'p95', 'max', 'target p95', 'result'],
      m.rows.map((r) => [
        `${r.name} (${r.url})`,
        r.stats ? int(r.stats.n) : '-',
        r.stats ? ms(r.stats.p50) : '-',
        r.stats ? ms(r.stats.p95) : '-',
        r.stats ? ms(r.stats.max) : '-',
        `${r.target} ms`,
        verdict(r),
      ]),
    ),
    `  first dashboard answer (counted live): ${ms(m.firstCountMs)} ms; snapshot ready after ` +
      (m.snapshotWaitMs === null ? 'more than 5 minutes (not ready: the figures above are live counts)' : `${ms(m.snapshotWaitMs)} ms`),
    ...m.rows.flatMap((r) =>
      r.keptWaitMs === undefined
        ? []
        : [
            `  ${r.name}: answered from its kept answer after ${r.keptWaitMs === null ? 'more than 2 minutes (never: the figures above are live)' : `${ms(r.keptWaitMs)} ms`}`,
          ],
    ),
  ];
  return lines.join('\n');
}
