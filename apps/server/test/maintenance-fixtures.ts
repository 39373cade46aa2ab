import type { Database } from '../src/db/database.ts';
import type { TestApp } from './harness.ts';
import { client } from './equipment-fixtures.ts';

/** Dates relative to the server's UTC today, as the API compares them. */
export const dayOffset = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const today = (): string => dayOffset(0);

/** A valid body for the Schedule Maintenance dialog; override any field. */
export function buildTask(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: 'Grease boom pins', dueDate: dayOffset(7), priority: 'medium', ...overrides };
}

export async function createTask(
  t: TestApp,
  who: { cookie: string },
  overrides: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const res = await client(t)(who, 'POST', '/api/maintenance/tasks', buildTask(overrides));
  if (res.statusCode !== 201) throw new Error(`create task failed ${res.statusCode}: ${res.body}`);
  return res.json().task;
}

export async function taskRow(db: Database, id: string): Promise<Record<string, unknown> | null> {
  const rows = await db.query('select * from maintenance_tasks where id = $1', [id]);
  return rows[0] ?? null;
}

export async function createPart(
  t: TestApp,
  who: { cookie: string },
  overrides: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const res = await client(t)(who, 'POST', '/api/parts', { partName: 'Hydraulic Filter', ...overrides });
  if (res.statusCode !== 201) throw new Error(`create part failed ${res.statusCode}: ${res.body}`);
  return res.json();
}
