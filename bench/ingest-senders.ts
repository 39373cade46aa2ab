import autocannon from 'autocannon';
import type { BenchDatabase } from './db.ts';
import { deviceName } from './ingest-data.ts';
import { totalCpuMs } from './proc-cpu.ts';
import { int } from './stats.ts';

/** The senders of bench:ingest: batched JSON over fetch, OsmAnd and the bare route with autocannon, and CPU accounting. */
export const devices = 10_000;
const senders = Number.parseInt(process.env.BENCH_INGEST_SENDERS ?? '', 10) || 8;

export type Sent = { accepted: number; duplicates: number; requests: number; errors: number; latencies: number[]; seconds: number };

/** POSTs the bodies with `senders` concurrent keep-alive senders; `replayEvery`: every nth request resends an earlier body. */
export async function sendBatches(url: string, bodies: string[], replayEvery = 0): Promise<Sent> {
  const out: Sent = { accepted: 0, duplicates: 0, requests: 0, errors: 0, latencies: [], seconds: 0 };
  let next = 0;
  let count = 0;
  const sent: string[] = [];
  const start = performance.now();
  const sender = async () => {
    while (next < bodies.length) {
      const replay = replayEvery > 0 && ++count % replayEvery === 0 && sent.length > 0;
      const body = replay ? sent[Math.floor(Math.random() * sent.length)]! : bodies[next++]!;
      const t0 = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answer = (await res.json()) as { accepted?: number; rejected?: Record<string, number> };
      out.latencies.push(performance.now() - t0);
      out.requests += 1;
      if (res.status !== 200) {
        out.errors += 1;
        continue;
      }
      out.accepted += answer.accepted ?? 0;
      out.duplicates += answer.rejected?.duplicate ?? 0;
      if (!replay) sent.push(body);
    }
  };
  await Promise.all(Array.from({ length: senders }, sender));
  out.seconds = (performance.now() - start) / 1000;
  return out;
}

/**
 * CPU time the work cost the server process and the database backends serving this database (from /proc, steadier
 * than rates on a shared machine: what one position costs, whatever else runs).
 */
export async function cpuOf<T>(
  bench: BenchDatabase,
  serverPid: number,
  work: () => Promise<T>,
): Promise<{ result: T; serverMs: number; dbMs: number }> {
  const backends = async () =>
    (
      await bench.db.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).map((r) => r.pid);
  const before = await backends();
  const start = { server: totalCpuMs([serverPid]), db: totalCpuMs(before) };
  const result = await work();
  const after = [...new Set([...before, ...(await backends())])];
  // Backends that opened during the work started at zero; those that closed are lost (the pool keeps them open).
  const dbStart = start.db;
  return { result, serverMs: totalCpuMs([serverPid]) - start.server, dbMs: totalCpuMs(after) - dbStart };
}

export const perFix = (cpu: { serverMs: number; dbMs: number }, fixes: number) =>
  `CPU per position: server ${(cpu.serverMs / Math.max(1, fixes)).toFixed(3)} ms, database ${(cpu.dbMs / Math.max(1, fixes)).toFixed(3)} ms ` +
  `(2 cores ÷ that = ${int((2000 / Math.max(1e-9, cpu.serverMs + cpu.dbMs)) * fixes)} positions/s with nothing else running)`;

/** The bare route (GET /api/health: one select 1, no session) with the same connections, as the reference for per-request cost. */
export async function bare(base: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${base}/api/health`, connections: 20, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** One fix per GET as Traccar Client sends it, fix times unique per device (millisecond 250 of their second). */
let osmandCounter = 0;
export async function osmand(base: string, secret: string, seconds: number, t0: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: 20,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const k = osmandCounter++;
              const time = t0 + Math.floor(k / devices) * 1000 + 250;
              return {
                ...req,
                path: `/api/ingest/osmand/${secret}?id=${deviceName(k % devices)}&timestamp=${time}&lat=41.88&lon=-87.63&speed=12&batt=80`,
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}
