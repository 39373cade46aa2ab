import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, memberOf, newAdmin, newTenant, type Member } from './equipment-fixtures.ts';

describe(`scan log, history and analytics (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let equipment: { id: string; qrCodeId: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    const { id } = await createEquipment(t, a, { name: 'Scan Target' });
    equipment = { id, qrCodeId: (await call(a, 'POST', `/api/equipment/${id}/qr`)).json().qrCodeId };
  });
  afterAll(() => t.close());

  const scanCount = async (companyId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from qr_scan_logs where company_id = $1', [companyId]))[0]!.n;

  it('logs a camera scan of the QR URL (201) and not again within 30 s for the same user', async () => {
    const first = await call(a, 'POST', '/api/equipment/scans', {
      code: `https://portal.example.test/equipment/${equipment.qrCodeId}?from=scanner`,
      source: 'camera',
      location: 'North Yard',
      lat: 33.45,
      lng: -112.07,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      outcome: 'logged',
      equipment: { id: equipment.id, name: 'Scan Target' },
      scan: {
        equipmentId: equipment.id,
        equipmentName: 'Scan Target',
        qrCodeId: equipment.qrCodeId,
        userId: a.id,
        source: 'camera',
        location: 'North Yard',
        latitude: 33.45,
        longitude: -112.07,
        clientScanId: null,
      },
    });
    const again = await call(a, 'POST', '/api/equipment/scans', { code: equipment.qrCodeId, source: 'upload' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'duplicate', scan: null, equipment: { id: equipment.id } });
    expect(await scanCount(a.companyId)).toBe(1);
  });

  it('another user of the company scanning the same equipment is logged', async () => {
    const colleague = await memberOf(t, a.companyId, 'technician');
    const res = await call(colleague, 'POST', '/api/equipment/scans', { equipmentId: equipment.id, source: 'camera' });
    expect(res.json().outcome).toBe('logged');
    expect(await scanCount(a.companyId)).toBe(2);
  });

  it('offline scans are logged once per clientScanId, at their own time, and dedupe by time too', async () => {
    const at = new Date(Date.now() - 3 * 86_400_000);
    const body = {
      code: `/equipment/${equipment.qrCodeId}`,
      source: 'offline',
      clientScanId: `offline_${at.getTime()}_k3j9x2`,
      scannedAt: at.toISOString(),
    };
    const first = await call(a, 'POST', '/api/equipment/scans', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().scan).toMatchObject({ source: 'offline', scannedAt: at.toISOString(), clientScanId: body.clientScanId });
    const replay = await call(a, 'POST', '/api/equipment/scans', body);
    expect(replay.json()).toMatchObject({ outcome: 'synced', scan: { id: first.json().scan.id } });
    const nearby = await call(a, 'POST', '/api/equipment/scans', {
      ...body,
      clientScanId: `offline_${at.getTime() + 10_000}_zz11`,
      scannedAt: new Date(at.getTime() + 10_000).toISOString(),
    });
    expect(nearby.json().outcome).toBe('duplicate');
    expect(await scanCount(a.companyId)).toBe(3);
  });

  it.each<[Record<string, unknown>, number, string]>([
    [{ code: 'hello world', source: 'camera' }, 400, 'Invalid QR code format'],
    [{ code: 'https://portal.example.test/about', source: 'camera' }, 400, 'Invalid QR code format'],
    [{ code: 'EQ-UNKNOWN1', source: 'camera' }, 404, 'Equipment QR code detected but not found in database'],
    [{ source: 'camera' }, 400, 'Send the scanned code or the equipment id.'],
    [{ code: 'EQ-X', source: 'offline' }, 400, 'An offline scan needs its clientScanId (offline_{time}_{random}).'],
    [{ code: 'EQ-X', source: 'offline', clientScanId: 'abc' }, 400, 'clientScanId: clientScanId must look like offline_{time}_{random}'],
    [{ code: 'EQ-X', source: 'telepathy' }, 400, 'source: Invalid option: expected one of "camera"|"upload"|"offline"'],
    [{ code: 'EQ-X', source: 'camera', lat: 91 }, 400, 'lat: Too big: expected number to be <=90'],
  ])('%j → %i %s', async (body, status, message) => {
    const before = await scanCount(a.companyId);
    const res = await call(a, 'POST', '/api/equipment/scans', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await scanCount(a.companyId)).toBe(before);
  });

  it('an offline scan claiming a future time is refused', async () => {
    const future = Date.now() + 3_600_000;
    const res = await call(a, 'POST', '/api/equipment/scans', {
      equipmentId: equipment.id,
      source: 'offline',
      clientScanId: `offline_${future}_abcd`,
      scannedAt: new Date(future).toISOString(),
    });
    expect(res.statusCode).toBe(400);
  });

  it("a provider admin's own view resolves the code but logs nothing for the client", async () => {
    const admin = await newAdmin(t);
    const before = await scanCount(a.companyId);
    const res = await call(admin, 'POST', '/api/equipment/scans', { code: equipment.qrCodeId, source: 'camera' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'not_owner', scan: null, equipment: { id: equipment.id } });
    expect(await scanCount(a.companyId)).toBe(before);
  });

  describe('history', () => {
    let h: Member;
    let ids: string[];
    beforeAll(async () => {
      // A client admin: Clear All is theirs (ADR 0008).
      h = await newTenant(t, 'client_admin');
      ids = [];
      const base = Date.now() - 40 * 86_400_000;
      for (let i = 0; i < 53; i++) {
        const { id } = await createEquipment(t, h, { name: `Unit ${i}` });
        const at = base + i * 60_000;
        const res = await call(h, 'POST', '/api/equipment/scans', {
          equipmentId: id,
          source: 'offline',
          clientScanId: `offline_${at}_u${i}xx`,
          scannedAt: new Date(at).toISOString(),
        });
        ids.push(res.json().scan.id);
      }
    });

    it('pages 50 at a time, newest first', async () => {
      const first = (await call(h, 'GET', '/api/equipment/scans')).json();
      expect(first.scans).toHaveLength(50);
      expect(first.scans[0].id).toBe(ids[52]);
      const second = (await call(h, 'GET', `/api/equipment/scans?cursor=${first.nextCursor}`)).json();
      expect(second.scans.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1], ids[0]]);
      expect(second.nextCursor).toBeNull();
      expect((await call(h, 'GET', '/api/equipment/scans?limit=51')).statusCode).toBe(400);
    });

    it('reads and deletes one scan', async () => {
      expect((await call(h, 'GET', `/api/equipment/scans/${ids[0]}`)).json().id).toBe(ids[0]);
      expect((await call(h, 'DELETE', `/api/equipment/scans/${ids[0]}`)).statusCode).toBe(204);
      expect((await call(h, 'GET', `/api/equipment/scans/${ids[0]}`)).statusCode).toBe(404);
      expect((await call(h, 'DELETE', `/api/equipment/scans/${ids[0]}`)).statusCode).toBe(404);
    });

    it('Clear All deletes the whole company history and nobody else’s', async () => {
      const others = await scanCount(a.companyId);
      const res = await call(h, 'DELETE', '/api/equipment/scans');
      expect(res.json()).toEqual({ deleted: 52 });
      expect(await scanCount(h.companyId)).toBe(0);
      expect(await scanCount(a.companyId)).toBe(others);
    });

    it('a provider admin must name the company to clear', async () => {
      const admin = await newAdmin(t);
      const res = await call(admin, 'DELETE', '/api/equipment/scans');
      expect(res.statusCode).toBe(400);
      expect(await scanCount(a.companyId)).toBeGreaterThan(0);
    });
  });

  describe('analytics', () => {
    it('counts the last 30 days from the log: totals, weekly growth, sources, top 5 locations, recent 10', async () => {
      const z = await newTenant(t);
      const units = [];
      for (let i = 0; i < 7; i++) units.push((await createEquipment(t, z, { name: `Analytics ${i}` })).id);
      const day = 86_400_000;
      const plan: [number, number, string][] = [
        [0, 1, 'Yard A'],
        [1, 1, 'Yard A'],
        [2, 2, 'Yard A'],
        [3, 3, 'Yard B'],
        [4, 4, 'Yard B'],
        [5, 5, 'Yard C'],
        [6, 9, 'Yard D'],
        [0, 10, 'Yard E'],
        [1, 12, 'Yard F'],
        [2, 40, 'Old Yard'],
      ];
      let n = 0;
      for (const [unit, daysAgo, location] of plan) {
        const at = Date.now() - daysAgo * day + 60_000;
        await call(z, 'POST', '/api/equipment/scans', {
          equipmentId: units[unit],
          source: 'offline',
          location,
          clientScanId: `offline_${at}_an${n++}x`,
          scannedAt: new Date(at).toISOString(),
        });
      }
      await call(z, 'POST', '/api/equipment/scans', { equipmentId: units[6], source: 'camera', location: 'Yard A' });
      const res = await call(z, 'GET', '/api/equipment/scans/analytics');
      expect(res.statusCode).toBe(200);
      const r = res.json();
      expect(r).toMatchObject({
        days: 30,
        totalScans: 10,
        uniqueEquipment: 7,
        uniqueUsers: 1,
        lastWeek: 7,
        weekBefore: 3,
        weeklyGrowthPercent: 133.3,
        bySource: { camera: 1, upload: 0, offline: 9 },
      });
      expect(r.topLocations).toEqual([
        { location: 'Yard A', count: 4 },
        { location: 'Yard B', count: 2 },
        { location: 'Yard C', count: 1 },
        { location: 'Yard D', count: 1 },
        { location: 'Yard E', count: 1 },
      ]);
      expect(r.recent).toHaveLength(10);
      expect(r.recent[0].source).toBe('camera');
      expect(r.daily).toHaveLength(30);
      expect(r.daily.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(10);
    });

    it('an empty log gives zeros and no growth figure, never a made-up one', async () => {
      const empty = await newTenant(t);
      const r = (await call(empty, 'GET', '/api/equipment/scans/analytics')).json();
      expect(r).toMatchObject({ totalScans: 0, lastWeek: 0, weekBefore: 0, weeklyGrowthPercent: null, topLocations: [], recent: [] });
    });
  });
});
