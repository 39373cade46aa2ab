import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsMessages as m } from '@gears/domain';
import { enrichPartIdentification, type AiConfig } from '../src/modules/parts/ai-enrichment.client.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, tinyPng, type TestApp } from './harness.ts';
import { newTenant, upload, type Member } from './equipment-fixtures.ts';
import { createPart } from './maintenance-fixtures.ts';

/** A part nameplate drawn as a PNG: black text on white, as a phone photo of a label would read after cropping. */
function nameplate(lines: string[]): Buffer {
  const canvas = createCanvas(900, 80 + lines.length * 80);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  g.font = 'bold 44px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 40, 80 + i * 80));
  return canvas.toBuffer('image/png');
}

/**
 * A typical part label: the maker, the part number printed large in groups of digits, then the name
 * and details in small type — the layout tesseract's default single-block mode reads without the number.
 */
function partLabel(maker: string, partNumber: string, details: string[]): Buffer {
  const canvas = createCanvas(1000, 300 + details.length * 40);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  g.font = 'bold 34px sans-serif';
  g.fillText(maker, 40, 60);
  g.font = 'bold 96px sans-serif';
  g.fillText(partNumber, 40, 190);
  g.font = '26px sans-serif';
  details.forEach((line, i) => g.fillText(line, 40, 260 + i * 40));
  g.strokeStyle = '#111111';
  g.lineWidth = 4;
  g.strokeRect(10, 10, canvas.width - 20, canvas.height - 20);
  return canvas.toBuffer('image/png');
}

function blank(): Buffer {
  const canvas = createCanvas(120, 60);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 120, 60);
  return canvas.toBuffer('image/png');
}

type Seen = { auth?: string; body?: any };

/**
 * why: the enrichment client speaks to any OpenAI-compatible endpoint; this is a tiny local server
 * speaking that protocol (POST /chat/completions → choices[0].message.content), so the real client
 * code runs end to end without an outside service.
 */
function fakeChatServer(
  answer: (body: any) => { status: number; body: unknown },
): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ auth: req.headers.authorization, body });
      const out = req.method === 'POST' && req.url === '/v1/chat/completions' ? answer(body) : { status: 404, body: { error: 'no route' } };
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        seen,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

const completion = (content: string) => ({
  status: 200,
  body: { id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] },
});

describe(`part photo identification (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let a: Member;
  let filter: Record<string, any>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await newTenant(t);
    filter = await createPart(t, a, { partName: 'Hydraulic Filter', partNumber: '1R-0750', manufacturer: 'Caterpillar' });
    await createPart(t, a, { partName: 'Engine Oil Filter', partNumber: '7W-2326' });
  });
  afterAll(() => t.close());

  it('reads a nameplate with local OCR and matches the catalogue by part number, with a pre-filled new part', async () => {
    const image = nameplate(['HYDRAULIC FILTER', 'PART NO. 1R-0750', 'CATERPILLAR']);
    const res = await upload(t, a, '/api/parts/identify', 'plate.png', image, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.extractedText).toContain('1R-0750');
    expect(body.extractedText).toContain('HYDRAULIC FILTER');
    expect(body.ocrConfidence).toBeGreaterThan(50);
    expect(body.matches[0]).toMatchObject({
      part: { id: filter.id, partNumber: '1R-0750' },
      score: 1,
      matchedOn: 'part_number',
      matchedText: '1R-0750',
    });
    expect(body.suggestion).toMatchObject({ partName: 'HYDRAULIC FILTER', partNumber: '1R-0750' });
    expect(body.enrichment).toEqual({ status: 'not_configured' });
    expect(body.message).toBeNull();
  }, 60_000);

  it('reads a multi-line labelled plate: maker, name, part number; model and serial become the description', async () => {
    const image = nameplate(['PARKER HANNIFIN CORP', 'HYDRAULIC PUMP', 'MODEL: PV046R1K1T1', 'P/N 3349111734', 'S/N: 0B1234567']);
    const res = await upload(t, a, '/api/parts/identify', 'pump.png', image, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggestion).toEqual({
      partName: 'HYDRAULIC PUMP',
      partNumber: '3349111734',
      manufacturer: 'Parker Hannifin',
      description: 'Model: PV046R1K1T1; S/N: 0B1234567',
    });
  }, 60_000);

  it('reads the large part number on a typical label and matches it ignoring spaces and dashes', async () => {
    const alternator = await createPart(t, a, { partName: 'Alternator', partNumber: '0-124-555-009', manufacturer: 'Bosch' });
    const image = partLabel('BOSCH', '0 124 555 009', ['Alternator 14V 150A', 'Made in Germany', 'Ersatzteil / Spare part']);
    const body = (await upload(t, a, '/api/parts/identify', 'label.png', image, 'image/png')).json();
    expect(body.extractedText).toContain('0 124 555 009');
    expect(body.extractedText).toContain('Alternator 14V 150A');
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0]).toMatchObject({
      part: { id: alternator.id },
      score: 1,
      matchedOn: 'part_number',
      matchedText: '0 124 555 009',
    });
    expect(body.suggestion).toMatchObject({ partNumber: '0 124 555 009', manufacturer: 'Bosch', partName: 'Alternator 14V 150A' });
    expect(body.message).toBeNull();
  }, 60_000);

  it('says "No match in your catalogue" for a part it does not keep, instead of a weak guess', async () => {
    // Two of Engine Oil Filter's three name words are on this label: a guess, not a match.
    const image = partLabel('FLEETGUARD', 'LF3000', ['Lube Oil Filter', 'Full flow, spin-on']);
    const body = (await upload(t, a, '/api/parts/identify', 'other.png', image, 'image/png')).json();
    expect(body.extractedText).toContain('Lube Oil Filter');
    expect(body.matches).toEqual([]);
    expect(body.message).toBe(m.noCatalogueMatch);
    expect(body.message).toMatch(/^No match in your catalogue/);
    expect(body.suggestion).toMatchObject({ partName: 'Lube Oil Filter', partNumber: 'LF3000', manufacturer: 'Fleetguard' });
  }, 60_000);

  it('says plainly when no text could be read', async () => {
    const res = await upload(t, a, '/api/parts/identify', 'blank.png', blank(), 'image/png');
    expect(res.json()).toMatchObject({
      extractedText: '',
      matches: [],
      message: m.noTextFound,
      suggestion: { partName: null, partNumber: null },
    });
  }, 60_000);

  it('refuses what is not a PNG or JPEG photo', async () => {
    expect((await upload(t, a, '/api/parts/identify', 'plate.png', Buffer.from('not an image'))).statusCode).toBe(415);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    expect((await upload(t, a, '/api/parts/identify', 'plate.webp', webp)).json().error.message).toBe(m.identifyTypes);
  });
});

describe('AI enrichment over an OpenAI-compatible endpoint', () => {
  const config = (url: string): AiConfig => ({ baseUrl: url, apiKey: 'sk-test', model: 'vision-test', timeoutMs: 5000 });

  it('sends the photo and OCR text and reads the JSON answer', async () => {
    const server = await fakeChatServer(() =>
      completion(
        JSON.stringify({
          partName: 'Hydraulic Filter',
          partNumber: '1R-0750',
          manufacturer: 'Caterpillar',
          category: 'filters',
          description: null,
        }),
      ),
    );
    try {
      const out = await enrichPartIdentification(config(server.url), {
        image: tinyPng(),
        contentType: 'image/png',
        ocrText: 'PART NO. 1R-0750',
      });
      expect(out).toEqual({
        status: 'ok',
        model: 'vision-test',
        partName: 'Hydraulic Filter',
        partNumber: '1R-0750',
        manufacturer: 'Caterpillar',
        category: 'filters',
        description: null,
      });
      const { auth, body } = server.seen[0]!;
      expect(auth).toBe('Bearer sk-test');
      expect(body.model).toBe('vision-test');
      expect(body.messages[1].content[0].text).toContain('PART NO. 1R-0750');
      expect(body.messages[1].content[1].image_url.url).toBe(`data:image/png;base64,${tinyPng().toString('base64')}`);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['an error status', () => ({ status: 503, body: { error: 'overloaded' } }), 'The AI service answered 503'],
    ['an answer that is not JSON', () => completion('I think it is a filter.'), 'The AI service sent an answer that is not JSON'],
    ['no answer', () => ({ status: 200, body: { choices: [] } }), 'The AI service sent no answer'],
  ])('reports %s as failed, never inventing a result', async (_, answer, error) => {
    const server = await fakeChatServer(answer);
    try {
      expect(await enrichPartIdentification(config(server.url), { image: tinyPng(), contentType: 'image/png', ocrText: '' })).toEqual({
        status: 'failed',
        error,
      });
    } finally {
      await server.close();
    }
  });

  it('is used by POST /api/parts/identify when AI_BASE_URL and AI_MODEL are set', async () => {
    const server = await fakeChatServer(() =>
      completion(
        '```json\n{"partName":"Seat Belt Buckle","partNumber":"SB-77","manufacturer":null,"category":"cab","description":"Orange buckle"}\n```',
      ),
    );
    const t = await createTestApp({ AI_BASE_URL: `${server.url}/`, AI_MODEL: 'vision-test' });
    expect(t.config.ai).toEqual({ baseUrl: server.url, model: 'vision-test', apiKey: null, timeoutMs: 30_000 });
    try {
      const a = await newTenant(t);
      const buckle = await createPart(t, a, { partName: 'Seat Belt Buckle', partNumber: 'SB-77' });
      const body = (await upload(t, a, '/api/parts/identify', 'blank.png', blank(), 'image/png')).json();
      expect(body.enrichment).toMatchObject({ status: 'ok', partNumber: 'SB-77', category: 'cab' });
      expect(body.matches[0]).toMatchObject({ part: { id: buckle.id }, score: 1, matchedOn: 'part_number' });
      expect(body.suggestion).toEqual({
        partName: 'Seat Belt Buckle',
        partNumber: 'SB-77',
        manufacturer: null,
        description: 'Orange buckle',
      });
      expect(server.seen).toHaveLength(1);
    } finally {
      await t.close();
      await server.close();
    }
  }, 60_000);
});

describe('AI settings (config.ts)', () => {
  const base = { PUBLIC_URL: 'https://portal.example.test' };

  it.each<[string, Record<string, string>, AiConfig | null]>([
    ['off when nothing is set', {}, null],
    [
      'on with a URL and a model; the key is optional and trailing slashes go',
      { AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: ' llava ' },
      { baseUrl: 'http://localhost:11434/v1', model: 'llava', apiKey: null, timeoutMs: 30_000 },
    ],
    [
      'with a bearer key',
      { AI_BASE_URL: 'https://api.example.test/v1', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-1' },
      { baseUrl: 'https://api.example.test/v1', model: 'gpt-4o-mini', apiKey: 'sk-1', timeoutMs: 30_000 },
    ],
  ])('%s', (_, env, expected) => expect(loadConfig({ ...base, ...env }).ai).toEqual(expected));

  it.each<[string, Record<string, string>, RegExp]>([
    ['a model without a URL', { AI_MODEL: 'llava' }, /AI_BASE_URL: required when AI_MODEL is set/],
    ['a key without a URL', { AI_API_KEY: 'sk-1' }, /AI_BASE_URL: required when AI_API_KEY is set/],
    ['a URL without a model', { AI_BASE_URL: 'http://localhost:11434/v1' }, /AI_MODEL: required when AI_BASE_URL is set/],
    [
      'a URL that is not http(s)',
      { AI_BASE_URL: 'localhost:11434', AI_MODEL: 'llava' },
      /AI_BASE_URL: must be an http:\/\/ or https:\/\/ URL/,
    ],
  ])('refuses to start with %s', (_, env, message) => expect(() => loadConfig({ ...base, ...env })).toThrow(message));
});
