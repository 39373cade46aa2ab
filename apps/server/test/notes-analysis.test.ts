import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteMessages as m } from '@gears/domain';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { newTenant, type Member } from './equipment-fixtures.ts';
import { analyse, textPhoto } from './notes-fixtures.ts';

const mb = 1024 * 1024;

describe(`notes image analysis, local (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let tech: Member;

  beforeAll(async () => {
    t = await createTestApp();
    tech = await newTenant(t, 'technician');
  });
  afterAll(() => t.close());

  it('reads the text of a photo and derives category, priority, tags and follow-ups, storing nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from notes_v2');
    const res = await analyse(
      t,
      tech,
      [{ name: 'tag.png', data: textPhoto(['HYDRAULIC HOSE LEAK', 'PART 1R-0750', '1250 HRS']) }],
      'Found at the boom',
    );
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.extractedText).toMatch(/HYDRAULIC HOSE LEAK/);
    expect(out.extractedText).toMatch(/1R-0750/);
    expect(out.images).toEqual([
      { fileName: 'tag.png', extractedText: out.extractedText, ocrConfidence: expect.any(Number), detail: null },
    ]);
    expect(out.from).toBe('images');
    expect(out).toMatchObject({ source: 'local', model: null, modelError: null, priority: 'High' });
    expect(['repair', 'parts']).toContain(out.category);
    expect(out.tags).toContain('1r-0750');
    expect(out.suggestions).toContain('Record a meter reading of 1250 hours');
    expect(out.enhancedContent.startsWith('Found at the boom\n\nText read from the images:')).toBe(true);
    expect(out.confidence).toBeGreaterThan(0.3);
    expect(out.confidence).toBeLessThanOrEqual(0.95);
    expect(await t.db.query('select count(*)::int as n from notes_v2')).toEqual(before);
  }, 120_000);

  it.each([
    ['no images', [], m.noImages, 400],
    ['6 images', Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, data: tinyPng() })), m.tooManyImages(5), 400],
    ['an 11 MB image', [{ name: 'big.png', data: Buffer.concat([tinyPng(), Buffer.alloc(11 * mb)]) }], m.fileTooLarge('big.png', 10), 413],
    ['a text file called .png', [{ name: 'fake.png', data: Buffer.from('hello') }], m.invalidFileType('fake.png'), 415],
  ])('refuses %s with the spec message', async (_name, files, message, status) => {
    const res = await analyse(t, tech, files);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message ?? res.json().message).toBe(message);
  });
});

type Seen = { body?: any };

/**
 * why: the analysis speaks to any OpenAI-compatible endpoint (AI_BASE_URL); this tiny local server speaks that
 * protocol (POST /chat/completions → choices[0].message.content), so the real client runs end to end offline.
 */
function fakeModel(reply: (seen: Seen) => { status: number; content?: string }) {
  const seen: Seen = {};
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.body = JSON.parse(raw);
      const r = reply(seen);
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { content: r.content } }] }));
    });
  });
  return { server, seen };
}

describe('notes image analysis with a vision model configured', () => {
  let model: ReturnType<typeof fakeModel>;
  let answer: { status: number; content?: string } = { status: 200 };
  let t: TestApp;
  let tech: Member;

  beforeAll(async () => {
    model = fakeModel(() => answer);
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(model.server.address() as AddressInfo).port}`;
    t = await createTestApp({ AI_BASE_URL: url, AI_MODEL: 'vision-test' });
    tech = await newTenant(t, 'technician');
  });
  afterAll(async () => {
    await t.close();
    model.server.close();
  });

  it("uses the model's well-formed answer and sends it the photos", async () => {
    answer = {
      status: 200,
      content: JSON.stringify({
        category: 'Safety',
        priority: 'high',
        tags: ['Guard', 'guard'],
        followUpActions: ['Fit the guard'],
        confidence: 0.8,
        enhancedContent: 'Missing guard',
      }),
    };
    const res = await analyse(t, tech, [{ name: 'a.png', data: textPhoto(['GUARD']) }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'model',
      model: 'vision-test',
      category: 'safety',
      priority: 'High',
      tags: ['guard'],
      followUpActions: ['Fit the guard'],
      confidence: 0.8,
    });
    expect(JSON.stringify(model.seen.body.messages)).toContain('data:image/png;base64,');
  }, 120_000);

  it('falls back to the local analysis when the model fails, and says why', async () => {
    answer = { status: 500 };
    const res = await analyse(t, tech, [{ name: 'a.png', data: textPhoto(['OIL FILTER CHANGE']) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'local', model: null, modelError: 'The AI service answered 500', category: 'maintenance' });
  }, 120_000);
});
