import type { FastifyRequest } from 'fastify';
import { sessionCookie } from '../../platform/auth-context.ts';
import * as service from './auth.service.ts';

/** Who is signing in, as the session rows record it. */
export const clientOf = (req: FastifyRequest): service.Client => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});

/**
 * Rotation at sign-in: startSession revokes the presented token under the new user's policies, which
 * cannot see another account's session. When the cookie belonged to someone else, end it as that account.
 */
export async function endPreviousAccountSession(req: FastifyRequest, newUserId: string): Promise<void> {
  const previous = req.cookies[sessionCookie];
  if (previous && req.auth && req.auth.userId !== newUserId) await req.tenant((tx) => service.signOut(tx, previous));
}
