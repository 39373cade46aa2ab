import pino, { type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';
import { redactUrl } from './capability-links.ts';

/**
 * The server's log. Fastify logs each request line through the `req` serializer, so a reset link's token, an
 * invitation token or a checkout id in the URL would land in the log: they are printed as '[hidden]'.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
