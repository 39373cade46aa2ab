import { ConnectorError } from '../accounting.connector.ts';

/** One HTTP exchange with Zoho (accounts, Books or CRM): bytes in, bytes out, never throws for an HTTP status. */
export type ZohoResponse = { status: number; contentType: string; body: Buffer };

export type ZohoRequest = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** 'Zoho-oauthtoken {token}' is Zoho's bearer scheme for Books and CRM. */
  accessToken?: string;
  json?: unknown;
  form?: URLSearchParams;
  accept?: string;
};

/** Zoho answers within seconds; a hung call must not hold an admin's request for long. */
const timeoutMs = 20_000;

export async function zohoFetch(req: ZohoRequest, fetchImpl: typeof fetch = fetch): Promise<ZohoResponse> {
  const headers: Record<string, string> = { accept: req.accept ?? 'application/json' };
  if (req.accessToken) headers.authorization = `Zoho-oauthtoken ${req.accessToken}`;
  let body: string | undefined;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = req.form.toString();
  }
  let res: Response;
  try {
    res = await fetchImpl(req.url, { method: req.method, headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? 'no answer within 20 seconds' : (err as Error).message;
    throw new ConnectorError('unavailable', `Zoho service temporarily unavailable: ${reason}`);
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
}

/** The JSON object of an answer, or null when it is not JSON (an HTML error page, a PDF). */
export function jsonOf(res: ZohoResponse): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(res.body.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Books answers {code, message}: code 0 is success, anything else an error whatever the HTTP status. */
export function booksFailure(res: ZohoResponse, json: Record<string, unknown> | null): string | null {
  const code = json?.code;
  if (res.status >= 200 && res.status < 300 && code === 0) return null;
  const message = typeof json?.message === 'string' && json.message.trim() ? json.message.trim() : `HTTP ${res.status}`;
  return code !== undefined && code !== 0 ? `${message} (code ${String(code)})` : message;
}

/** Rate limits and server errors are worth retrying later; the message says so in the words the portal shows (spec 03 §8). */
export function isUnavailable(res: ZohoResponse): boolean {
  return res.status === 429 || res.status >= 500;
}

export function unavailableError(res: ZohoResponse): ConnectorError {
  return new ConnectorError(
    'unavailable',
    res.status === 429
      ? 'Zoho service temporarily unavailable: too many requests. Please try again in 15 minutes.'
      : `Zoho service temporarily unavailable (HTTP ${res.status}).`,
  );
}

/** Text for logs and the admin: one line, bounded (the database columns hold 1000 characters). */
export const oneLine = (text: string, max = 500): string => text.replace(/\s+/g, ' ').trim().slice(0, max);
