import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * OAuth tokens at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the OAuth client secret, which lives only
 * in the server's settings. A database dump or backup alone does not hand out API access; changing the client
 * secret makes old tokens unreadable, which reads as 'Not connected' (connect again).
 */
const version = 'v1';

function keyOf(clientSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', clientSecret, 'gears-portal-connectors', 'oauth-token-v1', 32));
}

export function sealToken(clientSecret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(clientSecret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** null when the value was sealed under another key or altered. */
export function openToken(clientSecret: string, value: string | null): string | null {
  if (!value?.startsWith(`${version}.`)) return null;
  try {
    const raw = Buffer.from(value.slice(version.length + 1), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(clientSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
