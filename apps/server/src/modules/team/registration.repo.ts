import type { Sql } from '../../db/database.ts';

export type RequestRow = {
  id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  phone: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
  reviewed_at: Date | null;
  company_id: string | null;
};

export type MatchRow = { request_id: string; id: string; name: string; user_count: number };

/** Company names compare without letter case or extra spaces: 'NORTHWIND  construction ' names Northwind Construction. */
const nameKey = (column: string) => `lower(btrim(regexp_replace(${column}, '\\s+', ' ', 'g')))`;

export async function insertRequest(
  tx: Sql,
  r: {
    id: string;
    fullName: string;
    firstName: string;
    lastName: string;
    email: string;
    companyName: string;
    phone: string;
    reason: string;
  },
): Promise<void> {
  await tx.query(
    `insert into registration_requests (id, full_name, first_name, last_name, email, company_name, phone, reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.id, r.fullName, r.firstName, r.lastName, r.email, r.companyName, r.phone, r.reason],
  );
}

export async function listRequests(tx: Sql): Promise<RequestRow[]> {
  return tx.query<RequestRow>('select * from registration_requests order by (status = $1) desc, created_at desc limit 200', ['pending']);
}

/** The client companies each listed pending request's name matches (the provider company is never offered to join). */
export async function matchingCompaniesOf(tx: Sql, requestIds: string[]): Promise<MatchRow[]> {
  if (requestIds.length === 0) return [];
  return tx.query<MatchRow>(
    `select r.id as request_id, c.id, c.name, (select count(*)::int from users u where u.company_id = c.id) as user_count
       from registration_requests r
       join companies c on not c.is_provider and ${nameKey('c.name')} = ${nameKey('r.company_name')}
      where r.id = any($1::uuid[]) and r.status = 'pending'
      order by c.created_at, c.id`,
    [requestIds],
  );
}

export async function clientCompaniesNamed(tx: Sql, name: string): Promise<{ id: string }[]> {
  return tx.query<{ id: string }>(
    `select id from companies where not is_provider and ${nameKey('name')} = ${nameKey('$1')} order by created_at, id`,
    [name],
  );
}

export async function isProviderName(tx: Sql, name: string): Promise<boolean> {
  const rows = await tx.query(`select 1 from companies where is_provider and ${nameKey('name')} = ${nameKey('$1')}`, [name]);
  return rows.length > 0;
}

export async function findClientCompany(tx: Sql, id: string): Promise<{ id: string; name: string } | null> {
  const rows = await tx.query<{ id: string; name: string }>('select id, name from companies where id = $1 and not is_provider', [id]);
  return rows[0] ?? null;
}

export async function insertCompany(tx: Sql, name: string, contactEmail: string): Promise<string> {
  const rows = await tx.query<{ id: string }>('insert into companies (name, contact_email) values ($1, $2) returning id', [
    name,
    contactEmail,
  ]);
  return rows[0]!.id;
}

/** The request, locked until commit so two admins cannot both decide it. */
export async function lockRequest(tx: Sql, id: string): Promise<RequestRow | null> {
  const rows = await tx.query<RequestRow>('select * from registration_requests where id = $1 for update', [id]);
  return rows[0] ?? null;
}

export async function markApproved(tx: Sql, id: string, companyId: string, reviewerId: string): Promise<RequestRow> {
  const rows = await tx.query<RequestRow>(
    `update registration_requests set status = 'approved', company_id = $2, reviewed_by = $3, reviewed_at = now() where id = $1 returning *`,
    [id, companyId, reviewerId],
  );
  return rows[0]!;
}

export async function markRejected(tx: Sql, id: string, reviewerId: string): Promise<RequestRow> {
  const rows = await tx.query<RequestRow>(
    `update registration_requests set status = 'rejected', reviewed_by = $2, reviewed_at = now() where id = $1 returning *`,
    [id, reviewerId],
  );
  return rows[0]!;
}
