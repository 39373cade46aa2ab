import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zohoEnv } from './connector-zoho-fake.ts';
import { createTestApp, type TestApp } from './harness.ts';

type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** A schema that says something: not `{}` (any), not only a description. References resolve to a named schema. */
function describesSomething(schema: Schema | undefined, doc: Document): boolean {
  if (!schema) return false;
  const ref = schema.$ref;
  if (typeof ref === 'string') return describesSomething(doc.components?.schemas?.[ref.split('/').pop()!], doc);
  return ['type', 'properties', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'items'].some((k) => k in schema);
}

/** ADR 0020: GET /api/docs/json documents every /api route's answers, success and errors. */
describe(`OpenAPI document (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    // The connector routes exist only when it is configured; nothing listens on port 9.
    t = await createTestApp(zohoEnv('http://127.0.0.1:9'));
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  }, 60_000);
  afterAll(async () => t?.close());

  const operations = () =>
    Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })));

  it('lists the API routes', () => {
    expect(operations().length).toBeGreaterThan(150);
  });

  it('declares a 2xx answer with a real schema (or its content type) for every route', () => {
    const missing: string[] = [];
    for (const { route, op } of operations()) {
      const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      const described = ok.some(([status, answer]) => {
        // A 204 has no body: its status is the whole answer (the route declares `noContent`).
        if (status === '204') return true;
        return Object.values(answer.content ?? {}).some((c) => describesSomething(c.schema, doc));
      });
      if (!described) missing.push(route);
    }
    expect(missing).toEqual([]);
  });

  it('declares the error shape for the statuses every route of its kind answers', () => {
    const wrong: string[] = [];
    for (const { route, op } of operations()) {
      const responses = op.responses ?? {};
      for (const status of ['400', '503']) {
        // The health probe answers 503 with its own body (database: down), not the error shape (ADR 0017).
        if (route === 'GET /api/health' && status === '503') continue;
        const schema = responses[status]?.content?.['application/json']?.schema;
        const body = schema && typeof schema.$ref === 'string' ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
        const error = (body?.properties as Record<string, Schema> | undefined)?.error;
        if (!error) wrong.push(`${route} ${status}`);
      }
      if (route.includes('/{') && !responses['404']) wrong.push(`${route} 404`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares 401 and 403 on a route that needs a session and a role', () => {
    const companies = doc.paths['/api/admin/companies']?.get?.responses ?? {};
    expect(Object.keys(companies)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '503']));
    const me = doc.paths['/api/auth/me']?.get?.responses ?? {};
    expect(Object.keys(me)).toEqual(expect.arrayContaining(['200', '401']));
    expect(me['403']).toBeUndefined();
    const health = doc.paths['/api/health']?.get?.responses ?? {};
    expect(health['401']).toBeUndefined();
  });
});
