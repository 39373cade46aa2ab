import type { ZohoConfig } from '../../config.ts';
import type { TxRunner } from '../../db/runner.ts';
import { ConnectorError } from './accounting.connector.ts';
import { connectorMessages as m } from './connectors.messages.ts';
import * as repo from './connectors.repo.ts';
import { openToken, sealToken } from './token-crypto.ts';
import type { TokenSource } from './zoho/zoho.connector.ts';
import { refreshAccessToken } from './zoho/zoho-oauth.client.ts';

/** Refresh a minute early, so a token never expires between our check and Zoho's. */
const earlyMs = 60_000;

/**
 * Tokens kept in connector_connections (sealed, token-crypto.ts), read and written in short transactions of their
 * own: no transaction is open while Zoho is called. A refresh token Zoho refuses is dropped, so the admin area shows
 * 'Not connected' with the reason instead of failing the same way on every push.
 */
export function zohoTokenSource(config: ZohoConfig, run: TxRunner): TokenSource {
  let row: repo.ConnectionRow | null | undefined;
  let live: { token: string; expiresAt: number } | null = null;

  const load = async () => (row === undefined ? (row = await run((tx) => repo.findConnection(tx, 'zoho'))) : row);

  async function refresh(): Promise<string> {
    const conn = await load();
    const refreshToken = openToken(config.clientSecret, conn?.refresh_token_enc ?? null);
    if (!conn || !refreshToken) throw new ConnectorError('not_connected', conn?.last_error ?? m.notConnected);
    let grant;
    try {
      grant = await refreshAccessToken(config, refreshToken);
    } catch (err) {
      if (err instanceof ConnectorError && err.kind === 'auth') {
        await run((tx) => repo.dropTokens(tx, 'zoho', m.reconnect));
        row = undefined;
        throw new ConnectorError('auth', m.reconnect);
      }
      throw err;
    }
    const expiresAt = Date.now() + grant.expiresInSeconds * 1000;
    await run((tx) => repo.saveAccessToken(tx, 'zoho', sealToken(config.clientSecret, grant.accessToken), new Date(expiresAt)));
    live = { token: grant.accessToken, expiresAt };
    return grant.accessToken;
  }

  return {
    async accessToken() {
      if (live && live.expiresAt - earlyMs > Date.now()) return live.token;
      const conn = await load();
      const stored = openToken(config.clientSecret, conn?.access_token_enc ?? null);
      const expiresAt = conn?.access_token_expires_at ? new Date(conn.access_token_expires_at).getTime() : 0;
      if (stored && conn?.refresh_token_enc && expiresAt - earlyMs > Date.now()) {
        live = { token: stored, expiresAt };
        return stored;
      }
      return refresh();
    },
    forceRefresh: refresh,
    async organizationId() {
      if (config.organizationId) return config.organizationId;
      const conn = await load();
      if (!conn?.refresh_token_enc) throw new ConnectorError('not_connected', m.notConnected);
      if (!conn.organization_id) throw new ConnectorError('rejected', m.noOrganization);
      return conn.organization_id;
    },
  };
}

/** Connected means: a refresh token we can still read (a changed client secret makes old ones unreadable). */
export const isConnected = (config: ZohoConfig, row: repo.ConnectionRow | null): boolean =>
  !!row && openToken(config.clientSecret, row.refresh_token_enc) !== null;
