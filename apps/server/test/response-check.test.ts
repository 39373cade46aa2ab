import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import { registerErrorHandling } from '../src/platform/errors.ts';
import { responseSerializer } from '../src/platform/response-serializer.ts';

const item = z.object({ id: z.string(), count: z.number(), note: z.string().nullable() });

/** A tiny app whose one route answers `body` under the `item` schema, serialized in the given mode (ADR 0020). */
async function appAnswering(check: boolean, body: unknown): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializer(check));
  registerErrorHandling(app);
  app.withTypeProvider<ZodTypeProvider>().get('/thing', { schema: { response: { 200: item } } }, async () => body as z.infer<typeof item>);
  await app.ready();
  return app;
}

describe('response check (ADR 0020)', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => app?.close());

  it('lets through a body its schema describes exactly, as the service built it', async () => {
    app = await appAnswering(true, { id: 'a', count: 2, note: null });
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":"a","count":2,"note":null}');
  });

  it.each([
    [
      'a field the schema does not declare',
      { id: 'a', count: 2, note: null, passwordHash: 'x' },
      '.passwordHash: not declared in the schema',
    ],
    ['a field of the wrong type', { id: 'a', count: '2', note: null }, 'count'],
    ['a missing field', { id: 'a', count: 2 }, 'note'],
  ])('fails the request on %s, naming the route and the path', async (_name, body, detail) => {
    app = await appAnswering(true, body);
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toContain('Response of GET /thing (200) does not match its declared schema');
    expect(res.json().error.message).toContain(detail);
  });

  it('in the fast mode writes the body without parsing it', async () => {
    app = await appAnswering(false, { id: 'a', count: 2, note: null });
    expect((await app.inject({ url: '/thing' })).body).toBe('{"id":"a","count":2,"note":null}');
  });

  it('checks by default and writes fast with NODE_ENV=production, unless RESPONSE_CHECK says otherwise', () => {
    expect(loadConfig({}).responseCheck).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).responseCheck).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RESPONSE_CHECK: 'true' }).responseCheck).toBe(true);
    expect(loadConfig({ RESPONSE_CHECK: 'false' }).responseCheck).toBe(false);
  });
});
