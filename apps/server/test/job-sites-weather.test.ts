import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshJobSiteWeather } from '../src/modules/job-sites/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { client, newTenant, type Member } from './equipment-fixtures.ts';

/**
 * // why: a fake weather service, not Open-Meteo itself — tests never reach the internet. It speaks Open-Meteo's real
 * protocol: GET /v1/forecast?latitude&longitude&current=… answering its documented JSON (current + current_units, time
 * as 'YYYY-MM-DDTHH:MM' in GMT), or 500 for the position 0,0 to play an outage.
 */
function fakeOpenMeteo(): Promise<{ server: Server; url: string; hits: URL[] }> {
  const hits: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push(url);
    const lat = Number(url.searchParams.get('latitude'));
    if (url.pathname !== '/v1/forecast' || lat === 0) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":true,"reason":"down"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        latitude: lat,
        longitude: Number(url.searchParams.get('longitude')),
        generationtime_ms: 0.05,
        utc_offset_seconds: 0,
        timezone: 'GMT',
        timezone_abbreviation: 'GMT',
        elevation: 340,
        current_units: {
          time: 'iso8601',
          interval: 'seconds',
          temperature_2m: '°C',
          relative_humidity_2m: '%',
          weather_code: 'wmo code',
          wind_speed_10m: 'km/h',
        },
        current: {
          time: '2026-11-26T10:45',
          interval: 900,
          temperature_2m: 18.4,
          relative_humidity_2m: 41,
          weather_code: 2,
          wind_speed_10m: 11.2,
        },
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`, hits }),
    ),
  );
}

describe(`job-site weather (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let unset: TestApp;
  let fake: Awaited<ReturnType<typeof fakeOpenMeteo>>;
  let a: Member;
  let b: Member;
  let site: string;
  let noPosition: string;
  let down: string;

  beforeAll(async () => {
    fake = await fakeOpenMeteo();
    t = await createTestApp({ WEATHER_API_URL: fake.url });
    unset = await createTestApp();
    a = await newTenant(t, 'manager');
    b = await newTenant(t, 'manager');
    const create = async (body: Record<string, unknown>) => {
      const res = await client(t)(a, 'POST', '/api/job-sites', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().site?.id ?? res.json().id;
    };
    site = await create({ siteName: 'North quarry', latitude: 33.448376, longitude: -112.074036 });
    noPosition = await create({ siteName: 'Yard without a pin' });
    down = await create({ siteName: 'Null island', latitude: 0, longitude: 0 });
  });
  afterAll(async () => {
    await t.close();
    await unset.close();
    fake.server.close();
  });

  const weather = (app: TestApp, who: Member, id: string) => client(app)(who, 'GET', `/api/job-sites/${id}/weather`);

  it('before the job has run the card is honest: unavailable, with the reason', async () => {
    const res = await weather(t, a, site);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      available: false,
      temperatureC: null,
      reason: 'The weather service has not answered for this site yet.',
    });
  });

  it('the job fetches each positioned site once per 30 minutes and caches the reading; an outage leaves the site unavailable', async () => {
    const now = new Date();
    expect(await refreshJobSiteWeather(t.db, fake.url, now)).toBe(1);
    const asked = fake.hits.find((u) => u.searchParams.get('latitude') === '33.448376')!;
    expect(asked.searchParams.get('longitude')).toBe('-112.074036');
    expect(asked.searchParams.get('current')).toBe('temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m');
    expect(fake.hits).toHaveLength(2); // the quarry and null island; the yard has no position

    const res = await weather(t, a, site);
    expect(res.json()).toEqual({
      available: true,
      reason: null,
      condition: 'Partly cloudy',
      temperatureC: 18.4,
      humidityPercent: 41,
      windSpeedKmh: 11.2,
      observedAt: '2026-11-26T10:45:00.000Z',
      fetchedAt: expect.any(String),
    });
    expect((await weather(t, a, down)).json()).toMatchObject({ available: false, temperatureC: null });
    expect((await weather(t, a, noPosition)).json()).toMatchObject({
      available: false,
      reason: 'Set the site’s position on the map to see its weather.',
    });

    // Within the 30 minutes only the failed site is asked again.
    expect(await refreshJobSiteWeather(t.db, fake.url, new Date(now.getTime() + 60_000))).toBe(0);
    expect(fake.hits).toHaveLength(3);
  });

  it('a reading older than two hours is not shown as current', async () => {
    await t.db.query(`update job_site_weather set fetched_at = now() - interval '3 hours' where job_site_id = $1`, [site]);
    expect((await weather(t, a, site)).json()).toMatchObject({
      available: false,
      temperatureC: null,
      reason: 'The weather service has not answered recently.',
    });
  });

  it('without WEATHER_API_URL nothing is fetched and the card says so', async () => {
    expect(await refreshJobSiteWeather(unset.db, null)).toBe(0);
    const who = await newTenant(unset, 'manager');
    const created = await client(unset)(who, 'POST', '/api/job-sites', { siteName: 'Pit', latitude: 40, longitude: -100 });
    const id = created.json().site?.id ?? created.json().id;
    expect((await weather(unset, who, id)).json()).toMatchObject({ available: false, reason: 'No weather service is configured.' });
  });

  it('another company’s site is not found, and its reading is never read', async () => {
    const res = await weather(t, b, site);
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'Job site not found']);
  });
});
