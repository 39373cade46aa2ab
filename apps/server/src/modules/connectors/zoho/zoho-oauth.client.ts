import type { ZohoConfig } from '../../../config.ts';
import { ConnectorError } from '../accounting.connector.ts';
import { isUnavailable, jsonOf, oneLine, unavailableError, zohoFetch } from './zoho-http.ts';

/**
 * Zoho's OAuth 2 authorisation-code flow for a server-based client: the consent screen at
 * {accounts}/oauth/v2/auth, then POST {accounts}/oauth/v2/token (grant_type authorization_code, later refresh_token).
 * Access tokens live an hour; the refresh token is kept (encrypted) until the admin disconnects.
 */

/** What the portal needs: customers, estimates and invoices in Books, the organisation list, and creating CRM leads. */
export const zohoScopes = [
  'ZohoBooks.contacts.ALL',
  'ZohoBooks.estimates.ALL',
  'ZohoBooks.invoices.ALL',
  'ZohoBooks.settings.READ',
  'ZohoCRM.modules.leads.CREATE',
] as const;

export function authorizeUrl(config: ZohoConfig, o: { state: string; redirectUri: string }): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    scope: zohoScopes.join(','),
    redirect_uri: o.redirectUri,
    // offline + consent: Zoho issues a refresh token on every connection, not only the first.
    access_type: 'offline',
    prompt: 'consent',
    state: o.state,
  });
  return `${config.accountsUrl}/oauth/v2/auth?${params}`;
}

export type TokenGrant = { accessToken: string; refreshToken: string | null; expiresInSeconds: number; scope: string | null };

/**
 * The client secret goes only to the configured accounts server, never to a host named in the callback's query
 * ('accounts-server'), so a forged callback cannot collect it.
 */
async function tokenCall(config: ZohoConfig, form: URLSearchParams): Promise<TokenGrant> {
  form.set('client_id', config.clientId);
  form.set('client_secret', config.clientSecret);
  const res = await zohoFetch({ method: 'POST', url: `${config.accountsUrl}/oauth/v2/token`, form });
  if (isUnavailable(res)) throw unavailableError(res);
  const json = jsonOf(res);
  // Zoho reports a bad or used code as HTTP 200 with {"error": "invalid_code"}.
  if (!json || typeof json.error === 'string' || typeof json.access_token !== 'string') {
    const reason = typeof json?.error === 'string' ? json.error : `HTTP ${res.status}`;
    throw new ConnectorError('auth', `Zoho refused the authorisation (${oneLine(reason, 100)}). Connect again from Admin → Integrations.`);
  }
  const expires = Number(json.expires_in);
  return {
    accessToken: json.access_token,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
    expiresInSeconds: Number.isFinite(expires) && expires > 0 ? expires : 3600,
    scope: typeof json.scope === 'string' ? json.scope : null,
  };
}

export function exchangeCode(config: ZohoConfig, code: string, redirectUri: string): Promise<TokenGrant> {
  return tokenCall(config, new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }));
}

export function refreshAccessToken(config: ZohoConfig, refreshToken: string): Promise<TokenGrant> {
  return tokenCall(config, new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }));
}

/** Best effort: disconnecting removes our copy whatever Zoho answers. */
export async function revokeToken(config: ZohoConfig, token: string): Promise<boolean> {
  try {
    const res = await zohoFetch({
      method: 'POST',
      url: `${config.accountsUrl}/oauth/v2/token/revoke`,
      form: new URLSearchParams({ token }),
    });
    return res.status >= 200 && res.status < 300;
  } catch {
    return false;
  }
}
