import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>GEARS Portal</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('robots.txt, sitemap.xml and page meta', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-seo-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves robots.txt that keeps crawlers out of the dashboard and points at the sitemap on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /settings');
    expect(res.body).toContain('Sitemap: https://portal.example.test/sitemap.xml');
    expect(res.body).not.toContain('evil.example');
  });

  it('lists only public pages in sitemap.xml, as absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://portal.example.test/',
      'https://portal.example.test/pricing',
      'https://portal.example.test/about',
      'https://portal.example.test/contact',
      'https://portal.example.test/resources',
      'https://portal.example.test/privacy',
    ]);
  });

  it.each([
    ['/pricing', 'Pricing · GEARS Portal'],
    ['/pricing?period=yearly', 'Pricing · GEARS Portal'],
    ['/', 'Equipment tracking, maintenance and quotes in one portal · GEARS Portal'],
  ])('writes the title, description, canonical and Open Graph tags into %s', async (url, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.body).not.toContain('Default description.');
    const pathOnly = url.split('?')[0];
    expect(res.body).toContain(`<link rel="canonical" href="https://portal.example.test${pathOnly}" />`);
    expect(res.body).toContain(`<meta property="og:url" content="https://portal.example.test${pathOnly}" />`);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('leaves dashboard pages without Open Graph tags and marked noindex', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/equipment' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).not.toContain('og:title');
  });

  it('does not answer pages that do not exist yet (billing pages come later)', async () => {
    for (const url of ['/signup-with-plan', '/success', '/account/reactivate']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('og:title');
    }
  });
});
