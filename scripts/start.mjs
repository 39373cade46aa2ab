// npm start: build the web app and bundle the server only when missing or older than their sources, then run the
// server bundle. A restart with both up to date goes straight to the server (DESIGN §7: healthy in ≤ 3 s with PGlite;
// ADR 0021).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle, serverInputs } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Written by the last build step (scripts/prerender.mjs) when the build completed.
const stamp = path.join(root, 'apps/web/dist/.build-stamp');

// What the web build reads: its sources and config, the shared domain package, the pre-render step, the lockfile.
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'scripts/prerender.mjs',
  'package-lock.json',
].map((p) => path.join(root, p));

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

/** True when the build stamp is missing or any source is newer than it. */
export function buildIsStale(stampPath = stamp, sources = inputs) {
  const built = newest(stampPath);
  return built === 0 || sources.some((p) => newest(p) > built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (buildIsStale()) {
    console.log('Building the web app (missing or older than its sources)…');
    const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  } else {
    console.log('Web app build is up to date.');
  }
  if (buildIsStale(serverBundle, serverInputs)) {
    console.log('Bundling the server (missing or older than its sources)…');
    await buildServer();
  }
  // npm start is how the portal runs for its users: production mode unless NODE_ENV says otherwise, so answers are not
  // re-checked against their schemas on every request (ADR 0020; tests and `npm run dev` keep the check).
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit', env });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
