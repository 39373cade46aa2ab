import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './harness.ts';
import { client } from './equipment-fixtures.ts';

/** A tracker source through the API as `who`; throws unless it answers 201. Returns the answer (source, secret, URLs). */
export async function createSource(
  t: TestApp,
  who: { cookie: string },
  body: Record<string, unknown> = {},
): Promise<{ source: Record<string, any>; secret: string | null; ingestUrls: Record<string, string> | null }> {
  const res = await client(t)(who, 'POST', '/api/fleet/sources', { trackerType: 'traccar', name: 'Phones', ...body });
  if (res.statusCode !== 201) throw new Error(`source create failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function assign(
  t: TestApp,
  who: { cookie: string },
  body: { equipmentId: string; trackerSourceId: string; deviceId: string; deviceName?: string },
) {
  return client(t)(who, 'POST', '/api/fleet/assignments', body);
}

/**
 * why: the connection test calls the provider's real API; offline, a small HTTP server on this machine answers as the
 * provider does (status and JSON body), reached through the source's API endpoint.
 */
export async function fakeProvider(
  handler: (req: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }) => { status: number; body: unknown },
): Promise<{
  url: string;
  calls: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}> {
  const calls: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const call = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      calls.push(call);
      const answer = handler(call);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** An address where nothing listens (a port taken and released at once). */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A source row written through the owner handle with a known secret (for companies whose plan the API would refuse). */
export async function insertSourceWithSecret(
  db: import('../src/db/database.ts').Database,
  companyId: string,
  secret: string,
  o: { active?: boolean } = {},
): Promise<string> {
  const { createHash } = await import('node:crypto');
  const rows = await db.query<{ id: string }>(
    `insert into fleet_tracker_sources (company_id, tracker_type, name, secret_hash, secret_hint, active)
     values ($1, 'traccar', 'Inserted', $2, $3, $4) returning id`,
    [companyId, createHash('sha256').update(secret).digest('hex'), secret.slice(-4), o.active ?? true],
  );
  return rows[0]!.id;
}

/** Epoch seconds `secondsAgo` before now, as Traccar Client sends its timestamp. */
export const epochSecondsAgo = (secondsAgo: number) => Math.floor(Date.now() / 1000) - secondsAgo;
export const isoAgo = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
