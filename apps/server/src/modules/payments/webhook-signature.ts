import type Stripe from 'stripe';
import { lazyRequire } from '../../platform/lazy-require.ts';

const stripe = lazyRequire<typeof Stripe>('stripe');

/**
 * Stripe's webhook signature scheme, checked and produced by the Stripe SDK (Stripe.webhooks): header
 * 'Stripe-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}'. Any v1 signature may match (Stripe
 * sends several while a secret is rolled) and the timestamp may be at most the tolerance old, so a captured delivery
 * cannot be replayed later. The built-in test checkout signs its deliveries the same way.
 */
export const signatureHeaderName = 'stripe-signature';
export const signatureToleranceSeconds = 300;

const webhooks = () => stripe().webhooks;

export function signPayload(payload: string | Buffer, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return webhooks().generateTestHeaderString({ payload: payload.toString(), secret, timestamp });
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'too_old' };

/** Why the SDK refused a header, from its StripeSignatureVerificationError message. */
function reasonOf(error: unknown): 'malformed' | 'mismatch' | 'too_old' {
  const message = error instanceof Error ? error.message : '';
  if (/tolerance/i.test(message)) return 'too_old';
  if (/Unable to extract|expected scheme/i.test(message)) return 'malformed';
  return 'mismatch';
}

/** Verifies the raw body against the header with the Stripe SDK. */
export function verifySignature(
  payload: string | Buffer,
  header: string | undefined,
  secret: string,
  opts: { toleranceSeconds?: number; nowSeconds?: number } = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const receivedAt = opts.nowSeconds === undefined ? undefined : opts.nowSeconds * 1000;
  try {
    webhooks().signature!.verifyHeader(payload, header, secret, opts.toleranceSeconds ?? signatureToleranceSeconds, undefined, receivedAt);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}
