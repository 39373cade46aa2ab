import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteMessages as m, noteTextLimits } from '@gears/domain';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { newTenant, type Member } from './equipment-fixtures.ts';
import { makeDocx, makePdf } from './manuals-fixtures.ts';
import { analyse, textPhoto } from './notes-fixtures.ts';

const mb = 1024 * 1024;
const documents = '/api/notes/analyze-documents';

/** issue 18: a document note's PDF, Word or text file gets the photo note's analysis, its text read by the manuals' extractors. */
describe(`notes document analysis (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let tech: Member;

  beforeAll(async () => {
    t = await createTestApp();
    tech = await newTenant(t, 'technician');
  });
  afterAll(() => t.close());

  it('reads a multi-page PDF with a scanned page and derives the same result as a photo note, storing nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from notes_v2');
    const pdf = await makePdf([
      { text: 'Fault report for the CAT 320. Hydraulic hose leaking at the boom cylinder.' },
      { text: 'Replace hose 1R-0750, the clamp is broken. Machine at 2,150 hours.' },
      { scan: ['URGENT', 'DO NOT OPERATE'] },
    ]);
    const res = await analyse(t, tech, [{ name: 'report.pdf', data: pdf, type: 'application/pdf' }], 'From the dealer', documents);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.from).toBe('documents');
    expect(out.extractedText).toMatch(/Hydraulic hose leaking/);
    expect(out.extractedText).toMatch(/1R-0750/);
    expect(out.extractedText).toMatch(/DO NOT OPERATE/);
    expect(out.images).toEqual([
      {
        fileName: 'report.pdf',
        extractedText: out.extractedText,
        ocrConfidence: expect.any(Number),
        detail: '3 pages, 1 scanned page read by OCR',
      },
    ]);
    expect(out).toMatchObject({ source: 'local', model: null, priority: 'High', category: 'repair' });
    expect(out.tags).toContain('1r-0750');
    expect(out.suggestions).toContain('Look up 1R-0750 in the parts inventory');
    expect(out.suggestions).toContain('Record a meter reading of 2150 hours');
    expect(out.followUpActions.length).toBeGreaterThan(0);
    expect(out.enhancedContent.startsWith('From the dealer\n\nText read from the documents:')).toBe(true);
    expect(out.confidence).toBeGreaterThan(0.3);
    expect(await t.db.query('select count(*)::int as n from notes_v2')).toEqual(before);
  }, 180_000);

  it('reads Word (.docx) and text files, several at once, and a long PDF only for its first 20 pages', async () => {
    const docx = await makeDocx(['Weekly inspection checklist', 'Track tension checked, gauge reading 3000 psi.']);
    const txt = Buffer.from('\uFEFFOil and filter change due at the 500 hour service interval.\n');
    const res = await analyse(
      t,
      tech,
      [
        { name: 'checklist.docx', data: docx, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        { name: 'service.txt', data: txt, type: 'text/plain' },
      ],
      undefined,
      documents,
    );
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.images.map((r: { fileName: string; detail: string }) => [r.fileName, r.detail])).toEqual([
      ['checklist.docx', '1 page'],
      ['service.txt', '1 page'],
    ]);
    expect(out.extractedText).toContain('Track tension checked');
    expect(out.extractedText).toContain('Oil and filter change');
    expect(out.extractedText).not.toContain('\uFEFF');
    expect(['inspection', 'maintenance']).toContain(out.category);

    const long = await makePdf(
      Array.from({ length: 23 }, (_, i) => ({ text: `Page ${i + 1} of the operator manual: grease the pins daily.` })),
    );
    const many = await analyse(t, tech, [{ name: 'manual.pdf', data: long, type: 'application/pdf' }], undefined, documents);
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json().images[0].detail).toBe('Read the first 20 of 23 pages');
    expect(many.json().extractedText).toContain('Page 20 of');
    expect(many.json().extractedText).not.toContain('Page 21 of');
    expect(many.json().enhancedContent.length).toBeLessThanOrEqual(noteTextLimits.content);
  }, 180_000);

  it('reads a photo among the documents by OCR', async () => {
    const res = await analyse(t, tech, [{ name: 'plate.png', data: textPhoto(['SERIAL CAT0320X7']) }], undefined, documents);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images[0]).toMatchObject({ fileName: 'plate.png', detail: 'Photo read by OCR' });
    expect(res.json().extractedText).toMatch(/CAT0320X7/);
  }, 120_000);

  it.each([
    ['no documents', [], m.noDocuments, 400],
    ['6 documents', Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.txt`, data: Buffer.from('x') })), m.tooManyDocuments(5), 400],
    ['an 11 MB file', [{ name: 'big.txt', data: Buffer.alloc(11 * mb, 'a') }], m.fileTooLarge('big.txt', 10), 413],
    ['a program', [{ name: 'tool.exe', data: Buffer.from('MZ') }], m.invalidDocumentType('tool.exe'), 415],
    ['a text file called .pdf', [{ name: 'fake.pdf', data: Buffer.from('hello') }], m.invalidDocumentType('fake.pdf'), 415],
    ['a photo called .pdf', [{ name: 'photo.pdf', data: tinyPng() }], m.invalidDocumentType('photo.pdf'), 415],
    ['a broken PDF', [{ name: 'broken.pdf', data: Buffer.from('%PDF-1.4\nnot really') }], m.documentProcessingFailed('broken.pdf'), 400],
  ])('refuses %s with a clear message', async (_name, files, message, status) => {
    const res = await analyse(t, tech, files, undefined, documents);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toBe(message);
  });
});
