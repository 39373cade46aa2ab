import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRowCounts, createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, type CrossTenantCall, type Member } from './equipment-fixtures.ts';

/**
 * Alternate codes (issue 19 item 5): a peer's asset tag, barcode or QR id kept on a machine; the scanner's lookup, a
 * logged scan and /equipment/{code} (the resolve route) find the machine; unique per company; invisible to others.
 */
describe(`alternate codes (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let m: { id: string };
  let codeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t, 'manager');
    b = await newTenant(t, 'client_admin');
    m = await createEquipment(t, a, { name: 'Tagged excavator' });
    const res = await call(a, 'POST', `/api/equipment/${m.id}/alternate-codes`, { code: '  snipe  0042 ', label: 'Snipe-IT asset tag' });
    expect(res.statusCode).toBe(201);
    codeId = res.json().id;
    expect(res.json()).toMatchObject({ code: 'snipe 0042', label: 'Snipe-IT asset tag', equipmentId: m.id });
  });
  afterAll(() => t.close());

  it('resolves by the code, ignoring case and spacing, after our own QR id (the scanner and /equipment/{code})', async () => {
    const res = await call(a, 'GET', `/api/equipment/qr/resolve/${encodeURIComponent('SNIPE 0042')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(m.id);
    // A peer QR that encodes its own URL is stored and found whole.
    await call(a, 'POST', `/api/equipment/${m.id}/alternate-codes`, { code: 'https://assets.example.com/hardware/42' });
    const url = await call(a, 'GET', `/api/equipment/qr/resolve/${encodeURIComponent('https://assets.example.com/hardware/42')}`);
    expect(url.json().id).toBe(m.id);
    // Our own QR can still be generated and resolves as before.
    const qr = (await call(a, 'POST', `/api/equipment/${m.id}/qr`)).json();
    expect((await call(a, 'GET', `/api/equipment/qr/resolve/${qr.qrCodeId}`)).json().id).toBe(m.id);
  });

  it('logs a scan of the code (an offline scan sends the text it read)', async () => {
    const res = await call(a, 'POST', '/api/equipment/scans', {
      code: 'SNIPE 0042',
      source: 'offline',
      clientScanId: `offline_${Date.now()}_abcd1234`,
      scannedAt: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'logged', equipment: { id: m.id } });
  });

  it('lists and finds it in global search', async () => {
    expect((await call(a, 'GET', `/api/equipment/${m.id}/alternate-codes`)).json().codes.map((c: { code: string }) => c.code)).toContain(
      'snipe 0042',
    );
    const search = (await call(a, 'GET', `/api/search?q=${encodeURIComponent('snipe 00')}`)).json();
    const ids = search.groups.flatMap((g: { results: { id: string }[] }) => g.results.map((r) => r.id));
    expect(ids).toContain(m.id);
  });

  it("refuses a code another machine uses (or has as its QR id) with 'already used', and one already here", async () => {
    const other = await createEquipment(t, a, { name: 'Second loader' });
    const clash = await call(a, 'POST', `/api/equipment/${other.id}/alternate-codes`, { code: 'Snipe 0042' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('The code "Snipe 0042" is already used by Tagged excavator.');
    const qr = (await call(a, 'POST', `/api/equipment/${m.id}/qr`)).json().qrCodeId;
    expect((await call(a, 'POST', `/api/equipment/${other.id}/alternate-codes`, { code: qr.toLowerCase() })).statusCode).toBe(409);
    const again = await call(a, 'POST', `/api/equipment/${m.id}/alternate-codes`, { code: 'SNIPE 0042' });
    expect(again.json().error.message).toBe('The code "SNIPE 0042" is already on this machine.');
    expect((await call(a, 'POST', `/api/equipment/${m.id}/alternate-codes`, { code: '' })).statusCode).toBe(400);
    // Another company may use the same text for its own machine.
    const bm = await createEquipment(t, b, { name: 'B machine' });
    expect((await call(b, 'POST', `/api/equipment/${bm.id}/alternate-codes`, { code: 'SNIPE 0042' })).statusCode).toBe(201);
    expect((await call(b, 'GET', `/api/equipment/qr/resolve/SNIPE%200042`)).json().id).toBe(bm.id);
  });

  describe('isolation', () => {
    let countsBefore: Record<string, number>;
    const counts = () =>
      companyRowCounts(t.db, a.companyId, ['equipment_alternate_codes', 'equipment_custom_values', 'equipment_custom_fields']);
    let fieldId: string;
    beforeAll(async () => {
      fieldId = (await call(a, 'POST', '/api/custom-fields', { name: 'Secret', fieldType: 'text' })).json().id;
      await t.app.inject({
        method: 'PUT',
        url: `/api/equipment/${m.id}/custom-fields`,
        payload: { values: { secret: 'A only' } },
        headers: { cookie: a.cookie },
      });
      countsBefore = await counts();
    });

    it.each<CrossTenantCall>([
      ['list codes', 'GET', () => `/api/equipment/${m.id}/alternate-codes`],
      ['add code', 'POST', () => `/api/equipment/${m.id}/alternate-codes`, () => ({ code: 'B-WAS-HERE' })],
      ['remove code', 'DELETE', () => `/api/equipment/${m.id}/alternate-codes/${codeId}`],
      ['read values', 'GET', () => `/api/equipment/${m.id}/custom-fields`],
      ['rename field', 'PATCH', () => `/api/custom-fields/${fieldId}`, () => ({ name: 'Taken' })],
      ['delete field', 'DELETE', () => `/api/custom-fields/${fieldId}`],
      ['resolve A code', 'GET', () => `/api/equipment/qr/resolve/${encodeURIComponent('https://assets.example.com/hardware/42')}`],
    ])("B's %s of A's → 404, nothing changed", async (_name, method, url, body) => {
      const res = await call(b, method, url(), body?.());
      expect(res.statusCode).toBe(404);
      expect(await counts()).toEqual(countsBefore);
    });

    it("B writing values on A's machine → 404; B's field list and filter never show A's", async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/equipment/${m.id}/custom-fields`,
        payload: { values: { secret: 'B' } },
        headers: { cookie: b.cookie },
      });
      expect(res.statusCode).toBe(404);
      expect((await call(b, 'GET', '/api/custom-fields')).json().fields.map((f: { id: string }) => f.id)).not.toContain(fieldId);
      expect((await call(b, 'GET', '/api/equipment?cf=secret:A%20only')).statusCode).toBe(400);
      expect(await counts()).toEqual(countsBefore);
    });

    it("B scanning A's codes finds nothing and logs nothing: answered as any unknown text", async () => {
      await call(a, 'POST', `/api/equipment/${m.id}/alternate-codes`, { code: 'ATLAS-77' });
      const scan = (code: string) =>
        call(b, 'POST', '/api/equipment/scans', {
          code,
          source: 'offline',
          clientScanId: `offline_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`,
          scannedAt: new Date().toISOString(),
        });
      expect((await scan('ATLAS-77')).statusCode).toBe(404);
      const url = await scan('https://assets.example.com/hardware/42');
      expect(url.statusCode).toBe(400);
      expect(url.json().error.message).toBe((await scan('https://unknown.example.com/x/1')).json().error.message);
      expect(await companyRowCounts(t.db, b.companyId, ['qr_scan_logs'])).toEqual({ qr_scan_logs: 0 });
    });
  });

  it('removes a code; the machine is then no longer found by it', async () => {
    expect((await call(a, 'DELETE', `/api/equipment/${m.id}/alternate-codes/${codeId}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', '/api/equipment/qr/resolve/SNIPE%200042')).statusCode).toBe(404);
  });
});
