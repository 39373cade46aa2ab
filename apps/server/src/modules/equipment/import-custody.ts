import { checkOutInput, type ImportRowExtras } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { checkOut } from '../assignments/index.ts';
import * as repo from './csv-import.repo.ts';

/**
 * Issue 19 item 7: a file's 'Checked Out To' / 'custodian' / 'Assigned To' becomes a check-out to the team member
 * it names (by email, else by full name, case-insensitive), through the assignments module's own rules. A name that
 * matches no one is kept as the machine's operator name: shown, not dropped.
 */
export type People = { byEmail: Map<string, string>; byName: Map<string, string> };

export async function loadPeople(tx: Sql, companyId: string): Promise<People> {
  const people = await repo.companyPeople(tx, companyId);
  const byEmail = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const p of people) {
    if (p.email) byEmail.set(p.email, p.id);
    const name = p.name.trim().toLowerCase();
    // Two people with one name: the name alone is not enough to choose.
    if (byName.has(name)) byName.set(name, '');
    else byName.set(name, p.id);
  }
  return { byEmail, byName };
}

/** The team member a row names, or null (then the name, if any, is kept as a named holder). */
export function personOf(people: People, custodian: ImportRowExtras['custodian']): string | null {
  if (!custodian) return null;
  const email = custodian.email?.toLowerCase() ?? (custodian.name?.includes('@') ? custodian.name.toLowerCase() : null);
  if (email && people.byEmail.get(email)) return people.byEmail.get(email)!;
  for (const name of [custodian.name, custodian.alias]) {
    const id = name ? people.byName.get(name.trim().toLowerCase()) : undefined;
    if (id) return id;
  }
  return null;
}

/**
 * Checks the new machines out to their people inside the batch's transaction. A machine the rules refuse (retired,
 * under maintenance) stays in the register with the person kept as its operator; the count says how many went out.
 */
export async function checkOutImported(tx: Sql, scope: Scope, rows: { equipmentId: string; userId: string }[]): Promise<number> {
  let done = 0;
  for (const row of rows) {
    const input = checkOutInput.parse({
      equipmentId: row.equipmentId,
      assignedToType: 'employee',
      userId: row.userId,
      notes: 'Checked out by an import from the file',
    });
    try {
      await repo.inSavepoint(tx, () => checkOut(tx, scope, input));
      done += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return done;
}
