import {
  assignmentMessages as m,
  effectiveToday,
  equipmentMessages,
  quotasOf,
  type AssignmentOptions,
  type AssignmentPage,
  type CurrentHolder,
  type ListAssignmentsQuery,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { notFound } from '../../platform/errors.ts';
import { planOfCompany } from '../billing/index.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import { toAssignment, toCurrentHolder } from './assignments.mapper.ts';
import * as repo from './assignments.repo.ts';

/**
 * The Assignments tab (spec 02 §2): active, overdue, returned or all, newest first; one machine's history with
 * equipmentId. spec 01 §6: on a plan with a history limit (Basic: last 50 events) the history filters — returned and
 * all — list only the newest N check-outs, all pages together, without deleting any (an upgrade shows everything
 * again); what is out now (active, overdue) is never cut. The limit is the listed company's; a provider admin's
 * all-company view has none.
 */
export async function listAssignments(tx: Sql, scope: Scope, q: ListAssignmentsQuery): Promise<AssignmentPage> {
  const today = effectiveToday(new Date(), q.today);
  const companyId = readCompany(scope, q.companyId);
  if (q.equipmentId && !(await repo.equipmentExists(tx, q.equipmentId, companyId))) throw notFound(equipmentMessages.notFound);
  const cursor = q.cursor ? decodeCursor(q.cursor, 'timestamptz') : null;
  const filter = { companyId, status: q.status, equipmentId: q.equipmentId, today };
  const isHistory = q.status === 'returned' || q.status === 'all';
  const historyLimit = isHistory && companyId ? quotasOf((await planOfCompany(tx, companyId)).limitsTier).historyEvents : null;
  const until = historyLimit === null ? null : await repo.nthNewestAssignmentKey(tx, filter, historyLimit);
  const before = cursor ? { assignedAt: cursor.sortKey, id: cursor.id } : undefined;
  const rows = await repo.listAssignments(tx, { ...filter, before }, q.limit + 1, until);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toAssignment(row, today)),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.sort_key, last.id) : null,
    today,
    historyLimit,
  };
}

/** Whom a machine can go to: the company's enabled people and its active job sites (the admin names the company). */
export async function assignmentOptions(tx: Sql, scope: Scope, requested: string | undefined): Promise<AssignmentOptions> {
  const companyId = writeCompany(scope, requested, m.companyContextRequired);
  const [people, sites] = [await repo.listPeople(tx, companyId), await repo.listActiveJobSites(tx, companyId)];
  return {
    people: people.map((p) => ({ id: p.id, name: p.name, role: p.role })),
    jobSites: sites.map((s) => ({ id: s.id, name: s.site_name, code: s.site_code })),
  };
}

/** Who holds a machine now, for the equipment detail (the equipment module asks through index.ts). */
export async function currentHolderOf(tx: Sql, equipmentId: string, companyId: string, todayHint?: string): Promise<CurrentHolder | null> {
  const row = await repo.findActiveForEquipment(tx, equipmentId, companyId);
  return row ? toCurrentHolder(row, effectiveToday(new Date(), todayHint)) : null;
}
