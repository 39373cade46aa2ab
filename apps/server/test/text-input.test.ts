import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEquipment, upload } from './equipment-fixtures.ts';
import { createPart, createTask } from './maintenance-fixtures.ts';
import { createTestApp, insertUser, signIn, tinyPng, uniqueIp, type TestApp } from './harness.ts';

/** issue 12 item 5: U+0000 and lone UTF-16 surrogates are refused in one place, in any string the API reads. */
const badText = { error: { code: 'VALIDATION', message: 'Text must not contain NUL characters or invalid Unicode.' } };

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let emails = 0;
/** A value the schema accepts (close enough for the route to pass validation); ids come from the fixtures by name. */
function sample(schema: Schema, name: string, ids: Record<string, string>): unknown {
  const s = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'number':
    case 'integer':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'array':
      return s.minItems ? [sample(s.items ?? { type: 'string' }, name, ids)] : [];
    case 'object':
      return objectOf(s, ids);
    default: {
      if (s.format === 'uuid' || /Id$/.test(name)) return ids[name] ?? randomUUID();
      if (s.format === 'email' || /email/i.test(name)) return `walk-${emails++}-${Date.now()}@example.test`;
      if (s.format === 'date') return '2026-03-02';
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'uri' || /url/i.test(name)) return 'https://example.test/x';
      if (/phone/i.test(name)) return '555 0100';
      const text = 'Sample text 12345';
      return text.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? text.length);
    }
  }
}

function objectOf(schema: Schema, ids: Record<string, string>, also: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(key) || also.includes(key)) out[key] = sample(prop, key, ids);
  }
  return out;
}

/** Every string the schema names, as a path into the body (arrays of strings and nested objects included). */
function stringPaths(schema: Schema, at: string[] = []): string[][] {
  const s = schema.anyOf?.find((x) => x.type === 'string') ?? schema.anyOf?.[0] ?? schema;
  if (s.type === 'string') return [at];
  if (s.type === 'array' && s.items) return stringPaths(s.items, [...at, '0']);
  if (s.type === 'object') return Object.entries(s.properties ?? {}).flatMap(([key, prop]) => stringPaths(prop, [...at, key]));
  return [];
}

/** The sampled value with one character replaced by the bad one, so lengths and the rest stay as they were. */
const spoil = (value: unknown, bad: string) => {
  const text = typeof value === 'string' && value.length > 1 ? value : 'ab';
  return `${text[0]}${bad}${text.slice(2)}`;
};

function setPath(target: Record<string, unknown>, path: string[], schema: Schema, bad: string, ids: Record<string, string>) {
  let node: Record<string, unknown> = target;
  let s: Schema = schema;
  for (const [i, key] of path.entries()) {
    const prop = (s.anyOf?.[0] ?? s).properties?.[key] ?? (s.anyOf?.[0] ?? s).items ?? {};
    if (i === path.length - 1) {
      node[key] = spoil(node[key] ?? sample(prop, key, ids), bad);
      return;
    }
    node[key] ??= prop.type === 'array' ? [] : {};
    if (prop.type === 'array' && (node[key] as unknown[]).length === 0)
      (node[key] as unknown[]).push(prop.items?.type === 'object' ? {} : null);
    node = node[key] as Record<string, unknown>;
    s = prop;
  }
}

describe(`text input: NUL and lone surrogates answer 400, never 500 (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let clientCookie: string;
  let adminCookie: string;
  let companyId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const clientAdmin = await insertUser(t.db, { role: 'client_admin' });
    companyId = clientAdmin.companyId;
    clientCookie = await signIn(t.app, clientAdmin);
    adminCookie = await signIn(t.app, await insertUser(t.db, { role: 'gears_admin' }));
    const who = { cookie: clientCookie };
    ids.equipmentId = (await createEquipment(t, who)).id;
    ids.partId = (await createPart(t, who)).id;
    ids.taskId = (await createTask(t, who, { equipmentId: ids.equipmentId })).id;
    ids.companyId = companyId;
    ids.clientId = companyId;
  });
  afterAll(() => t.close());

  /** A path's ids: the fixture the resource names, else a fresh id (the route then answers 404 after validation). */
  const idFor = (path: string, param: string): string => {
    if (param !== 'id') return ids[param] ?? randomUUID();
    if (path.startsWith('/api/equipment/{id}')) return ids.equipmentId!;
    if (path.startsWith('/api/parts/{id}')) return ids.partId!;
    if (path.startsWith('/api/maintenance/tasks/{id}')) return ids.taskId!;
    return randomUUID();
  };

  const send = async (method: Method, url: string, body: unknown) => {
    const cookie = url.startsWith('/api/admin/') ? adminCookie : clientCookie;
    const request = (c: string) =>
      t.app.inject({
        method,
        url,
        remoteAddress: uniqueIp(),
        headers: { cookie: c, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const res = await request(cookie);
    // Provider-only routes outside /api/admin (pricing a quote, say): the same request as the provider.
    return res.statusCode === 403 ? request(adminCookie) : res;
  };

  /** Every (operation, place, field) that takes text, read from the OpenAPI document the app serves. */
  const textInputs = () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const out: { method: Method; path: string; where: 'path' | 'query' | 'body'; field: string[]; op: Operation }[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        const method = m.toUpperCase() as Method;
        for (const p of op.parameters ?? []) {
          const s = p.schema.anyOf?.[0] ?? p.schema;
          if (s.type === 'string' || s.type === undefined) out.push({ method, path, where: p.in, field: [p.name], op });
        }
        const body = op.requestBody?.content['application/json']?.schema;
        for (const field of body ? stringPaths(body) : []) out.push({ method, path, where: 'body', field, op });
      }
    }
    return out;
  };

  const requestWith = (input: ReturnType<typeof textInputs>[number], bad: string) => {
    const { op, where, field } = input;
    let url = input.path;
    for (const p of (op.parameters ?? []).filter((x) => x.in === 'path')) {
      const value = where === 'path' && field[0] === p.name ? spoil(idFor(input.path, p.name), bad) : idFor(input.path, p.name);
      url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    }
    const query = new URLSearchParams();
    for (const p of (op.parameters ?? []).filter((x) => x.in === 'query')) {
      if (where === 'query' && field[0] === p.name) query.set(p.name, spoil(sample(p.schema, p.name, ids), bad));
      else if (p.required) query.set(p.name, String(sample(p.schema, p.name, ids)));
    }
    if (query.size) url += `?${query}`;
    const schema = op.requestBody?.content['application/json']?.schema;
    let body: Record<string, unknown> | undefined;
    if (schema) {
      body = objectOf(schema, ids, where === 'body' ? [field[0]!] : []);
      if (where === 'body') setPath(body, field, schema, bad, ids);
    }
    return { url, body };
  };

  it('walks every OpenAPI operation that takes text: a NUL in any field answers 400 and no request answers 500', async () => {
    const inputs = textInputs();
    expect(inputs.length).toBeGreaterThan(250);
    const wrong: string[] = [];
    for (const input of inputs) {
      const { url, body } = requestWith(input, '\u0000');
      const res = await send(input.method, url, body).catch((err: Error) => ({ statusCode: 0, body: `no answer: ${err.message}` }));
      if (res.statusCode !== 400 || !res.body.includes(badText.error.message)) {
        wrong.push(`${input.method} ${input.path} ${input.where}:${input.field.join('.')} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('walks every JSON body field: a lone surrogate (a \\ud800 escape) answers 400', async () => {
    const inputs = textInputs().filter((i) => i.where === 'body');
    const wrong: string[] = [];
    for (const input of inputs) {
      const { url, body } = requestWith(input, '\ud800');
      const res = await send(input.method, url, body);
      if (res.statusCode !== 400 || !res.body.includes(badText.error.message)) {
        wrong.push(`${input.method} ${input.path} ${input.field.join('.')} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  const countEquipment = async () =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from equipment where company_id = $1', [companyId]))[0]!.n;

  it.each([
    ['a NUL', '"Loader\\u0000 7"'],
    ['a lone high surrogate', '"Loader \\ud83d"'],
    ['a lone low surrogate', '"\\ude00 Loader"'],
  ])('%s in a create body → 400, nothing stored', async (_label, name) => {
    const before = await countEquipment();
    const payload = `{"name": ${name}, "manufacturer": "Volvo", "model": "L60", "serial": "SN-${randomUUID()}", "equipmentType": "loader", "status": "active", "year": 2020}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      payload,
      headers: { cookie: clientCookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badText);
    expect(await countEquipment()).toBe(before);
  });

  it('a whole emoji (a surrogate pair) is fine', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/equipment/${ids.equipmentId}`,
      payload: '{"notes": "Runs well \\ud83d\\ude9c"}',
      headers: { cookie: clientCookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().notes).toBe('Runs well 🚜');
  });

  it('a NUL in an object key, deep in a body, → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: '{"email": "a@example.test", "password": "long enough", "x": {"y": [{"\\u0000": 1}]}}',
      headers: { 'content-type': 'application/json' },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badText);
  });

  it.each([
    ['sign-in', '/api/auth/sign-in', { email: 'a\u0000@example.test', password: 'long enough' }],
    ['sign-in password', '/api/auth/sign-in', { email: 'a@example.test', password: 'long\u0000enough' }],
    ['forgot-password', '/api/auth/forgot-password', { email: 'a\u0000b@example.test' }],
    [
      'public leads',
      '/api/public/leads',
      { kind: 'contact', firstName: 'A\u0000n', lastName: 'Lee', email: 'ann@example.test', message: 'Hi' },
    ],
  ])('public %s with a NUL → 400 without a session', async (_label, url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badText);
  });

  it.each([
    ['a %00 in a query string', '/api/equipment?search=a%00b'],
    ['a %00 in a path id', '/api/equipment/%00'],
    ['a %00 in a path outside the API', '/dashboard/%00'],
    ['a %00 in a token path', '/api/invitations/abc%00def'],
  ])('%s → 400', async (_label, url) => {
    const res = await t.app.inject({ url, headers: { cookie: clientCookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badText);
  });

  it('a query string that is not UTF-8 is never a 500', async () => {
    for (const q of ['search=%ED%A0%80', 'search=%FF', 'search=%E0%A4%A']) {
      const res = await t.app.inject({ url: `/api/equipment?${q}`, headers: { cookie: clientCookie } });
      expect(res.statusCode, q).toBeLessThan(500);
    }
  });

  it('a NUL in a multipart text field (an image caption) → 400, nothing stored', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from equipment_images where equipment_id = $1', [ids.equipmentId]))[0]!.n;
    const before = await count();
    const boundary = 'gears-walk';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nFront\u0000 view\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.png"\r\nContent-Type: image/png\r\n\r\n`),
      tinyPng(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/equipment/${ids.equipmentId}/images`,
      payload,
      headers: { cookie: clientCookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badText);
    expect(await count()).toBe(before);
    // The same upload without the NUL is stored.
    const ok = await upload(t, { cookie: clientCookie }, `/api/equipment/${ids.equipmentId}/images`, 'front.png', tinyPng(), 'image/png');
    expect(ok.statusCode).toBe(201);
  });

  it('a CSV import with a NUL in a cell is refused as not being a CSV file, nothing stored', async () => {
    const before = await countEquipment();
    const csv = Buffer.from(
      'Equipment Name,Make,Model,Serial,Type,Status,Year\r\nAlpha\u0000Crane,Liebherr,LTM,CR-1,crane,active,2018\r\n',
    );
    const res = await upload(t, { cookie: clientCookie }, '/api/equipment/import?dryRun=false', 'fleet.csv', csv, 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(await countEquipment()).toBe(before);
  });
});
