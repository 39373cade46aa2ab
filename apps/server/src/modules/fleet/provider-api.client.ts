import { fleetMessages as m, providerOf, settingsOf } from '@gears/domain';
import type { SourceConfig } from './source-config.ts';

/** How long a provider has to answer the connection test. */
export const providerTimeoutSeconds = 10;

/** A connection test that failed, with the message the source shows (the provider's own words where it gave some). */
export class ProviderCheckFailed extends Error {}

type Check = (config: SourceConfig, endpoint: string | null) => Promise<void>;

/**
 * One real call per API provider with the stored settings (issue 16: the connection test is real). `endpoint` (the
 * source's API endpoint) replaces the provider's public address: a regional server, a self-hosted Wialon, or a test
 * double speaking the provider's protocol.
 */
const checks: Record<string, Check> = {
  // Samsara REST API: a bearer API token; listing one vehicle proves it is valid.
  samsara: async (c, endpoint) => {
    const [token = ''] = need('samsara', c);
    await call('samsara', `${base(endpoint, 'https://api.samsara.com')}/fleet/vehicles?limit=1`, { headers: bearer(token) });
  },
  // MyGeotab JSON-RPC: Authenticate with database, user name and password.
  geotab: async (c, endpoint) => {
    const [database, userName, password] = need('geotab', c);
    const body = JSON.stringify({ method: 'Authenticate', params: { database, userName, password } });
    const answer = await call('geotab', `${base(endpoint, 'https://my.geotab.com')}/apiv1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const error = (answer as { error?: { message?: string; errors?: { message?: string }[] } } | null)?.error;
    if (error) throw refused('geotab', error.errors?.[0]?.message ?? error.message ?? 'authentication failed');
  },
  // Wialon Remote API: token/login answers a session id (eid) or {"error": code}.
  gurtam: async (c, endpoint) => {
    const [token = ''] = need('gurtam', c);
    const params = encodeURIComponent(JSON.stringify({ token, fl: 1 }));
    const answer = (await call(
      'gurtam',
      `${base(endpoint, 'https://hst-api.wialon.com')}/wialon/ajax.html?svc=token/login&params=${params}`,
      {},
    )) as {
      eid?: string;
      error?: number;
    } | null;
    if (!answer?.eid) throw refused('gurtam', wialonErrors[answer?.error ?? -1] ?? `error ${answer?.error ?? 'unknown'}`);
  },
  // Verizon Connect Reveal: the token service takes the API user's name and password (Basic).
  verizon: async (c, endpoint) => {
    const [username = '', password = ''] = need('verizon', c);
    const basic = Buffer.from(`${username}:${password}`).toString('base64');
    await call('verizon', `${base(endpoint, 'https://fim.api.us.fleetmatics.com')}/token`, {
      headers: { authorization: `Basic ${basic}` },
    });
  },
  // AT&T Fleet Complete gives each account its own API address: the source's API endpoint, called with the key.
  att: async (c, endpoint) => {
    const [apiKey = ''] = need('att', c);
    if (!endpoint) throw new ProviderCheckFailed(m.missingSetting(nameOf('att'), 'the API endpoint of your account'));
    await call('att', endpoint, { headers: bearer(apiKey) });
  },
};

const wialonErrors: Record<number, string> = {
  1: 'invalid session',
  4: 'invalid input (check the token)',
  7: 'access denied',
  8: 'invalid user name or password, or an expired token',
  9: 'authorization server unavailable',
};

export const hasApiCheck = (trackerType: string): boolean => trackerType in checks;

export async function checkProviderApi(trackerType: string, config: SourceConfig, endpoint: string | null): Promise<void> {
  const check = checks[trackerType];
  if (!check) throw new ProviderCheckFailed(m.noPublicInterface);
  await check(config, endpoint);
}

const nameOf = (key: string) => providerOf(key)?.name ?? key;
const base = (endpoint: string | null, fallback: string) => (endpoint ?? fallback).replace(/\/+$/, '');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refused = (key: string, detail: string) => new ProviderCheckFailed(m.providerRefused(nameOf(key), detail.slice(0, 300)));

/** The provider's settings (domain providerSettings) in their order; a missing one is named. */
function need(key: string, config: SourceConfig): string[] {
  const names = settingsOf(key).map((s) => s.key);
  const missing = names.filter((n) => !config[n]?.trim());
  if (missing.length) throw new ProviderCheckFailed(m.missingSetting(nameOf(key), missing.join(', ')));
  return names.map((n) => config[n]!.trim());
}

/** GET/POST with the timeout; the JSON answer (null when not JSON), or the failure in words. */
async function call(key: string, url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(providerTimeoutSeconds * 1000) });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new ProviderCheckFailed(m.providerTimeout(nameOf(key), providerTimeoutSeconds));
    const host = URL.canParse(url) ? new URL(url).host : url;
    throw new ProviderCheckFailed(m.providerUnreachable(nameOf(key), `${e.cause?.code ?? e.cause?.message ?? e.message} (${host})`));
  }
  const text = await res.text().catch(() => '');
  const body = parseJson(text);
  if (!res.ok) {
    const said = (body as { message?: unknown; error?: unknown } | null) ?? null;
    const detail = typeof said?.message === 'string' ? said.message : typeof said?.error === 'string' ? said.error : '';
    throw refused(key, `HTTP ${res.status}${detail ? ` — ${detail}` : ''}`);
  }
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
