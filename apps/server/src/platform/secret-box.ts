import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (provider credentials, OAuth tokens): AES-256-GCM with a random 12-byte IV, stored as
 * 'v1.' + base64url(iv ‖ tag ‖ ciphertext). The tag makes an altered or foreign value unreadable rather than wrong.
 */
const version = 'v1';

/** A 32-byte key from a setting (HKDF-SHA256), so one secret can key several uses without their keys being equal. */
export function deriveKey(material: string | Buffer, salt: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, salt, info, 32));
}

export function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** null when the value was sealed under another key or altered. */
export function openText(key: Buffer, value: string | null): string | null {
  if (!value?.startsWith(`${version}.`)) return null;
  try {
    const raw = Buffer.from(value.slice(version.length + 1), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
