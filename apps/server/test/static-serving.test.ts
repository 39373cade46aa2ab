import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEquipment, newTenant } from './equipment-fixtures.ts';
import { createTestApp, uniqueIp, type TestApp } from './harness.ts';

/** The built web app as the server sends it: compression (DESIGN §7, issue 6) and cache headers for hashed assets. */
describe('web app serving: compression and caching', () => {
  let t: TestApp;
  let webDist: string;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{"id":${i},"name":"row ${i}"}`).join(',')}];\n`;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);
  const indexHtml = `<!doctype html><html lang="en"><head><title>GEARS Portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-static-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(webDist, 'assets', 'index-AbC123xy.js'), script);
    fs.writeFileSync(path.join(webDist, 'assets', 'photo-AbC123xy.png'), png);
    fs.writeFileSync(path.join(webDist, 'sw.js'), script);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ])('a hashed script asked with %s comes %s-encoded, cached for a year as immutable', async (accept, encoding, decode) => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(decode(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('without Accept-Encoding the script comes as is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('images are never compressed again, and keep the immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/photo-AbC123xy.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);
  });

  it.each(['/', '/pricing', '/dashboard/equipment'])('the page %s is compressed and revalidated on every visit', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Public pages get their title and meta put in by the SEO routes; the body is otherwise index.html.
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toContain('<div id="root"></div><!-- padding -->');
  });

  it('files outside /assets (the service worker) are revalidated, never cached for long', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('JSON over the threshold is compressed; a small answer is not', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString('utf8')).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('downloads: the CSV export streams compressed; the QR PNG and the labels PDF go out as they are', async () => {
    const a = await newTenant(t);
    const { id } = await createEquipment(t, a, { name: 'Compressed Loader' });
    const get = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: a.cookie, 'accept-encoding': 'br, gzip' }, remoteAddress: uniqueIp() });

    const csv = await get('GET', '/api/equipment/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="equipment-export-/);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(csv.rawPayload).toString('utf8')).toContain('Compressed Loader');

    await get('POST', `/api/equipment/${id}/qr`);
    const qr = await get('GET', `/api/equipment/${id}/qr.png`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.headers['content-encoding']).toBeUndefined();
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const pdf = await get('POST', '/api/equipment/labels.pdf', { ids: [id], layout: 'single' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
