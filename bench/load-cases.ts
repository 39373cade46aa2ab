/** The routes bench/load.ts drives, what a right answer looks like, and how a foreign row is found. */

export type Tenant = { label: string; companyId: string; email: string; cookie: string };

export type LoadCase = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The status every answer must have; anything else is an error. */
  status: number;
  headers(t: Tenant): Record<string, string>;
  /** A fresh body per request (writes). */
  body?: () => unknown;
  /** The answer has the expected shape for this tenant. */
  valid(body: unknown, t: Tenant): boolean;
  /** The route every other is compared with. */
  bare?: boolean;
  /** Target: at least this share of the bare route's req/s. */
  minShareOfBare?: number;
  /** Targets (ADR 0025): at most this much CPU per request, in ms, of the server and of the database. */
  maxServerCpuMs?: number;
  maxDbCpuMs?: number;
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const itemsOf = (body: unknown): Json[] => (isObject(body) && Array.isArray(body.items) ? (body.items as Json[]) : []);

let serial = 0;

export function loadCases(base: string): LoadCase[] {
  const origin = new URL(base).origin;
  const signedIn = (t: Tenant) => ({ cookie: t.cookie });
  return [
    {
      name: 'GET /api/health (bare)',
      method: 'GET',
      path: '/api/health',
      status: 200,
      headers: () => ({}),
      valid: (b) => isObject(b) && b.status === 'ok',
      bare: true,
    },
    {
      name: 'GET /api/auth/me',
      method: 'GET',
      path: '/api/auth/me',
      status: 200,
      headers: signedIn,
      valid: (b, t) => isObject(b) && isObject(b.user) && b.user.email === t.email,
      minShareOfBare: 0.3,
    },
    {
      name: 'equipment list (50 rows)',
      method: 'GET',
      path: '/api/equipment?limit=50',
      status: 200,
      headers: signedIn,
      valid: (b) => itemsOf(b).length === 50,
      maxServerCpuMs: 2.5,
      maxDbCpuMs: 1.5,
    },
    {
      name: 'equipment search',
      method: 'GET',
      path: `/api/equipment?limit=50&search=${encodeURIComponent('Excavator 1')}`,
      status: 200,
      headers: signedIn,
      valid: (b) => itemsOf(b).length === 50 && itemsOf(b).every((e) => String(e.name).startsWith('Excavator 1')),
    },
    {
      name: 'create equipment (write)',
      method: 'POST',
      path: '/api/equipment',
      status: 201,
      headers: (t) => ({ cookie: t.cookie, origin, 'content-type': 'application/json' }),
      body: () => ({
        name: `Loader ${++serial}`,
        manufacturer: 'Volvo',
        model: 'L60H',
        serial: `LOAD-${process.pid}-${serial}`,
        equipmentType: 'loader',
        status: 'active',
        year: 2021,
      }),
      valid: (b, t) => isObject(b) && b.companyId === t.companyId,
    },
  ];
}

/** How many objects anywhere in body carry a companyId other than the caller's. */
export function findForeignRows(body: unknown, companyId: string): number {
  if (Array.isArray(body)) return body.reduce<number>((n, v) => n + findForeignRows(v, companyId), 0);
  if (!isObject(body)) return 0;
  let n = typeof body.companyId === 'string' && body.companyId !== companyId ? 1 : 0;
  for (const [key, value] of Object.entries(body)) if (key !== 'companyId') n += findForeignRows(value, companyId);
  return n;
}
