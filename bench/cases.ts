/**
 * The list and search cases, each as (a) the HTTP query, (b) the server's own service call in a
 * tenant transaction, and (c) the same SELECT written out and run raw as the owner (superuser,
 * so RLS is bypassed), with no transaction and no set_config.
 */
import { listEquipmentQuery } from '@gears/domain';
import type { Database } from '../apps/server/src/db/database.ts';
import { encodeCursor } from '../apps/server/src/platform/cursor.ts';
import { equipmentColumns } from '../apps/server/src/modules/equipment/bench.seam.ts';

export type BenchCase = {
  group: 'list' | 'search';
  name: string;
  /** Query string of GET /api/equipment (also parsed for the service call). */
  query: Record<string, string>;
  raw: { text: string; values: unknown[] };
  /** Live rows of the company the case's filter matches (search cases; list cases: the filtered set). */
  matches: number;
};

type Shape = {
  sort: 'name' | '-name' | 'createdAt' | '-createdAt' | '-hours' | 'year' | '-updatedAt';
  status?: string;
  search?: string;
  after?: { sortKey: string; id: string };
};

// As in equipment.repo.ts: sort allow-list → expression and cursor type; the search expression of the trigram index.
const sortExpressions: Record<string, { expr: string; type: string }> = {
  name: { expr: 'e.name_key', type: 'text' },
  createdAt: { expr: 'e.created_at', type: 'timestamptz' },
  updatedAt: { expr: 'e.updated_at', type: 'timestamptz' },
  year: { expr: 'coalesce(e.year, 0)', type: 'integer' },
  hours: { expr: 'e.hours_key', type: 'float8' },
};
const searchExpression = `(e.name || ' ' || coalesce(e.model, '') || ' ' || coalesce(e.serial, ''))`;

function whereOf(companyId: string, shape: Shape, values: unknown[]): string[] {
  values.push(companyId);
  const where = ['e.archived_at is null', `e.company_id = $${values.length}`];
  if (shape.status) {
    values.push(shape.status);
    where.push(`e.status = $${values.length}`);
  }
  if (shape.search) {
    values.push(`%${shape.search}%`);
    where.push(`${searchExpression} ilike $${values.length}`);
  }
  return where;
}

function sortOf(shape: Shape) {
  const desc = shape.sort.startsWith('-');
  return { desc, dir: desc ? 'desc' : 'asc', ...sortExpressions[desc ? shape.sort.slice(1) : shape.sort]! };
}

/** The list statement as the repository builds it, but one plain statement: search is an inline ILIKE, not the id function. */
export function rawListSql(companyId: string, shape: Shape, limit = 51): { text: string; values: unknown[] } {
  const { desc, dir, expr, type } = sortOf(shape);
  const values: unknown[] = [];
  const where = whereOf(companyId, shape, values);
  if (shape.after) {
    values.push(shape.after.sortKey, shape.after.id);
    where.push(`(${expr}, e.id) ${desc ? '<' : '>'} ($${values.length - 1}::${type}, $${values.length}::uuid)`);
  }
  values.push(limit);
  return {
    text: `select ${equipmentColumns}, (${expr})::text as sort_key from equipment e
      where ${where.join(' and ')} order by ${expr} ${dir}, e.id ${dir} limit $${values.length}`,
    values,
  };
}

async function countOf(db: Database, companyId: string, shape: Shape): Promise<number> {
  const values: unknown[] = [];
  const where = whereOf(companyId, shape, values);
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from equipment e where ${where.join(' and ')}`, values);
  return rows[0]!.n;
}

/** A cursor pointing `fraction` of the way through the company's rows in this order, as the server would have issued it. */
async function deepCursor(db: Database, companyId: string, shape: Shape, fraction: number): Promise<{ sortKey: string; id: string }> {
  const { dir, expr } = sortOf(shape);
  const values: unknown[] = [];
  const where = whereOf(companyId, shape, values);
  const offset = Math.floor((await countOf(db, companyId, shape)) * fraction);
  values.push(offset);
  const rows = await db.query<{ sort_key: string; id: string }>(
    `select (${expr})::text as sort_key, e.id from equipment e where ${where.join(' and ')}
      order by ${expr} ${dir}, e.id ${dir} offset $${values.length} limit 1`,
    values,
  );
  return { sortKey: rows[0]!.sort_key, id: rows[0]!.id };
}

/** A 4-character serial fragment that matches only a handful of the company's rows. */
async function selectiveTerm(db: Database, companyId: string): Promise<string> {
  for (let offset = 17; offset < 2000; offset += 97) {
    const rows = await db.query<{ serial: string }>(
      'select serial from equipment where company_id = $1 and archived_at is null and serial is not null order by id offset $2 limit 1',
      [companyId, offset],
    );
    const term = rows[0]?.serial.slice(4, 8);
    if (term && (await countOf(db, companyId, { sort: '-createdAt', search: term })) <= 10) return term;
  }
  throw new Error('no selective search term found');
}

function makeCase(group: BenchCase['group'], name: string, companyId: string, shape: Shape, matches: number): BenchCase {
  const query: Record<string, string> = { limit: '50' };
  if (shape.sort !== '-createdAt') query.sort = shape.sort;
  if (shape.status) query.status = shape.status;
  if (shape.search) query.search = shape.search;
  if (shape.after) query.cursor = encodeCursor(shape.after.sortKey, shape.after.id);
  listEquipmentQuery.parse(query); // the server accepts exactly this query
  return { group, name, query, raw: rawListSql(companyId, shape), matches };
}

export async function buildCases(db: Database, companyId: string): Promise<BenchCase[]> {
  const cases: BenchCase[] = [];
  const list = async (name: string, shape: Shape, deep = false) => {
    const full = deep ? { ...shape, after: await deepCursor(db, companyId, shape, 0.5) } : shape;
    cases.push(makeCase('list', name, companyId, full, await countOf(db, companyId, shape)));
  };
  await list('list first page (-createdAt)', { sort: '-createdAt' });
  await list('list status=maintenance sort=name', { sort: 'name', status: 'maintenance' });
  await list('list deep keyset, 50% in (-createdAt)', { sort: '-createdAt' }, true);
  await list('list deep keyset, status=active name, 50%', { sort: 'name', status: 'active' }, true);
  await list('list sort=-hours', { sort: '-hours' });
  await list('list deep keyset sort=-hours, 50%', { sort: '-hours' }, true);
  await list('list sort=year status=idle', { sort: 'year', status: 'idle' });
  await list('list sort=-updatedAt', { sort: '-updatedAt' });

  const search = async (name: string, shape: Shape) => {
    cases.push(makeCase('search', name, companyId, shape, await countOf(db, companyId, shape)));
  };
  const term = await selectiveTerm(db, companyId);
  await search(`search selective "${term}"`, { sort: '-createdAt', search: term });
  await search('search model "950M"', { sort: '-createdAt', search: '950M' });
  await search('search broad "excavator"', { sort: '-createdAt', search: 'excavator' });
  await search('search 2 chars "ex"', { sort: '-createdAt', search: 'ex' });
  await search('search "loader" status=active sort=name', { sort: 'name', status: 'active', search: 'loader' });
  return cases;
}
