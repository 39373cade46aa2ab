import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSiteMessages as m } from '@gears/domain';
import { createTestApp, type TestApp } from './harness.ts';
import { client, newTenant, type Member } from './equipment-fixtures.ts';

/**
 * Reverse geocoding through a Nominatim-compatible service (GEOCODER_URL). why: a fake server speaking Nominatim's
 * /reverse?format=jsonv2 answer ({ display_name, licence, … }, or { error } where nothing is near), so no call leaves
 * the machine; it records the requests to check the parameters and the User-Agent.
 */
describe(`reverse geocoding (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let fake: http.Server;
  let base: string;
  const requests: { url: string; userAgent: string | undefined }[] = [];
  let withGeocoder: TestApp;
  let who: Member;
  // One app; the setting is read on each call, so a test points it elsewhere and puts it back.
  const withSetting = async <T>(geocoderUrl: string | null, fn: () => Promise<T>): Promise<T> => {
    const saved = withGeocoder.config.maps.geocoderUrl;
    withGeocoder.config.maps.geocoderUrl = geocoderUrl;
    try {
      return await fn();
    } finally {
      withGeocoder.config.maps.geocoderUrl = saved;
    }
  };

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      requests.push({ url: req.url!, userAgent: req.headers['user-agent'] });
      const url = new URL(req.url!, 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname !== '/reverse') return res.writeHead(404).end('{}');
      if (url.searchParams.get('lat') === '0') return res.end(JSON.stringify({ error: 'Unable to geocode' }));
      if (url.searchParams.get('lat') === '1') return; // never answers: the timeout speaks
      res.end(
        JSON.stringify({
          place_id: 1,
          licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
          lat: url.searchParams.get('lat'),
          lon: url.searchParams.get('lon'),
          display_name: '233, South Wacker Drive, Loop, Chicago, Cook County, Illinois, 60606, United States',
        }),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    withGeocoder = await createTestApp({ GEOCODER_URL: `${base}/` });
    who = await newTenant(withGeocoder, 'supervisor');
  }, 120_000);
  afterAll(async () => {
    await withGeocoder?.close();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  it("answers the geocoder's address and asks like Nominatim's usage policy wants", async () => {
    const res = await client(withGeocoder)(who, 'GET', '/api/geocode/reverse?lat=41.878113&lon=-87.636330');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: '233, South Wacker Drive, Loop, Chicago, Cook County, Illinois, 60606, United States',
      attribution: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    });
    const last = requests.at(-1)!;
    const q = new URL(last.url, 'http://x').searchParams;
    expect([q.get('format'), q.get('lat'), q.get('lon')]).toEqual(['jsonv2', '41.878113', '-87.63633']);
    expect(last.userAgent).toBe('GEARS Portal job sites (https://portal.example.test)');
  });

  it('says no address was found where the geocoder has none', async () => {
    const res = await client(withGeocoder)(who, 'GET', '/api/geocode/reverse?lat=0&lon=0');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(m.geocodingNoAddress);
  });

  it('says geocoding is unavailable without a geocoder, when it is unreachable or too slow — never a made-up address', async () => {
    const call = (url: string) => client(withGeocoder)(who, 'GET', url);
    for (const res of [
      await withSetting(null, () => call('/api/geocode/reverse?lat=41.8&lon=-87.6')),
      // Nothing listens on port 9.
      await withSetting('http://127.0.0.1:9', () => call('/api/geocode/reverse?lat=41.8&lon=-87.6')),
      await call('/api/geocode/reverse?lat=1&lon=1'),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(m.geocodingUnavailable);
    }
  }, 20_000);

  it('refuses positions off the globe', async () => {
    const res = await client(withGeocoder)(who, 'GET', '/api/geocode/reverse?lat=95&lon=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(m.latitudeRange);
  });

  it('tells the web the tile URL, its attribution and whether geocoding is on', async () => {
    const on = (await client(withGeocoder)(who, 'GET', '/api/maps/settings')).json();
    expect(on).toMatchObject({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', geocoding: true });
    expect(on.tileAttribution).toContain('OpenStreetMap');
    const off = await withSetting(null, () => client(withGeocoder)(who, 'GET', '/api/maps/settings'));
    expect(off.json().geocoding).toBe(false);
    // The tiles' host is allowed as an image source.
    const page = await withGeocoder.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toContain('img-src ');
    expect(String(page.headers['content-security-policy'])).toContain('https://tile.openstreetmap.org');
  });
});
