import { createHash, randomBytes } from 'node:crypto';
import { formatQuoteRequestNumber, type ConnectionStatus } from '@gears/domain';
import type { ZohoConfig } from '../../config.ts';
import type { TxRunner } from '../../db/runner.ts';
import { recordSecurityEvent } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { sessionOf, type Scope } from '../../platform/scope.ts';
import { ConnectorError } from './accounting.connector.ts';
import { connectorMessages as m } from './connectors.messages.ts';
import * as repo from './connectors.repo.ts';
import { openToken, sealToken } from './token-crypto.ts';
import { defaultOrganizationId } from './zoho/zoho-books.client.ts';
import { authorizedCall } from './zoho/zoho.connector.ts';
import { authorizeUrl, exchangeCode, revokeToken } from './zoho/zoho-oauth.client.ts';
import { isConnected } from './zoho-tokens.ts';

/** What every connector use case gets: the settings, the portal's address, and a runner in the admin's all-company view. */
export type ConnectorContext = { config: ZohoConfig; publicUrl: string; run: TxRunner };

/** The web page that receives Zoho's redirect (apps/web features/admin zoho-auth-page); register it at Zoho. */
export const redirectUriOf = (publicUrl: string) => `${publicUrl}/zoho-auth`;

/** An unanswered consent screen stays valid this long. */
const stateTtlSeconds = 10 * 60;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function connectionStatus(ctx: ConnectorContext): Promise<ConnectionStatus> {
  return ctx.run(async (tx) => {
    const row = await repo.findConnection(tx, 'zoho');
    const connected = isConnected(ctx.config, row);
    const errors = await repo.recentSyncErrors(tx, 10);
    // Tokens sealed under an earlier client secret cannot be read: say so rather than 'Not connected' alone.
    const unreadable = !!row?.refresh_token_enc && !connected;
    const lastError = unreadable
      ? { message: m.reconnect, at: null }
      : row?.last_error
        ? { message: row.last_error, at: iso(row.last_error_at) }
        : null;
    return {
      provider: 'zoho',
      name: 'Zoho Books & CRM',
      connected,
      statusLabel: connected ? 'Connected' : 'Not connected',
      organizationId: ctx.config.organizationId ?? row?.organization_id ?? null,
      organizationSource: ctx.config.organizationId ? 'setting' : row?.organization_id ? 'zoho' : null,
      connectedAt: connected ? iso(row!.connected_at) : null,
      connectedBy: connected ? row!.connected_by_name : null,
      lastSyncAt: iso(row?.last_sync_at ?? null),
      lastError,
      redirectUri: redirectUriOf(ctx.publicUrl),
      recentErrors: errors.map((e) => ({
        quoteId: e.id,
        number: formatQuoteRequestNumber(Number(e.number)),
        title: e.title,
        companyName: e.company_name ?? 'Unknown Company',
        status: e.status,
        error: e.sync_error,
        at: new Date(e.updated_at).toISOString(),
      })),
    };
  });
}

/** Step 1: a single-use state bound to this admin's session, and Zoho's consent-screen URL carrying it. */
export async function startAuthorization(ctx: ConnectorContext, admin: Scope): Promise<{ url: string }> {
  const state = randomBytes(32).toString('base64url');
  await ctx.run((tx) =>
    repo.insertOAuthState(tx, {
      stateHash: hashState(state),
      provider: 'zoho',
      sessionId: sessionOf(admin),
      userId: admin.actorId,
      ttlSeconds: stateTtlSeconds,
    }),
  );
  return { url: authorizeUrl(ctx.config, { state, redirectUri: redirectUriOf(ctx.publicUrl) }) };
}

/**
 * Step 2, from the /zoho-auth page: the state must be one this session started and not used or expired (else 400,
 * nothing stored); the code is exchanged at the configured accounts server, the organisation found when not set,
 * and the tokens stored sealed. Connecting is a security event.
 */
export async function completeAuthorization(
  ctx: ConnectorContext,
  admin: Scope,
  input: { code: string; state: string },
  ip: string | null,
): Promise<ConnectionStatus> {
  await ctx.run(async (tx) => {
    const taken = await repo.takeOAuthState(tx, hashState(input.state));
    if (!taken || !taken.live || taken.session_id !== admin.sessionId || taken.user_id !== admin.actorId) {
      throw new AppError('VALIDATION', m.stateMismatch);
    }
  });
  const redirectUri = redirectUriOf(ctx.publicUrl);
  let grant;
  try {
    grant = await exchangeCode(ctx.config, input.code, redirectUri);
  } catch (err) {
    if (err instanceof ConnectorError && err.kind === 'auth') throw new AppError('VALIDATION', err.message);
    throw err;
  }
  if (!grant.refreshToken) {
    throw new AppError(
      'VALIDATION',
      'Zoho did not issue a refresh token. Remove the portal from your Zoho connected apps and connect again.',
    );
  }
  let organizationId = ctx.config.organizationId;
  let organizationProblem: string | null = null;
  if (!organizationId) {
    const token = grant.accessToken;
    const call = authorizedCall({ accessToken: async () => token, forceRefresh: async () => token, organizationId: async () => '' });
    try {
      organizationId = await defaultOrganizationId(ctx.config.apiUrl, call);
    } catch (err) {
      organizationProblem = err instanceof ConnectorError ? err.message : 'Zoho Books did not list the organisations.';
    }
    if (!organizationId && !organizationProblem) organizationProblem = m.noOrganization;
  }
  const refreshToken = grant.refreshToken;
  await ctx.run(async (tx) => {
    await repo.saveConnection(tx, {
      provider: 'zoho',
      refreshTokenEnc: sealToken(ctx.config.clientSecret, refreshToken),
      accessTokenEnc: sealToken(ctx.config.clientSecret, grant.accessToken),
      expiresAt: new Date(Date.now() + grant.expiresInSeconds * 1000),
      organizationId,
      scope: grant.scope,
      connectedBy: admin.actorId,
    });
    if (organizationProblem) await repo.recordSyncOutcome(tx, 'zoho', organizationProblem);
    await recordSecurityEvent(tx, {
      companyId: admin.homeCompanyId,
      actorUserId: admin.actorId,
      actorEmail: admin.email,
      eventType: 'connector_connected',
      details: { provider: 'zoho', organizationId },
      ipAddress: ip,
    });
  });
  return connectionStatus(ctx);
}

/** Revokes the refresh token at Zoho (best effort) and forgets the connection; a security event. */
export async function disconnect(ctx: ConnectorContext, admin: Scope, ip: string | null): Promise<ConnectionStatus> {
  const row = await ctx.run((tx) => repo.findConnection(tx, 'zoho'));
  const token = openToken(ctx.config.clientSecret, row?.refresh_token_enc ?? null);
  const revoked = token ? await revokeToken(ctx.config, token) : false;
  await ctx.run(async (tx) => {
    await repo.deleteConnection(tx, 'zoho');
    if (row) {
      await recordSecurityEvent(tx, {
        companyId: admin.homeCompanyId,
        actorUserId: admin.actorId,
        actorEmail: admin.email,
        eventType: 'connector_disconnected',
        details: { provider: 'zoho', revokedAtZoho: revoked },
        ipAddress: ip,
      });
    }
  });
  return connectionStatus(ctx);
}
