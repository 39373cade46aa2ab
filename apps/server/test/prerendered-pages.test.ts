import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const page = (root: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>GEARS Portal</title>
  </head>
  <body><div id="root"${root}</div></body>
</html>
`;

/** The build pre-renders the public pages (scripts/prerender.mjs, DESIGN §7); the server answers their paths with them. */
describe('pre-rendered public pages', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-prerendered-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), page('>Loading'));
    fs.mkdirSync(path.join(webDist, 'prerendered'));
    fs.writeFileSync(path.join(webDist, 'prerendered', 'index.html'), page(' data-prerendered=""><h1>Every machine</h1>'));
    fs.writeFileSync(path.join(webDist, 'prerendered', 'pricing.html'), page(' data-prerendered=""><h1>Plans for every fleet size</h1>'));
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['/pricing', 'Plans for every fleet size', '<title>Pricing · GEARS Portal</title>'],
    ['/pricing/?plan=pro', 'Plans for every fleet size', '<title>Pricing · GEARS Portal</title>'],
    ['/', 'Every machine', '<title>'],
  ])('%s is answered with its pre-rendered markup, its own meta tags, revalidated on every visit', async (url, heading, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<div id="root" data-prerendered=""><h1>${heading}</h1></div>`);
    expect(res.body).toContain(title);
    expect(res.body).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).not.toContain('Default description.');
  });

  it('a public page the build did not pre-render falls back to index.html with its meta tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">Loading</div>');
    expect(res.body).toContain('<meta property="og:title"');
  });

  it.each(['/dashboard', '/auth', '/no-such-page'])('%s (not a public page) gets the plain index.html', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">Loading</div>');
    expect(res.body).not.toContain('data-prerendered');
    expect(res.body).not.toContain('og:title');
  });
});
