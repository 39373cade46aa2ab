import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { BenchDatabase } from './db.ts';

/**
 * The server in its own process for bench:load and bench:ingest, as deployed: NODE_ENV=production writes answers without
 * the response check (ADR 0020; RESPONSE_CHECK=true measures it on), and LOG_LEVEL=warn keeps a line per request off
 * the pipe. `nodeArgs` go to node first (e.g. --cpu-prof).
 */
export function startServer(bench: BenchDatabase, port: number, nodeArgs: string[] = []): ChildProcess {
  const root = path.resolve(import.meta.dirname, '..');
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: bench.url!,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: bench.dataDir,
      WEB_DIST: path.join(bench.dataDir, 'no-web'),
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export async function waitHealthy(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy within 60 s');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}
