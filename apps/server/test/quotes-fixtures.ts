import type { LightMyRequestResponse } from 'fastify';
import { insertCompany, insertUser, signIn, type TestApp } from './harness.ts';

export type Caller = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

export function callerOf(t: TestApp, cookie: string): Caller {
  return (method, url, payload) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

export type QuoteWorld = {
  a: { id: string; name: string };
  b: { id: string; name: string };
  /** company A: client admin, manager, supervisor, technician; company B: client admin */
  aAdmin: Caller;
  aManager: Caller;
  aSupervisor: Caller;
  aTech: Caller;
  bAdmin: Caller;
  /** the provider admin, not impersonating */
  admin: Caller;
  /** a second provider admin session, impersonating company A */
  impersonator: Caller;
  adminEmail: string;
  aEquipment: string;
  bEquipment: string;
};

/** Two client companies with users, a provider admin and an impersonating admin, and one machine each. */
export async function quoteWorld(t: TestApp): Promise<QuoteWorld> {
  const a = await insertCompany(t.db);
  const b = await insertCompany(t.db);
  // One at a time: the first gears_admin creates the provider company.
  const aAdminU = await insertUser(t.db, { companyId: a.id, role: 'client_admin' });
  const aManagerU = await insertUser(t.db, { companyId: a.id, role: 'manager' });
  const aSupervisorU = await insertUser(t.db, { companyId: a.id, role: 'supervisor' });
  const aTechU = await insertUser(t.db, { companyId: a.id, role: 'technician' });
  const bAdminU = await insertUser(t.db, { companyId: b.id, role: 'client_admin' });
  const adminU = await insertUser(t.db, { role: 'gears_admin' });
  const admin2U = await insertUser(t.db, { role: 'gears_admin' });
  const cookies = [];
  for (const u of [aAdminU, aManagerU, aSupervisorU, aTechU, bAdminU, adminU, admin2U]) cookies.push(await signIn(t.app, u));
  const [aAdmin, aManager, aSupervisor, aTech, bAdmin, admin, impersonator] = cookies.map((c) => callerOf(t, c)) as [
    Caller,
    Caller,
    Caller,
    Caller,
    Caller,
    Caller,
    Caller,
  ];
  const started = await impersonator('POST', '/api/admin/impersonation', { clientId: a.id });
  if (started.statusCode !== 200) throw new Error(`impersonation failed: ${started.body}`);
  const eq = async (companyId: string, name: string) =>
    (
      await t.db.query<{ id: string }>('insert into equipment (company_id, name, model) values ($1, $2, $3) returning id', [
        companyId,
        name,
        'X1',
      ])
    )[0]!.id;
  return {
    a,
    b,
    aAdmin,
    aManager,
    aSupervisor,
    aTech,
    bAdmin,
    admin,
    impersonator,
    adminEmail: adminU.email,
    aEquipment: await eq(a.id, 'Excavator A'),
    bEquipment: await eq(b.id, 'Loader B'),
  };
}

export const json = <T = any>(res: LightMyRequestResponse): T => res.json() as T;

/** Every key anywhere in a JSON value (objects and arrays, any depth). */
export function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) allKeys(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      allKeys(v, into);
    }
  }
  return into;
}

export const vendorKeys = [
  'vendorPrice',
  'markupPercentage',
  'totalVendorCost',
  'vendor_price',
  'markup_percentage',
  'total_vendor_cost',
  'isPriced',
  'adminNotes',
  'admin_notes',
];

/** A request of company A raised by its client admin, with the given items priced by the provider admin. */
export async function pricedQuote(
  w: QuoteWorld,
  opts: {
    title?: string;
    contactEmail?: string | null;
    items?: { itemName: string; vendorPrice: number; quantity?: number; markupPercentage?: number }[];
  } = {},
): Promise<string> {
  const created = await w.aAdmin('POST', '/api/quote-requests', {
    title: opts.title ?? `Hydraulic pump ${Math.random().toString(36).slice(2, 8)}`,
    contactName: 'Ann Client',
    contactEmail: opts.contactEmail === undefined ? 'ann.client@example.test' : opts.contactEmail,
    force: true,
  });
  if (created.statusCode !== 201) throw new Error(`create failed ${created.statusCode}: ${created.body}`);
  const id = json(created).id as string;
  for (const item of opts.items ?? [{ itemName: 'Pump', vendorPrice: 100, quantity: 2 }]) {
    const res = await w.admin('POST', `/api/quote-requests/${id}/items`, item);
    if (res.statusCode !== 201) throw new Error(`item failed ${res.statusCode}: ${res.body}`);
  }
  return id;
}
