import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PMTiles, TileType, zxyToTileId, type RangeResponse, type Source } from 'pmtiles';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { client, newTenant, type Member } from './equipment-fixtures.ts';
import { streetArchive, streetTilePng, tileIdOf, tilesCovering, writePmtiles } from './pmtiles-fixtures.ts';

const url = '/api/maps/basemap.pmtiles';
// The continental US at zooms 0–4, as the e2e journey draws it.
const usBounds: [number, number, number, number] = [-125, 24, -66, 50];

/**
 * MAP_PMTILES (issue 16 item 5, ADR 0034): the server serves a PMTiles file from DATA_DIR in byte ranges to signed-in
 * users. The archive is written by the test's own v3 writer and read back through the route by the real `pmtiles`
 * decoder (the package the web map uses), so writer, route and reader agree on the format.
 */
describe(`offline street map file (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let who: Member;
  let file: string;
  let archive: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ MAP_PMTILES: 'maps/region.pmtiles' });
    who = await newTenant(t, 'technician');
    file = t.config.maps.pmtilesFile!;
    archive = streetArchive(usBounds, 0, 4);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, archive);
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { cookie: who.cookie, ...headers } });

  /** The decoder's byte source: each read is a Range request through the route, as the browser's FetchSource makes. */
  const routeSource: Source = {
    getKey: () => url,
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => {
      const res = await get({ range: `bytes=${offset}-${offset + length - 1}` });
      expect(res.statusCode).toBe(206);
      const body = res.rawPayload;
      return {
        data: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
        etag: res.headers.etag as string,
      };
    },
  };

  it("numbers tiles on the spec's Hilbert curve, as the reader does", () => {
    for (let z = 0; z <= 6; z++)
      for (let x = 0; x < 2 ** z; x += z > 3 ? 3 : 1)
        for (let y = 0; y < 2 ** z; y += z > 3 ? 5 : 1) expect(tileIdOf(z, x, y)).toBe(zxyToTileId(z, x, y));
  });

  it('the settings name the file and the pmtiles reader reads the archive back through the route', async () => {
    const settings = await client(t)(who, 'GET', '/api/maps/settings');
    expect(settings.json()).toMatchObject({ pmtilesUrl: url });

    const reader = new PMTiles(routeSource);
    const header = await reader.getHeader();
    expect(header).toMatchObject({ specVersion: 3, tileType: TileType.Png, minZoom: 0, maxZoom: 4, clustered: true });
    expect(header.minLon).toBeCloseTo(-125, 5);
    expect(header.maxLat).toBeCloseTo(50, 5);
    expect(header.numAddressedTiles).toBe(tilesCovering(usBounds, 0, 4).length);
    expect(await reader.getMetadata()).toMatchObject({ name: 'GEARS test streets', attribution: 'Test tiles' });

    for (const [z, x, y] of [
      [0, 0, 0],
      [3, 2, 3],
      [4, 4, 6],
    ] as const) {
      const tile = await reader.getZxy(z, x, y);
      expect(Buffer.from(tile!.data).equals(Buffer.from(streetTilePng(z, x, y)))).toBe(true);
      // A PNG: the image the web map draws.
      expect(Buffer.from(tile!.data).subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    // Outside the archive (the Pacific at zoom 4): no tile, no error.
    expect(await reader.getZxy(4, 0, 6)).toBeUndefined();
  });

  it('repeated tiles are stored once and read back as runs', async () => {
    const sea = streetTilePng(9, 9, 9);
    const tiles = [0, 1, 2, 3].flatMap((x) => [0, 1, 2, 3].map((y) => ({ z: 2, x, y, data: sea })));
    const bytes = writePmtiles([{ z: 0, x: 0, y: 0, data: streetTilePng(0, 0, 0) }, ...tiles]);
    const reader = new PMTiles({
      getKey: () => 'runs',
      getBytes: async (offset, length) => ({ data: new Uint8Array(bytes.subarray(offset, offset + length)).buffer }),
    });
    const header = await reader.getHeader();
    expect([header.numAddressedTiles, header.numTileEntries, header.numTileContents]).toEqual([17, 2, 2]);
    expect(Buffer.from((await reader.getZxy(2, 3, 1))!.data).equals(Buffer.from(sea))).toBe(true);
  });

  it('answers byte ranges: 206 with Content-Range, suffix and open ranges, validators, the whole file without a range', async () => {
    const size = archive.length;
    const part = await get({ range: 'bytes=0-126' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-range': `bytes 0-126/${size}`,
      'content-length': '127',
      'content-type': 'application/vnd.pmtiles',
    });
    expect(part.rawPayload.subarray(0, 7).toString('ascii')).toBe('PMTiles');
    expect(part.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(part.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
    // The reader's first read asks 16 KiB of a smaller file: what exists is sent.
    const first = await get({ range: 'bytes=0-16383' });
    expect([first.statusCode, first.headers['content-range']]).toEqual([206, `bytes 0-${Math.min(16383, size - 1)}/${size}`]);

    const tail = await get({ range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(archive.subarray(size - 10))).toBe(true);
    const open = await get({ range: `bytes=${size - 5}-` });
    expect([open.statusCode, open.rawPayload.length, open.headers['content-range']]).toEqual([
      206,
      5,
      `bytes ${size - 5}-${size - 1}/${size}`,
    ]);

    const whole = await get();
    expect([whole.statusCode, whole.headers['accept-ranges'], whole.rawPayload.equals(archive)]).toEqual([200, 'bytes', true]);
    const head = await get({ range: 'bytes=0-99' }, 'HEAD');
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([206, '100', 0]);

    const etag = whole.headers.etag as string;
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    // A range of another version of the file would mix two archives: If-Range that does not match sends it whole.
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"0-0"' });
    expect([stale.statusCode, stale.rawPayload.length]).toEqual([200, size]);
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    // Another unit is ignored (RFC 9110 §14.2): the whole file.
    expect((await get({ range: 'items=0-9' })).statusCode).toBe(200);
  });

  it.each([
    ['past the end', (size: number) => `bytes=${size}-${size + 10}`],
    ['reversed', () => 'bytes=50-10'],
    ['malformed', () => 'bytes=abc'],
    ['several ranges', () => 'bytes=0-9,20-29'],
    ['an empty suffix', () => 'bytes=-0'],
  ])('416 for a range it cannot serve (%s), saying the size', async (_name, range) => {
    const res = await get({ range: range(archive.length) });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${archive.length}`);
    expect(res.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('only for signed-in users', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(401);
  });

  it('a missing file answers 404 with a message (the map falls back to the outlines)', async () => {
    const moved = `${file}.away`;
    fs.renameSync(file, moved);
    try {
      const res = await get({ range: 'bytes=0-9' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('The offline street map file (MAP_PMTILES) is missing on the server.');
    } finally {
      fs.renameSync(moved, file);
    }
  });

  it('without MAP_PMTILES the settings say so and the route answers 404', async () => {
    const saved = t.config.maps.pmtilesFile;
    t.config.maps.pmtilesFile = null;
    try {
      expect((await client(t)(who, 'GET', '/api/maps/settings')).json()).toMatchObject({ pmtilesUrl: null });
      const res = await get();
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/No offline street map is configured/);
    } finally {
      t.config.maps.pmtilesFile = saved;
    }
  });

  it.each(['../region.pmtiles', 'maps/../../region.pmtiles', '/etc/passwd', '.'])(
    'refuses MAP_PMTILES=%s at start: it must stay inside DATA_DIR',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: '/srv/gears', MAP_PMTILES: value })).toThrow(/MAP_PMTILES: must name a file inside DATA_DIR/);
    },
  );

  it('accepts a file inside DATA_DIR, relative or absolute', () => {
    expect(loadConfig({ DATA_DIR: '/srv/gears', MAP_PMTILES: 'maps/region.pmtiles' }).maps.pmtilesFile).toBe(
      '/srv/gears/maps/region.pmtiles',
    );
    expect(loadConfig({ DATA_DIR: '/srv/gears', MAP_PMTILES: '/srv/gears/us.pmtiles' }).maps.pmtilesFile).toBe('/srv/gears/us.pmtiles');
    expect(loadConfig({ DATA_DIR: '/srv/gears', MAP_PMTILES: '..hidden.pmtiles' }).maps.pmtilesFile).toBe('/srv/gears/..hidden.pmtiles');
  });
});
