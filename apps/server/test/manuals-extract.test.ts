import { afterAll, describe, expect, it } from 'vitest';
import { manualPageMaxChars } from '@gears/domain';
import { chunkText, extractDocx, extractPdf, extractTxt } from '../src/modules/manuals/extract.ts';
import { localOcr } from '../src/modules/parts/index.ts';
import { makeDocx, makePdf } from './manuals-fixtures.ts';

/** Extraction of real-shaped manuals made in the test (issue 18 "Tests that must exist"). */
describe('manual text extraction', { timeout: 120_000 }, () => {
  const ocr = localOcr();
  afterAll(() => ocr.close());

  it('reads a PDF page by page and OCRs the page that has no text layer', async () => {
    const pdf = await makePdf([
      { text: 'Section 1. Safety. Read this manual before operating the excavator.' },
      { text: 'Section 2. Hydraulic system. Replace the hydraulic return filter every 500 hours.' },
      { scan: ['TRACK TENSION', 'Adjust the track sag to 40 mm', 'using the grease fitting.'] },
    ]);
    const pages = await extractPdf(pdf, ocr);
    expect(pages.map((p) => [p.page, p.ocr])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(pages[1]!.text).toContain('Replace the hydraulic return filter every 500 hours.');
    // OCR of the scanned page finds its words.
    expect(pages[2]!.text.toUpperCase()).toContain('TRACK TENSION');
    expect(pages[2]!.text.toLowerCase()).toMatch(/grease\s+fitting/);
  });

  it('reads a Word document made with a zip library, as chunks', async () => {
    const docx = await makeDocx([
      'Daily checks',
      'Check the engine oil level with the machine on level ground.',
      'Drain water from the fuel separator.',
    ]);
    const pages = await extractDocx(docx);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('Check the engine oil level with the machine on level ground.');
    expect(pages[0]!.text).toContain('Drain water from the fuel separator.');
  });

  it('reads text: form feeds are pages; long text is cut into chunks no longer than the limit, at spaces', () => {
    expect(extractTxt(Buffer.from('\uFEFFPage one text.\fPage two text.')).map((p) => p.text)).toEqual([
      'Page one text.',
      'Page two text.',
    ]);
    const long = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} about the swing bearing grease interval.`).join('\n\n');
    const pages = chunkText(long);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.every((p) => p.text.length <= manualPageMaxChars)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.map((p) => p.text).join('\n\n')).toBe(long);
  });
});
