/**
 * Links that work without signing in because they carry a secret: a password reset (?token=), an invitation
 * (/invite/:token, /api/invitations/:token), a test checkout (/checkout/test/:id), a provider's session or OAuth
 * code (?session_id=, ?code=). Whoever reads one can use it, so the admin outbox shows them hidden and the request
 * log never prints them; the email itself, the only place they belong, keeps them.
 */

export const hiddenLinkText = 'link hidden — resend';
const hiddenPart = '[hidden]';

/** Query parameters whose value is a secret. */
const secretParams = new Set([
  'token',
  'code',
  'state',
  'session_id',
  'access_token',
  'refresh_token',
  'key',
  'secret',
  'signature',
  'sig',
]);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * What newToken() makes (32 random bytes, base64url: mixed case) and long hex secrets; a UUID is an ordinary id and a
 * lower-case slug ('hydraulic-pump-rebuild-kit-for-excavators') is a name.
 */
function looksRandom(part: string): boolean {
  if (part.length < 32 || !/^[A-Za-z0-9_-]+$/.test(part) || uuidPattern.test(part)) return false;
  return (/[A-Z]/.test(part) && /[a-z]/.test(part)) || (/^[0-9a-f]+$/i.test(part) && /\d/.test(part));
}

/** Path segments after which the next segment is the secret (an invitation token, a checkout id). */
function isSecretSegment(segments: readonly string[], i: number): boolean {
  const previous = segments[i - 1]?.toLowerCase();
  const part = segments[i]!;
  if (part === '') return false;
  if (previous === 'invite') return true;
  // /api/invitations/:id (a UUID) is an ordinary id for signed-in managers; anything else there is a token.
  if (previous === 'invitations') return !uuidPattern.test(part);
  if (previous === 'test' && segments[i - 2]?.toLowerCase() === 'checkout') return true;
  if (previous === 'session' && segments[i - 2]?.toLowerCase() === 'payments') return true;
  // /api/ingest/<protocol>/<secret>: a tracker source's ingest secret (modules/fleet).
  if (segments[i - 2]?.toLowerCase() === 'ingest') return true;
  return looksRandom(safeDecode(part));
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The same URL (absolute or a request path) with every secret replaced by '[hidden]'; anything else unchanged.
 * For logs: the request line of /invite/abc… becomes /invite/[hidden].
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const head = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt < 0 ? null : withoutHash.slice(queryAt + 1);

  const origin = head.match(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i)?.[0] ?? '';
  const segments = head.slice(origin.length).split('/');
  const path = segments.map((part, i) => (isSecretSegment(segments, i) ? hiddenPart : part)).join('/');

  let out = origin + path;
  if (query !== null) {
    out += `?${query
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        const name = safeDecode(pair.slice(0, eq)).toLowerCase();
        const value = pair.slice(eq + 1);
        return secretParams.has(name) || looksRandom(safeDecode(value)) ? `${pair.slice(0, eq)}=${hiddenPart}` : pair;
      })
      .join('&')}`;
  }
  // A fragment may carry a token too (OAuth implicit flows); nothing of ours needs it in a log.
  return hashAt < 0 ? out : `${out}#${hiddenPart}`;
}

export const carriesSecret = (url: string): boolean => redactUrl(url) !== url;

// Up to whitespace or a closing bracket or quote that ends a link in running text.
const urlPattern = /https?:\/\/[^\s<>"')\]]+/gi;

/** Text with every link that carries a secret replaced by 'link hidden — resend'; other links stay readable. */
export function hideCapabilityLinks(text: string): { text: string; hidden: number } {
  let hidden = 0;
  const out = text.replace(urlPattern, (url) => {
    if (!carriesSecret(url)) return url;
    hidden += 1;
    return hiddenLinkText;
  });
  return { text: out, hidden };
}
