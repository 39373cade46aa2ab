import type { Sql } from '../db/database.ts';
import { messages } from '@gears/domain';
import { AppError } from './errors.ts';
import { clearBucket, hitBucket, releaseHit } from './rate-limit.repo.ts';

export type Limit = { bucket: string; max: number; windowSeconds: number };

/** spec 01 §6: admin operations, 100 per 15 minutes per user and operation. */
export const adminOperationLimit = (userId: string, operation: string): Limit => ({
  bucket: `admin:${userId}:${operation}`,
  max: 100,
  windowSeconds: 15 * 60,
});

/**
 * Failed sign-ins: 10 per account and 50 per address in 15 minutes. Every attempt takes a hit before the password is
 * checked (so parallel guesses cannot overrun the limit); a success gives its hits back (releaseSignInHits).
 */
export const signInLimits = (email: string, ip: string): { account: Limit; address: Limit } => ({
  account: { bucket: `sign-in:account:${email.toLowerCase()}`, max: 10, windowSeconds: 15 * 60 },
  address: { bucket: `sign-in:ip:${ip}`, max: 50, windowSeconds: 15 * 60 },
});

export const resetLimits = (email: string, ip: string): Limit[] => [
  { bucket: `reset:account:${email.toLowerCase()}`, max: 5, windowSeconds: 60 * 60 },
  { bucket: `reset:ip:${ip}`, max: 20, windowSeconds: 60 * 60 },
];

export const publicFormLimit = (form: string, ip: string): Limit => ({ bucket: `form:${form}:${ip}`, max: 10, windowSeconds: 60 * 60 });

/** Counts one hit in each limit; throws 429 'Rate limit exceeded' with Retry-After when any is over. */
export async function hitLimits(tx: Sql, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    if ((await hitBucket(tx, limit.bucket, limit.windowSeconds)) > limit.max) {
      const now = Math.floor(Date.now() / 1000);
      const retryAfterSeconds = limit.windowSeconds - (now % limit.windowSeconds) || 1;
      throw new AppError('RATE_LIMITED', messages.rateLimited, { retryAfterSeconds });
    }
  }
}

/**
 * A successful sign-in does not count: the account starts again from zero and the address gets this attempt's hit
 * back (its other failures, perhaps guesses at other accounts, stay counted).
 */
export async function releaseSignInHits(tx: Sql, limits: { account: Limit; address: Limit }): Promise<void> {
  await clearBucket(tx, limits.account.bucket);
  await releaseHit(tx, limits.address.bucket, limits.address.windowSeconds);
}
