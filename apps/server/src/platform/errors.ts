import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@gears/domain';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { ResponseMismatch } from './response-serializer.ts';

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL'
  | 'UNAVAILABLE';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type services throw; the handler below maps its code to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;
  constructor(code: ErrorCode, message: string, opts: { details?: unknown; retryAfterSeconds?: number } = {}) {
    super(message);
    this.code = code;
    this.details = opts.details;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
  get status(): number {
    return statusOf[this.code];
  }
}

/** How long a client is asked to wait after a database outage answer; a restart or failover takes a few seconds. */
export const databaseRetryAfterSeconds = 2;

export const notFound = (what: string = messages.notFound) => new AppError('NOT_FOUND', what);

function fromFastify(err: FastifyError): AppError | null {
  if (err instanceof DatabaseUnavailable) {
    return new AppError('UNAVAILABLE', messages.databaseUnavailable, { retryAfterSeconds: databaseRetryAfterSeconds });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({ path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: v.message }));
    const first = issues[0];
    const where = first?.path ? `${first.path}: ` : '';
    return new AppError('VALIDATION', `${where}${first?.message ?? 'Invalid request'}`, { details: issues });
  }
  const status = err.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large.');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.');
  if (status === 429) return new AppError('RATE_LIMITED', messages.rateLimited);
  if (status >= 400 && status < 500) {
    const msg = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'Malformed JSON body.' : err.message;
    return new AppError('VALIDATION', msg);
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastify(error as FastifyError);
    if (appError?.code === 'UNAVAILABLE') request.log.warn({ err: error }, 'database unavailable');
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      // Only the checked mode (tests, development) raises it: the route and the paths help whoever reads the failure.
      if (error instanceof ResponseMismatch) return reply.status(500).send({ error: { code: 'INTERNAL', message: error.message } });
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    }
    if (appError.retryAfterSeconds) reply.header('Retry-After', String(appError.retryAfterSeconds));
    const body: { code: ErrorCode; message: string; details?: unknown } = { code: appError.code, message: appError.message };
    if (appError.details !== undefined) body.details = appError.details;
    return reply.status(appError.status).send({ error: body });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
  });
}
