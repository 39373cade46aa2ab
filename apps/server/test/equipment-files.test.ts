import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { client, createEquipment, newTenant, upload, type Member } from './equipment-fixtures.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('\x14\x00\x00\x00[Content_Types].xml...PK\x03\x04word/document.xml'),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);
const text = Buffer.from('Grease the boom pins every 10 hours.\n');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

describe(`equipment images and documents (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let a: Member;
  let equipmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = client(t);
    a = await newTenant(t);
    equipmentId = (await createEquipment(t, a)).id;
  });
  afterAll(() => t.close());

  const storedFiles = (id: string) => {
    const dir = path.join(t.config.dataDir, 'files', a.companyId, 'equipment', id);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  };
  const rowCount = async (table: string, id: string) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where equipment_id = $1`, [id]))[0]!.n;

  describe('images', () => {
    let imageId: string;

    it('uploads a PNG (201), stores it under a server-made key, and lists it', async () => {
      const res = await upload(t, a, `/api/equipment/${equipmentId}/images`, 'front view.png', tinyPng(), 'image/png');
      expect(res.statusCode).toBe(201);
      const image = res.json();
      imageId = image.id;
      expect(image).toMatchObject({
        equipmentId,
        fileName: 'front view.png',
        contentType: 'image/png',
        size: tinyPng().length,
        url: `/api/equipment/${equipmentId}/images/${image.id}/file`,
      });
      const key = (await t.db.query<{ file_key: string }>('select file_key from equipment_images where id = $1', [image.id]))[0]!.file_key;
      expect(key).toMatch(new RegExp(`^${a.companyId}/equipment/${equipmentId}/images/[0-9a-f-]{36}\\.png$`));
      const list = await call(a, 'GET', `/api/equipment/${equipmentId}/images`);
      expect(list.json().images.map((i: { id: string }) => i.id)).toEqual([image.id]);
      expect((await call(a, 'GET', `/api/equipment/${equipmentId}`)).json().imageUrl).toBe(image.url);
    });

    it('serves the image inline with its type, a Content-Disposition and nosniff; ?download=true as an attachment', async () => {
      const res = await call(a, 'GET', `/api/equipment/${equipmentId}/images/${imageId}/file`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(`inline; filename="front view.png"; filename*=UTF-8''front%20view.png`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(tinyPng())).toBe(true);
      const download = await call(a, 'GET', `/api/equipment/${equipmentId}/images/${imageId}/file?download=true`);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('deletes the image and its stored file', async () => {
      expect(storedFiles(equipmentId)).toHaveLength(1);
      expect((await call(a, 'DELETE', `/api/equipment/${equipmentId}/images/${imageId}`)).statusCode).toBe(204);
      expect(storedFiles(equipmentId)).toEqual([]);
      expect((await call(a, 'GET', `/api/equipment/${equipmentId}/images`)).json().images).toEqual([]);
      expect((await call(a, 'GET', `/api/equipment/${equipmentId}/images/${imageId}/file`)).statusCode).toBe(404);
      expect((await call(a, 'DELETE', `/api/equipment/${equipmentId}/images/${imageId}`)).statusCode).toBe(404);
    });

    it('accepts a JPEG named .jpeg', async () => {
      const res = await upload(t, a, `/api/equipment/${equipmentId}/images`, 'side.JPEG', jpeg, 'image/jpeg');
      expect(res.statusCode).toBe(201);
      expect(res.json().contentType).toBe('image/jpeg');
      await call(a, 'DELETE', `/api/equipment/${equipmentId}/images/${res.json().id}`);
    });
  });

  describe('documents', () => {
    it.each<[string, Buffer, string]>([
      ['manual.pdf', pdf, 'application/pdf'],
      ['old manual.doc', doc, 'application/msword'],
      ['service.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['notes.txt', text, 'text/plain; charset=utf-8'],
      ['plate.jpg', jpeg, 'image/jpeg'],
      ['decal.png', tinyPng(), 'image/png'],
    ])('uploads %s and serves it back as %s', async (name, data, contentType) => {
      const res = await upload(t, a, `/api/equipment/${equipmentId}/documents`, name, data);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ fileName: name, contentType, manualType: 'document', size: data.length });
      const file = await call(a, 'GET', res.json().url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(contentType);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);
      expect(file.rawPayload.equals(data)).toBe(true);
    });

    it('keeps a description sent as a field before the file', async () => {
      const b = 'gears-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="description"\r\n\r\nOperator manual, 2019 edition\r\n`),
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="operator.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/equipment/${equipmentId}/documents`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${b}`, cookie: a.cookie },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ fileName: 'operator.pdf', description: 'Operator manual, 2019 edition' });
      expect((await call(a, 'DELETE', `/api/equipment/${equipmentId}/documents/${res.json().id}`)).statusCode).toBe(204);
    });

    it('lists documents oldest first and deletes them with their files', async () => {
      const listed = (await call(a, 'GET', `/api/equipment/${equipmentId}/documents`)).json().documents;
      expect(listed.map((d: { fileName: string }) => d.fileName)).toEqual([
        'manual.pdf',
        'old manual.doc',
        'service.docx',
        'notes.txt',
        'plate.jpg',
        'decal.png',
      ]);
      for (const d of listed) expect((await call(a, 'DELETE', `/api/equipment/${equipmentId}/documents/${d.id}`)).statusCode).toBe(204);
      expect(storedFiles(equipmentId)).toEqual([]);
    });
  });

  describe('bad uploads: a clear 4xx and nothing stored', () => {
    let target: string;
    beforeAll(async () => {
      target = (await createEquipment(t, a)).id;
    });

    const nothingStored = async () => {
      expect(await rowCount('equipment_images', target)).toBe(0);
      expect(await rowCount('equipment_documents', target)).toBe(0);
      expect(storedFiles(target)).toEqual([]);
    };

    it.each<[string, string, Buffer, number, string]>([
      ['images', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, 'Upload a PNG, JPEG or WebP image.'],
      ['images', 'photo.png', pdf, 415, 'Upload a PNG, JPEG or WebP image.'],
      ['images', 'photo.jpg', tinyPng(), 415, "The file's contents do not match its extension."],
      ['images', '../../etc/passwd.png', tinyPng(), 400, 'The file name is not allowed.'],
      ['images', '..\\..\\boot.png', tinyPng(), 400, 'The file name is not allowed.'],
      ['images', 'empty.png', Buffer.alloc(0), 400, 'The file is empty.'],
      ['documents', 'setup.exe', exe, 415, 'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.'],
      ['documents', 'manual.pdf', exe, 415, 'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.'],
      [
        'documents',
        'page.html',
        Buffer.from('<script>alert(1)</script>'),
        415,
        'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.',
      ],
      ['documents', 'manual.pdf', tinyPng(), 415, "The file's contents do not match its extension."],
      ['documents', 'notes.txt', Buffer.from([0x41, 0x00, 0x42]), 415, 'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.'],
      ['documents', 'notes.txt', Buffer.from([0xc3, 0x28]), 415, 'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.'],
      [
        'documents',
        'report.docx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]),
        415,
        'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.',
      ],
      ['documents', 'sub/dir/manual.pdf', pdf, 400, 'The file name is not allowed.'],
    ])('%s: %j → %i', async (kind, name, data, status, message) => {
      const res = await upload(t, a, `/api/equipment/${target}/${kind}`, name, data);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
      await nothingStored();
    });

    it.each([
      ['images', 10 * 1024 * 1024 + 1, 'The image is larger than 10 MB.'],
      ['documents', 20 * 1024 * 1024 + 1, 'The document is larger than 20 MB.'],
    ])('%s over the limit (%i bytes) → 413', async (kind, size, message) => {
      const data = Buffer.alloc(size, 0x20);
      tinyPng().copy(data);
      Buffer.from('%PDF-1.4\n').copy(data);
      const res = await upload(t, a, `/api/equipment/${target}/${kind}`, kind === 'images' ? 'big.png' : 'big.pdf', data);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });
      await nothingStored();
    });

    it('a JSON body instead of multipart → 415', async () => {
      const res = await call(a, 'POST', `/api/equipment/${target}/images`, { file: 'x' });
      expect(res.statusCode).toBe(415);
      await nothingStored();
    });

    it('an upload for an unknown equipment → 404, nothing stored anywhere', async () => {
      const before = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).length;
      const res = await upload(t, a, '/api/equipment/6f1c1f8e-3b7a-4c1e-9d2a-5e8f7a6b5c4d/images', 'x.png', tinyPng());
      expect(res.statusCode).toBe(404);
      expect(fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).length).toBe(before);
    });
  });
});
