import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstDataElementId, firstRequestsFor, modulePreloadsFor, scriptSafeJson } from '../src/platform/first-data.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newTenant, type Member } from './equipment-fixtures.ts';

const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_vendor-react-V1.js'] },
  '_vendor-react-V1.js': { file: 'assets/vendor-react-V1.js' },
  'src/app/layouts/dashboard-layout.tsx': { file: 'assets/dashboard-layout-L1.js', imports: ['_vendor-react-V1.js', '_bell-B1.js'] },
  '_bell-B1.js': { file: 'assets/bell-B1.js' },
  'src/app/pages/equipment-page.tsx': { file: 'assets/equipment-page-P1.js', imports: ['_bell-B1.js', '_table-T1.js'] },
  '_table-T1.js': { file: 'assets/table-T1.js' },
  'src/app/pages/quotes-page.tsx': { file: 'assets/quotes-page-Q1.js' },
};

/** The embedded answers of a page's HTML, or null when it carries none. */
function answersIn(html: string): Record<string, unknown> | null {
  const match = new RegExp(`<script type="application/json" id="${firstDataElementId}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

/**
 * issue 17 "Speed": a signed-in page's HTML carries its chunks' preloads and the answers to its first requests
 * (platform/first-data.ts). Each answer must be exactly what that person's own request would get — never another
 * company's — and such HTML is never stored by a cache.
 */
describe(`signed-in pages carry their first data (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let webDist: string;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let aTech: Member;
  const hostile = 'Loader </script><script>alert(1)</script> & <!--';

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-first-data-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>GEARS Portal</title><script type="module" crossorigin src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webDist, 'asset-manifest.json'), JSON.stringify(manifest));
    t = await createTestApp({ WEB_DIST: webDist });
    call = client(t);
    a = await newTenant(t, 'client_admin');
    aTech = await memberOf(t, a.companyId, 'technician');
    b = await newTenant(t, 'client_admin');
    await createEquipment(t, a, { name: hostile });
    await createEquipment(t, b, { name: 'Company B crane' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it.each(['/dashboard', '/dashboard/equipment', '/dashboard/quotes', '/dashboard/analytics'])(
    '%s: each embedded answer is what the person’s own GET answers, for client admin and technician alike',
    async (url) => {
      for (const who of [a, aTech, b]) {
        const res = await page(url, who.cookie);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(String(res.headers.vary)).toMatch(/cookie/i);
        const answers = answersIn(res.body)!;
        expect(Object.keys(answers)[0]).toBe('/api/auth/session');
        for (const request of firstRequestsFor(url)) {
          const own = await call(who, 'GET', request);
          // Only successful answers travel; a refused one (a technician's) is left for the page to ask and be told.
          if (own.statusCode === 200) expect(answers[request], `${request} for ${who.id}`).toEqual(own.json());
          else expect(answers[request], `${request} for ${who.id}`).toBeUndefined();
        }
      }
    },
  );

  it("carries the person's own company only: A's page never holds B's machine, nor B's A's", async () => {
    const pageA = await page('/dashboard/equipment', a.cookie);
    const pageB = await page('/dashboard/equipment', b.cookie);
    const listA = answersIn(pageA.body)!['/api/equipment?sort=-createdAt&limit=50'] as { items: { name: string; companyId: string }[] };
    const listB = answersIn(pageB.body)!['/api/equipment?sort=-createdAt&limit=50'] as { items: { name: string; companyId: string }[] };
    expect(listA.items.map((e) => e.name)).toEqual([hostile]);
    expect(listB.items.map((e) => e.name)).toEqual(['Company B crane']);
    expect(pageA.body).not.toContain('Company B crane');
    expect(pageB.body).not.toContain('Loader');
    const meA = (answersIn(pageA.body)!['/api/auth/session'] as { me: { user: { id: string } } }).me;
    expect(meA.user.id).toBe(a.id);
  });

  it('a name holding </script> cannot end the data block or start a script (escaped, read back unchanged)', async () => {
    const res = await page('/dashboard/equipment', a.cookie);
    expect(res.body).not.toContain('</script><script>alert');
    expect(res.body.match(/<script/g)).toHaveLength(2); // the entry and the data block
    expect(scriptSafeJson({ n: hostile })).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(scriptSafeJson({ n: hostile }))).toEqual({ n: hostile });
    expect(scriptSafeJson('a\u2028b\u2029')).toBe('"a\\u2028b\\u2029"');
  });

  it('comes compressed when the browser accepts it, the data block last in <body>', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
      ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: a.cookie, 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      const html = decode(res.rawPayload).toString('utf8');
      expect(html).toMatch(
        new RegExp(`<div id="root"></div><script type="application/json" id="${firstDataElementId}">[^<]*</script></body></html>$`),
      );
      expect((answersIn(html)!['/api/auth/session'] as { me: { user: { id: string } } }).me.user.id).toBe(a.id);
    }
  });

  it('without a session cookie, or with one that is not signed in, the page carries nobody’s data', async () => {
    const anonymous = await page('/dashboard/equipment');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(answersIn(anonymous.body)).toBeNull();
    const stale = await page('/dashboard/equipment', 'gears_session=not-a-real-session');
    expect(answersIn(stale.body)).toEqual({ '/api/auth/session': { me: null } });
  });

  it("preloads the layout's and the page's chunks (not the entry's own), on signed-in pages only", async () => {
    const res = await page('/dashboard/equipment', a.cookie);
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual([
      '/assets/bell-B1.js',
      '/assets/dashboard-layout-L1.js',
      '/assets/equipment-page-P1.js',
      '/assets/table-T1.js',
    ]);
    expect(modulePreloadsFor(manifest, '/pricing')).toEqual([]);
    expect(modulePreloadsFor(manifest, '/settings')).toEqual(['/assets/dashboard-layout-L1.js', '/assets/bell-B1.js']);
    expect(firstRequestsFor('/pricing')).toEqual([]);
  });
});
