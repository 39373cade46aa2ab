import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every package the product runs with (the workspaces' `dependencies`, and theirs, as installed) must declare Node 20
 * supported (ADR 0009): a package whose `engines` excludes Node 20 may use APIs this Node lacks and fail only in use.
 * Dev-only tools (lighthouse, test runners) are outside this walk.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const workspaces = ['apps/server', 'apps/web', 'packages/domain'];
const lowestNode = '20.19.0'; // package.json "engines": ">=20.19"

type Manifest = {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Node's lookup: the nearest node_modules/<name> from the requiring package's folder upwards. */
function resolvePackageDir(from: string, name: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) return null;
  }
}

function runtimePackages(): Map<string, Manifest> {
  const seen = new Map<string, Manifest>();
  const queue = workspaces.map((w) => path.join(root, w));
  while (queue.length > 0) {
    const dir = queue.pop()!;
    if (seen.has(dir)) continue;
    const manifest = readManifest(dir);
    seen.set(dir, manifest);
    const names = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ];
    for (const name of names) {
      const found = resolvePackageDir(dir, name);
      // Optional and peer dependencies may be absent (platform binaries for other systems, unused peers).
      if (found && !seen.has(found)) queue.push(found);
    }
  }
  return seen;
}

describe('runtime dependencies support our Node (issue 12 item 11, ADR 0009)', () => {
  const packages = runtimePackages();

  it('walks the installed runtime tree', () => {
    const names = new Set([...packages.values()].map((m) => m.name));
    for (const name of ['fastify', '@fastify/cookie', 'cookie', 'content-disposition', '@zxing/library', 'react']) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('no runtime package excludes Node 20.19 or the Node running now', () => {
    const excluding = [...packages.values()]
      .filter((m) => m.engines?.node)
      .filter((m) => !semver.satisfies(lowestNode, m.engines!.node!) || !semver.satisfies(process.version, m.engines!.node!))
      .map((m) => `${m.name}@${m.version} (engines.node ${m.engines!.node})`);
    expect(excluding).toEqual([]);
  });
});
