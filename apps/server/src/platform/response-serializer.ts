import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * How JSON answers are written (ADR 0020). Every route declares its responses with zod schemas, for the OpenAPI
 * document and for this check:
 * - checked (tests, development; RESPONSE_CHECK=true): the body is parsed with its schema and must come out unchanged
 *   — a field of the wrong type, a missing field or a field the schema does not declare fails the request with an
 *   error naming the route and the path, so the test suite catches any drift between a service and its schema;
 * - fast (NODE_ENV=production; RESPONSE_CHECK=false): the body is JSON.stringify'd as the service built it. That is
 *   the very text the checked mode lets through (it only lets through bodies the schema leaves unchanged), without a
 *   parse per request.
 */
export function responseSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!check) return (data: unknown) => JSON.stringify(data);
    const zod = zodOf(schema);
    const route = `${method} ${url} (${httpStatus ?? 'default'})`;
    return (data: unknown) => {
      const result = z.safeParse(zod, data);
      if (!result.success) throw new ResponseMismatch(route, z.prettifyError(result.error));
      const changed: string[] = [];
      compare(data, result.data, '', changed);
      if (changed.length) throw new ResponseMismatch(route, changed.join('\n'));
      return JSON.stringify(data);
    };
  };
}

/** A response its route's schema does not describe: a bug between the service and the declared schema. */
export class ResponseMismatch extends Error {
  constructor(route: string, detail: string) {
    super(`Response of ${route} does not match its declared schema:\n${detail}`);
    this.name = 'ResponseMismatch';
  }
}

function zodOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`A response schema must be a zod schema, got ${JSON.stringify(schema)}`);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Paths where the parsed body differs from what was sent: undeclared keys (parsing strips them) or changed values. */
function compare(sent: unknown, kept: unknown, path: string, out: string[]): void {
  if (out.length >= 10 || Object.is(sent, kept)) return;
  if (sent instanceof Date && kept instanceof Date && sent.getTime() === kept.getTime()) return;
  if (Array.isArray(sent) && Array.isArray(kept) && sent.length === kept.length) {
    sent.forEach((item, i) => compare(item, kept[i], `${path}[${i}]`, out));
    return;
  }
  if (isRecord(sent) && isRecord(kept)) {
    for (const [key, value] of Object.entries(sent)) {
      if (value === undefined) continue;
      if (!(key in kept)) out.push(`${path}.${key}: not declared in the schema`);
      else compare(value, kept[key], `${path}.${key}`, out);
    }
    for (const key of Object.keys(kept)) if (!(key in sent) && kept[key] !== undefined) out.push(`${path}.${key}: added by the schema`);
    return;
  }
  out.push(`${path || '(body)'}: changed by the schema (${JSON.stringify(sent)} → ${JSON.stringify(kept)})`);
}
