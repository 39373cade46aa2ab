import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractEquipmentCode } from '@gears/domain';
import { createTestApp, type TestApp } from './harness.ts';
import { client, createEquipment, insertEquipment, newTenant, type Member } from './equipment-fixtures.ts';
import { pdfText, unicodeNames } from './pdf-text.ts';
import { labelQuietZone, pngQuietZone } from './qr-quiet-zone.ts';

/** Decodes a PNG's QR code the way a phone would: from the pixels. */
function decodeQr(png: Buffer): { text: string; width: number } {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return { text: code.data, width: image.width };
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe(`QR codes and labels (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let equipment: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    equipment = (await createEquipment(t, a, { name: 'CAT 320 Excavator' })) as { id: string; name: string };
  });
  afterAll(() => t.close());

  it('has no QR image before one is generated', async () => {
    const res = await call(a, 'GET', `/api/equipment/${equipment.id}/qr.png`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No QR Code Available');
  });

  it('round trip: generate → PNG (400 px) → decode → extract the id → resolve to the equipment', async () => {
    const gen = await call(a, 'POST', `/api/equipment/${equipment.id}/qr`);
    expect(gen.statusCode).toBe(200);
    const { qrCodeId, url } = gen.json();
    expect(qrCodeId).toMatch(/^EQ-[A-Z0-9]{8}$/);
    expect(url).toBe(`https://portal.example.test/equipment/${qrCodeId}`);
    expect(gen.json().equipment).toMatchObject({ id: equipment.id, qrCodeId });

    const png = await call(a, 'GET', `/api/equipment/${equipment.id}/qr.png?download=true`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="CAT_320_Excavator_QR_Complete.png"; filename*=UTF-8''CAT_320_Excavator_QR_Complete.png`,
    );
    const decoded = decodeQr(png.rawPayload);
    expect(decoded.width).toBe(400);
    expect(decoded.text).toBe(url);

    const code = extractEquipmentCode(decoded.text)!;
    const resolved = await call(a, 'GET', `/api/equipment/qr/resolve/${encodeURIComponent(code)}`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id: equipment.id, name: 'CAT 320 Excavator', qrCodeId });
  });

  it('the QR PNG has the standard 4-module quiet zone on every side', async () => {
    const zone = pngQuietZone((await call(a, 'GET', `/api/equipment/${equipment.id}/qr.png`)).rawPayload);
    expect(zone.text).toMatch(/^https:\/\/portal\.example\.test\/equipment\/EQ-/);
    for (const side of [zone.left, zone.right, zone.top, zone.bottom]) expect(side).toBeCloseTo(4, 0);
  });

  it('regenerating assigns a new code; the old one no longer resolves', async () => {
    const before = (await call(a, 'GET', `/api/equipment/${equipment.id}`)).json().qrCodeId;
    const after = (await call(a, 'POST', `/api/equipment/${equipment.id}/qr`)).json().qrCodeId;
    expect(after).not.toBe(before);
    expect((await call(a, 'GET', `/api/equipment/qr/resolve/${before}`)).statusCode).toBe(404);
    expect(decodeQr((await call(a, 'GET', `/api/equipment/${equipment.id}/qr.png`)).rawPayload).text).toContain(after);
  });

  it.each([
    ['a lowercase QR id', (id: string, code: string) => code.toLowerCase()],
    ['the equipment id', (id: string) => id],
  ])('resolves %s', async (_, codeOf) => {
    const code = (await call(a, 'GET', `/api/equipment/${equipment.id}`)).json().qrCodeId;
    const res = await call(a, 'GET', `/api/equipment/qr/resolve/${codeOf(equipment.id, code)}`);
    expect(res.json().id).toBe(equipment.id);
  });

  it('resolves a code imported in the other generator format', async () => {
    const id = await insertEquipment(t.db, { companyId: a.companyId, qrCodeId: 'GRS-AB12-123456' });
    expect((await call(a, 'GET', '/api/equipment/qr/resolve/GRS-AB12-123456')).json().id).toBe(id);
  });

  it('an unknown code answers 404 with the scanner message', async () => {
    const res = await call(a, 'GET', '/api/equipment/qr/resolve/EQ-NOTHERE');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Equipment QR code detected but not found in database');
  });

  it('summarises who has a QR code and lists 3 that need one', async () => {
    const c = await newTenant(t);
    for (let i = 0; i < 4; i++) await insertEquipment(t.db, { companyId: c.companyId, name: `Needs ${i}` });
    await insertEquipment(t.db, { companyId: c.companyId, name: 'Has one', qrCodeId: 'EQ-HASONE11' });
    const res = (await call(c, 'GET', '/api/equipment/qr/summary')).json();
    expect(res.withQrCode).toBe(1);
    expect(res.needingQrCode).toBe(4);
    expect(res.needingQrCodeSample).toHaveLength(3);
    expect(res.needingQrCodeSample[0]).toEqual({
      id: expect.any(String),
      name: expect.stringMatching(/^Needs /),
      model: null,
      serial: expect.any(String),
    });
  });

  describe('label PDFs', () => {
    let ids: string[];
    beforeAll(async () => {
      ids = [];
      for (let i = 0; i < 32; i++) {
        const { id } = await createEquipment(t, a, { name: `Loader ${i + 1}`, manufacturer: 'Volvo', model: 'L60H', year: 2020 });
        await call(a, 'POST', `/api/equipment/${id}/qr`);
        ids.push(id);
      }
    });

    it.each([
      ['avery-5160', 32, 2],
      ['avery-l7160', 32, 2],
      ['single', 3, 3],
    ] as const)('%s: %i labels → a PDF of %i pages', async (layout, n, pages) => {
      const res = await call(a, 'POST', '/api/equipment/labels.pdf', { ids: ids.slice(0, n), layout });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="qr-labels-${layout}-\\d{4}-\\d{2}-\\d{2}\\.pdf"`),
      );
      expect(res.headers['x-labels-printed']).toBe(String(n));
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageCount(res.rawPayload)).toBe(pages);
    });

    it.each(['single', 'avery-5160', 'avery-l7160'] as const)(
      '%s: names in Polish, German, Spanish, Greek, Cyrillic and symbols print exactly',
      async (layout) => {
        const unicodeIds: string[] = [];
        for (const name of unicodeNames) {
          const { id } = await createEquipment(t, a, { name, manufacturer: 'Größe', model: 'Αντλία', year: 2021 });
          await call(a, 'POST', `/api/equipment/${id}/qr`);
          unicodeIds.push(id);
        }
        const res = await call(a, 'POST', '/api/equipment/labels.pdf', { ids: unicodeIds, layout });
        expect(res.statusCode).toBe(200);
        const { text, fonts } = await pdfText(res.rawPayload);
        // Small labels cut a long name to one line with an ellipsis; the shortest names must still print whole.
        const whole = layout === 'single' ? unicodeNames : unicodeNames.filter((n) => n.length <= 11);
        for (const name of whole) expect(text).toContain(name);
        expect(text).toContain('Größe · Αντλία');
        expect(fonts.length).toBeGreaterThan(0);
        for (const f of fonts) expect(f).toMatch(/^[A-Z]{6}\+DejaVuSans/);
      },
    );

    // A label's code needs 4 modules of blank label around it: past the label's edge is whatever it is stuck on.
    it.each(['avery-5160', 'avery-l7160', 'single'] as const)(
      '%s: the printed code has at least 4 modules of blank label on every side',
      async (layout) => {
        const res = await call(a, 'POST', '/api/equipment/labels.pdf', { ids: ids.slice(0, 1), layout });
        const zone = await labelQuietZone(res.rawPayload, layout);
        expect(zone.text).toMatch(/^https:\/\/portal\.example\.test\/equipment\/EQ-/);
        expect(Math.min(zone.left, zone.right, zone.top, zone.bottom), JSON.stringify(zone)).toBeGreaterThanOrEqual(4);
      },
    );

    it('prints a repeated id as that many copies', async () => {
      const id = ids[0]!; // beforeAll made 32
      const res = await call(a, 'POST', '/api/equipment/labels.pdf', { ids: [id, id.toUpperCase(), id], layout: 'single' });
      expect(res.headers['x-labels-printed']).toBe('3');
      expect(pageCount(res.rawPayload)).toBe(3);
    });

    it('leaves out equipment without a QR code, and refuses a selection with none', async () => {
      const bare = (await createEquipment(t, a)).id;
      const mixed = await call(a, 'POST', '/api/equipment/labels.pdf', { ids: [ids[0], bare], layout: 'single' });
      expect(mixed.headers['x-labels-printed']).toBe('1');
      expect(mixed.headers['x-labels-skipped']).toBe('1');
      const none = await call(a, 'POST', '/api/equipment/labels.pdf', { ids: [bare] });
      expect(none.statusCode).toBe(400);
      expect(none.json().error.message).toBe('No QR Codes to Print');
    });

    it.each([
      [{ ids: [] }, 'ids: No Equipment Selected'],
      [{ ids: ['x'] }, 'ids.0: Not a valid id.'],
      [
        { ids: ['6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d'], layout: 'avery-9999' },
        'layout: Invalid option: expected one of "avery-5160"|"avery-l7160"|"single"',
      ],
    ])('%j → 400', async (body, message) => {
      const res = await call(a, 'POST', '/api/equipment/labels.pdf', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    });
  });
});
