import { deriveKey, openText, sealText } from '../../platform/secret-box.ts';

/**
 * OAuth tokens at rest: AES-256-GCM (platform/secret-box.ts) under a key derived from the OAuth client secret, which
 * lives only in the server's settings. A database dump or backup alone does not hand out API access; changing the
 * client secret makes old tokens unreadable, which reads as 'Not connected' (connect again).
 */
const keyOf = (clientSecret: string): Buffer => deriveKey(clientSecret, 'gears-portal-connectors', 'oauth-token-v1');

export const sealToken = (clientSecret: string, token: string): string => sealText(keyOf(clientSecret), token);

/** null when the value was sealed under another key or altered. */
export const openToken = (clientSecret: string, value: string | null): string | null => openText(keyOf(clientSecret), value);
