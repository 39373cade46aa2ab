import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult, ImportStreamLine } from '@gears/domain';
import { AppError, registerErrorHandling } from '../src/platform/errors.ts';
import { streamImport } from '../src/modules/equipment/import-stream.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { newTenant, upload, type Member } from './equipment-fixtures.ts';

const ndjson = { accept: 'application/x-ndjson' };
const readLines = (body: string) => {
  expect(body.endsWith('\n')).toBe(true);
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportStreamLine);
};
const progressOf = (lines: ImportStreamLine[]) => lines.flatMap((l) => (l.type === 'progress' ? [l] : []));

/** 2,500 rows: three batches of the import's 1,000, one row of every 500 failing. */
const fleet = Buffer.from(
  ['Name,Serial Number,Year', ...Array.from({ length: 2500 }, (_, i) => `Unit ${i},SN-${i},${i % 500 === 7 ? 1850 : 2015}`)].join('\r\n'),
);

describe(`import progress as NDJSON, issue 19 item 9 (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const importAs = (who: Member, query: string, data = fleet, headers: Record<string, string> = {}) =>
    upload(t, who, `/api/equipment/import?${query}`, 'fleet.csv', data, 'text/csv', headers);
  const countOf = async (companyId: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from equipment where company_id = $1', [companyId]))[0]!.n;

  for (const dryRun of [false, true]) {
    it(`${dryRun ? 'a dry run' : 'an import'} streams rising progress, then the JSON answer's very body`, async () => {
      const [a, b] = [await newTenant(t), await newTenant(t)];
      const streamed = await importAs(a, `dryRun=${dryRun}`, fleet, ndjson);
      expect(streamed.statusCode).toBe(200);
      expect(streamed.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const lines = readLines(streamed.body);
      const progress = progressOf(lines);
      expect(progress[0]).toEqual({ type: 'progress', done: 0, total: 2500 });
      expect(progress.length).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < progress.length; i += 1) expect(progress[i]!.done).toBeGreaterThan(progress[i - 1]!.done);
      expect(progress.every((p) => p.total === 2500)).toBe(true);
      expect(progress.at(-1)!.done).toBe(2500);
      expect(lines.slice(0, -1).every((l) => l.type === 'progress')).toBe(true);
      const last = lines.at(-1)!;
      expect(last.type).toBe('result');

      const plain = await importAs(b, `dryRun=${dryRun}`);
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      const json = plain.json<ImportResult>();
      expect(json).toMatchObject({ total: 2500, imported: 2495, failed: 5 });
      expect(last).toEqual({ type: 'result', ...json });
      expect(await countOf(a.companyId)).toBe(dryRun ? 0 : 2495);
    });
  }

  it('a file refused before any row still answers its ordinary error, not a stream', async () => {
    const a = await newTenant(t);
    const res = await importAs(a, 'dryRun=false', Buffer.from('Colour,Size\r\nred,2\r\n'), ndjson);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/name/i);
  });
});

describe('streamImport', () => {
  const app = Fastify();
  let cleaned = 0;
  registerErrorHandling(app);
  const route = (url: string, run: Parameters<typeof streamImport>[2]) =>
    app.post(url, (req, reply) => streamImport(req, reply, run, async () => void (cleaned += 1)));
  route('/before', async () => {
    throw new AppError('VALIDATION', 'The file has no name column.');
  });
  route('/refused', async (onProgress) => {
    onProgress({ done: 0, total: 10 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new AppError('VALIDATION', 'The mapping is not valid.');
  });
  route('/broken', async (onProgress) => {
    onProgress({ done: 0, total: 10 });
    onProgress({ done: 4, total: 10 });
    throw new Error('connection reset');
  });
  afterAll(() => app.close());

  it('an error before the first line is an ordinary error answer', async () => {
    const res = await app.inject({ method: 'POST', url: '/before' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: 'The file has no name column.' } });
  });

  it('an error after the stream started ends it with a whole error line, and the upload is removed', async () => {
    const before = cleaned;
    const refused = await app.inject({ method: 'POST', url: '/refused' });
    expect(refused.statusCode).toBe(200);
    expect(readLines(refused.body)).toEqual([
      { type: 'progress', done: 0, total: 10 },
      { type: 'error', message: 'The mapping is not valid.' },
    ]);
    const broken = readLines((await app.inject({ method: 'POST', url: '/broken' })).body);
    expect(broken.at(-1)).toEqual({ type: 'error', message: expect.stringMatching(/^The import stopped after 4 of 10 rows/) });
    expect(cleaned).toBe(before + 2);
  });
});
