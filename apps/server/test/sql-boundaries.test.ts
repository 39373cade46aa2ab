import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0002 and 0014: SQL lives in `*.repo.ts` files; app.ts and bench/ reach modules only through their public faces.
 * Read from the source, so a new file that breaks a rule fails here with its name.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const serverSrc = path.join(root, 'apps/server/src');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A `.query(` or `.exec(` whose first argument is a string: a statement written in this file. */
const sqlCall = /\.(query|exec)(<[^>]*>)?\(\s*[`'"]/;

/** Files outside `*.repo.ts` that may hold SQL, and why. */
const sqlAllowed: Record<string, string> = {
  'db/': 'the database layer itself: drivers, migrations, tenancy context, LISTEN, the demo seed switch',
  'bootstrap.ts': "startup: the server version for the health probe and the probe's own `select 1`",
  'platform/jobs/system-jobs.ts': "the nightly `vacuum analyze` system job: maintenance of the database, not a table's data",
};

describe('SQL only in repositories (ADR 0002)', () => {
  it('finds no statement outside *.repo.ts but in the allowed places', () => {
    const offenders = filesUnder(serverSrc)
      .map((file) => path.relative(serverSrc, file).split(path.sep).join('/'))
      .filter((rel) => !rel.endsWith('.repo.ts') && !Object.keys(sqlAllowed).some((allowed) => rel.startsWith(allowed)))
      .filter((rel) => sqlCall.test(fs.readFileSync(path.join(serverSrc, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('recognises a statement, across a line break and a type argument', () => {
    expect(sqlCall.test("await tx.query('select 1')")).toBe(true);
    expect(sqlCall.test('await tx.query<{ id: string }>(\n  `insert into x values ($1)`,')).toBe(true);
    expect(sqlCall.test('/x/.exec(key)')).toBe(false);
    expect(sqlCall.test('await tx.query(statement.text, statement.values)')).toBe(false);
  });
});

describe('public faces (ADR 0014)', () => {
  const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

  it('app.ts imports each module through its index.ts', () => {
    const inner = importsOf(path.join(serverSrc, 'app.ts')).filter((p) => p.startsWith('./modules/') && !p.endsWith('/index.ts'));
    expect(inner).toEqual([]);
  });

  it('bench/ reaches a module through its index.ts or its documented bench seam (*.seam.ts), never its inner files', () => {
    const benchDir = path.join(root, 'bench');
    const inner = fs
      .readdirSync(benchDir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => importsOf(path.join(benchDir, f)).map((p) => `${f}: ${p}`))
      .filter((line) => line.includes('/modules/') && !/\/(index|[\w-]+\.seam)\.ts$/.test(line));
    expect(inner).toEqual([]);
  });
});

describe('one acting type (ADR 0014)', () => {
  /** The named imports of every `import … from '…/auth-context.ts'` in a file's source. */
  const authContextNames = (source: string) =>
    [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*\/auth-context\.ts'/g)].flatMap((m) =>
      m[1]!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
    );
  const importsAuth = (source: string) => authContextNames(source).includes('Auth');

  it('no module file but a route imports the session Auth: services, access checks and seeders take Scope', () => {
    const modulesDir = path.join(serverSrc, 'modules');
    const offenders = filesUnder(modulesDir)
      .filter((file) => !file.endsWith('.routes.ts'))
      .filter((file) => importsAuth(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverSrc, file).split(path.sep).join('/'));
    expect(offenders).toEqual([]);
  });

  it('recognises an import of the Auth type, alone or beside other names, across lines', () => {
    expect(importsAuth("import type { Auth } from '../../platform/auth-context.ts';")).toBe(true);
    expect(importsAuth("import { requireAuth, type Auth } from '../../platform/auth-context.ts';")).toBe(true);
    expect(importsAuth("import {\n  impersonationLifetimeMs,\n  type Auth,\n} from '../../platform/auth-context.ts';")).toBe(true);
    expect(importsAuth("import { requireAuth } from '../../platform/auth-context.ts';")).toBe(false);
    expect(importsAuth("import type { AuthRow } from './auth.repo.ts';")).toBe(false);
  });
});
