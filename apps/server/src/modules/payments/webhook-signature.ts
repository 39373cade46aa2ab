import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's webhook signature scheme: header 'Stripe-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}'. */
export const signatureHeaderName = 'stripe-signature';
export const signatureToleranceSeconds = 300;

const hmac = (secret: string, timestamp: number, payload: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');

export function signPayload(payload: string | Buffer, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'too_old' };

/**
 * Verifies the raw body against the header: any v1 signature may match (Stripe sends several while a secret is
 * rolled); the timestamp must be within the tolerance either way, so a captured delivery cannot be replayed later.
 */
export function verifySignature(
  payload: string | Buffer,
  header: string | undefined,
  secret: string,
  opts: { toleranceSeconds?: number; nowSeconds?: number } = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!matches) return { ok: false, reason: 'mismatch' };
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? signatureToleranceSeconds)) return { ok: false, reason: 'too_old' };
  return { ok: true, timestamp };
}
