import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { companyRowCounts, createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, rowOf, upload, type CrossTenantCall, type Member } from './equipment-fixtures.ts';

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Company B's user tries company A's equipment, files, QR code and scans by id: 404 everywhere, A's rows unchanged. */
describe(`equipment isolation between companies (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let b: Member;
  let e: { id: string; serial: string; qrCodeId: string };
  let imageId: string;
  let documentId: string;
  let scanId: string;
  let bOwn: string;
  let before: Record<string, unknown>;

  const counts = () =>
    companyRowCounts(t.db, a.companyId, ['equipment', 'equipment_images', 'equipment_documents', 'qr_scan_logs', 'activity_logs']);
  let countsBefore: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    // A client admin, who may take every action (ADR 0008): each refusal below is the isolation, not the role.
    b = await newTenant(t, 'client_admin');
    const created = await createEquipment(t, a, { serial: 'A-SECRET-1', name: 'A Excavator' });
    const qr = (await call(a, 'POST', `/api/equipment/${created.id}/qr`)).json();
    e = { id: created.id, serial: 'A-SECRET-1', qrCodeId: qr.qrCodeId };
    imageId = (await upload(t, a, `/api/equipment/${e.id}/images`, 'a.png', tinyPng())).json().id;
    documentId = (await upload(t, a, `/api/equipment/${e.id}/documents`, 'a.pdf', pdf)).json().id;
    scanId = (await call(a, 'POST', '/api/equipment/scans', { equipmentId: e.id, source: 'camera', location: 'A Yard' })).json().scan.id;
    bOwn = (await createEquipment(t, b, { name: 'B Loader' })).id;
    before = (await rowOf(t.db, e.id))!;
    countsBefore = await counts();
  });
  afterAll(() => t.close());

  const unchanged = async () => {
    expect(await rowOf(t.db, e.id)).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
  };

  it.each<CrossTenantCall>([
    ['detail', 'GET', () => `/api/equipment/${e.id}`],
    ['update', 'PATCH', () => `/api/equipment/${e.id}`, () => ({ name: 'Taken over' })],
    ['delete', 'DELETE', () => `/api/equipment/${e.id}`],
    ['dependents', 'GET', () => `/api/equipment/${e.id}/dependents`],
    ['image list', 'GET', () => `/api/equipment/${e.id}/images`],
    ['image file', 'GET', () => `/api/equipment/${e.id}/images/${imageId}/file`],
    ['image file via own equipment', 'GET', () => `/api/equipment/${bOwn}/images/${imageId}/file`],
    ['image delete', 'DELETE', () => `/api/equipment/${e.id}/images/${imageId}`],
    ['image delete via own equipment', 'DELETE', () => `/api/equipment/${bOwn}/images/${imageId}`],
    ['document list', 'GET', () => `/api/equipment/${e.id}/documents`],
    ['document file', 'GET', () => `/api/equipment/${e.id}/documents/${documentId}/file`],
    ['document delete', 'DELETE', () => `/api/equipment/${e.id}/documents/${documentId}`],
    ['QR generate', 'POST', () => `/api/equipment/${e.id}/qr`],
    ['QR image', 'GET', () => `/api/equipment/${e.id}/qr.png`],
    ['QR resolve by code', 'GET', () => `/api/equipment/qr/resolve/${e.qrCodeId}`],
    ['QR resolve by id', 'GET', () => `/api/equipment/qr/resolve/${e.id}`],
    ['labels', 'POST', () => '/api/equipment/labels.pdf', () => ({ ids: [e.id] })],
    [
      'scan by code',
      'POST',
      () => '/api/equipment/scans',
      () => ({ code: `https://portal.example.test/equipment/${e.qrCodeId}`, source: 'camera' }),
    ],
    ['scan by id', 'POST', () => '/api/equipment/scans', () => ({ equipmentId: e.id, source: 'camera' })],
    ['scan detail', 'GET', () => `/api/equipment/scans/${scanId}`],
    ['scan delete', 'DELETE', () => `/api/equipment/scans/${scanId}`],
    ['list naming A', 'GET', () => `/api/equipment?companyId=${a.companyId}`],
    ['stats naming A', 'GET', () => `/api/equipment/stats?companyId=${a.companyId}`],
    ['clear naming A', 'DELETE', () => `/api/equipment/scans?companyId=${a.companyId}`],
  ])('%s → 404, A unchanged', async (_, method, url, body) => {
    const res = await call(b, method, url(), body?.());
    expect(res.statusCode).toBe(404);
    await unchanged();
  });

  it("uploads to A's equipment → 404, nothing stored", async () => {
    expect((await upload(t, b, `/api/equipment/${e.id}/images`, 'b.png', tinyPng())).statusCode).toBe(404);
    expect((await upload(t, b, `/api/equipment/${e.id}/documents`, 'b.pdf', pdf)).statusCode).toBe(404);
    await unchanged();
  });

  it("importing into A by naming A's company → 404, nothing stored", async () => {
    const res = await upload(
      t,
      b,
      `/api/equipment/import?dryRun=false&companyId=${a.companyId}`,
      'x.csv',
      Buffer.from('Name\r\nPlanted\r\n'),
    );
    expect(res.statusCode).toBe(404);
    await unchanged();
  });

  it.each(['status', 'location', 'delete'])("bulk %s on A's id fails as Not found and changes nothing", async (op) => {
    const body = op === 'status' ? { status: 'retired' } : op === 'location' ? { location: 'B Yard' } : {};
    const res = await call(b, 'POST', `/api/equipment/bulk/${op}`, { ids: [e.id], ...body });
    expect(res.json()).toMatchObject({ succeeded: 0, failed: [{ id: e.id, error: 'Not found' }] });
    await unchanged();
  });

  it("B's list, search, stats, QR summary, export, history and analytics hold nothing of A", async () => {
    const list = (await call(b, 'GET', '/api/equipment?limit=100')).json().items.map((x: { id: string }) => x.id);
    expect(list).toEqual([bOwn]);
    expect((await call(b, 'GET', `/api/equipment?search=${e.serial}`)).json().items).toEqual([]);
    expect((await call(b, 'GET', '/api/equipment/stats')).json().total).toBe(1);
    expect((await call(b, 'GET', '/api/equipment/qr/summary')).json().needingQrCodeSample.map((x: { id: string }) => x.id)).toEqual([bOwn]);
    const csv = (await call(b, 'GET', '/api/equipment/export.csv')).body;
    expect(csv).not.toContain('A Excavator');
    expect(csv).toContain('B Loader');
    expect((await call(b, 'GET', '/api/equipment/scans')).json().scans).toEqual([]);
    expect((await call(b, 'GET', '/api/equipment/scans/analytics')).json()).toMatchObject({ totalScans: 0, topLocations: [] });
    expect((await call(b, 'DELETE', '/api/equipment/scans')).json()).toEqual({ deleted: 0 });
    await unchanged();
  });

  it("the database itself refuses: B's context sees no A rows and cannot attach a file row to A's equipment", async () => {
    const ctx = { userId: b.id, companyId: b.companyId, role: 'manager', isImpersonating: false };
    const seen = await withTenant(t.db, ctx, (tx) => tx.query('select id from equipment where id = $1', [e.id]));
    expect(seen).toEqual([]);
    await expect(
      withTenant(t.db, ctx, (tx) =>
        tx.query(
          `insert into equipment_images (company_id, equipment_id, file_key, file_name, content_type, byte_size) values ($1, $2, 'x/y.png', 'y.png', 'image/png', 1)`,
          [b.companyId, e.id],
        ),
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      withTenant(t.db, ctx, (tx) => tx.query('update equipment set company_id = $1 where id = $2', [b.companyId, bOwn])),
    ).rejects.toThrow(/permission denied/);
    // The search helper runs as the owner; it must hold to the same limits as the policy.
    const page = (company: string, term: string) =>
      `array(select equipment_search_page(${company}, '${term}', null, false, 'createdAt', true, null, null, 100))`;
    const searched = await withTenant(t.db, ctx, (tx) =>
      tx.query<Record<string, string[]>>(
        `select ${page('$1', 'SECRET')} as named, ${page('null', 'SECRET')} as own, ${page('$1', 'a-')} as short, ${page('null', 'a-')} as own_short`,
        [a.companyId],
      ),
    );
    expect(searched).toEqual([{ named: [], own: [], short: [], own_short: [] }]);
    // No company in the context at all (not admin): nothing, even naming A.
    const anonymous = { userId: b.id, companyId: null, role: 'manager', isImpersonating: false };
    expect(await withTenant(t.db, anonymous, (tx) => tx.query(`select ${page('$1', 'SECRET')} as ids`, [a.companyId]))).toEqual([
      { ids: [] },
    ]);
    // The same call in A's own context finds it, so the empty answers above are the tenancy check.
    const own = { userId: a.id, companyId: a.companyId, role: 'manager', isImpersonating: false };
    expect(await withTenant(t.db, own, (tx) => tx.query(`select ${page('null', 'SECRET')} as ids`))).toEqual([{ ids: [e.id] }]);
    await unchanged();
  });
});
