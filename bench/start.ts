/**
 * npm run bench:start — DESIGN §7 / issue 14 item 11: a restart of `npm start` is healthy in ≤ 3 s with PGlite.
 *
 * Runs the real start path (`node scripts/start.mjs`) on a free 127.0.0.1 port against one DATA_DIR: a first start
 * creates it (and builds the web app and the server bundle when they are stale), then each restart is timed from
 * spawn to the first 200 on /api/health, polled every 20 ms. For each restart it prints the wall time, the CPU time
 * of the start script and of the server (utime + stime from /proc/<pid>/stat, steadier than wall time on a shared
 * machine) and, from the server's `startup timings` debug line, where the server's time went.
 *
 * Flags: --runs=N (restarts, default 5), --data=DIR (reuse a data folder; default a fresh temporary one, removed at
 * the end), --json (print the figures as JSON too).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './proc-cpu.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return undefined;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : '';
}
const runs = Math.max(1, Number.parseInt(arg('runs') ?? '5', 10) || 5);
const keptData = arg('data');
const asJson = arg('json') !== undefined;

type Phases = Record<string, number>;
type Run = { wallMs: number; scriptCpuMs: number; serverCpuMs: number; phases: Phases | null };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The child processes of a process (the start script runs the server as its one child). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `npm start`'s script, waits for a healthy /api/health, samples CPU, then stops it with SIGTERM. */
async function startOnce(dataDir: string, port: number, timeoutMs: number): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
  };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let phases: Phases | null = null;
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.includes('startup timings')) continue;
      try {
        phases = (JSON.parse(line) as { phases: Phases }).phases;
      } catch {
        // a line split across chunks: the figures are optional
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = false;
  child.on('exit', () => (exited = true));

  let serverPid = 0;
  for (;;) {
    if (exited) throw new Error(`npm start exited before it was healthy:\n${output.slice(-4000)}`);
    if (performance.now() - started > timeoutMs) {
      await stop(child);
      throw new Error(`not healthy after ${timeoutMs} ms:\n${output.slice(-4000)}`);
    }
    serverPid ||= childrenOf(child.pid!)[0] ?? 0;
    if ((await healthStatus(port)) === 200) break;
    await sleep(20);
  }
  const wallMs = performance.now() - started;
  const scriptCpuMs = cpuMs(child.pid!) ?? 0;
  serverPid ||= childrenOf(child.pid!)[0] ?? 0;
  const serverCpuMs = serverPid ? (cpuMs(serverPid) ?? 0) : 0;
  // The debug line is written just after listen; give the pipe a moment to deliver it.
  for (let i = 0; i < 25 && !phases; i++) await sleep(20);
  await stop(child);
  return { wallMs, scriptCpuMs, serverCpuMs, phases };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const dataDir = keptData ? path.resolve(keptData) : fs.mkdtempSync(path.join(os.tmpdir(), 'gears-bench-start-'));
const port = await freePort();
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; data ${dataDir}; port ${port}`,
);
try {
  const first = await startOnce(dataDir, port, 600_000);
  console.log(`first start (builds when stale, creates the data when new): ${sec(first.wallMs)}`);
  const results: Run[] = [];
  for (let i = 1; i <= runs; i++) {
    const run = await startOnce(dataDir, port, 60_000);
    results.push(run);
    const phases = run.phases
      ? Object.entries(run.phases)
          .map(([k, v]) => `${k} ${v} ms`)
          .join(', ')
      : 'no timings logged';
    console.log(
      `restart ${i}: healthy after ${sec(run.wallMs)}; CPU server ${sec(run.serverCpuMs)}, start script ${sec(run.scriptCpuMs)}; ${phases}`,
    );
  }
  const walls = results.map((r) => r.wallMs);
  const cpus = results.map((r) => r.serverCpuMs + r.scriptCpuMs);
  const verdict = Math.max(...walls) <= 3000 ? 'PASS' : median(walls) <= 3000 ? 'PASS (median), max over' : 'MISS';
  console.log(
    `restarts: median ${sec(median(walls))}, max ${sec(Math.max(...walls))}; CPU median ${sec(median(cpus))}, max ${sec(Math.max(...cpus))} — ${verdict} against 3 s`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (asJson) console.log(JSON.stringify({ first, results }, null, 2));
} finally {
  if (!keptData) fs.rmSync(dataDir, { recursive: true, force: true });
}
