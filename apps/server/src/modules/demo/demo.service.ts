import type { Sql } from '../../db/database.ts';
import { recordSecurityEvent } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import * as repo from './demo.repo.ts';

export type DemoDataStatus = { total: number; rows: Record<string, number>; blockers: Record<string, number> };
export type DemoDataRemoval = { total: number; removed: Record<string, number>; message: string };

/** What a user's own record is, as the refusal names it: "2 maintenance tasks on demo equipment". */
const blockerLabels: Record<string, [string, string]> = {
  maintenance_tasks: ['maintenance task on demo equipment', 'maintenance tasks on demo equipment'],
  repairs: ['repair on demo equipment or a demo task', 'repairs on demo equipment or demo tasks'],
  quote_requests: ['quote request for demo equipment', 'quote requests for demo equipment'],
  quote_items: ['quote item with a demo part', 'quote items with demo parts'],
  part_stock_movements: ['stock movement on a demo task', 'stock movements on demo tasks'],
  parts_quotes: ['parts quote request for a demo part', 'parts quote requests for demo parts'],
  equipment_images: ['image uploaded to demo equipment', 'images uploaded to demo equipment'],
  equipment_documents: ['document uploaded to demo equipment', 'documents uploaded to demo equipment'],
  repair_attachments: ['attachment on a demo repair', 'attachments on demo repairs'],
  job_site_equipment_assignments: ['demo machine on one of your job sites', 'demo machines on your job sites'],
  asset_assignments: ['active check-out of demo equipment', 'active check-outs of demo equipment'],
  asset_reservations: ['open reservation of demo equipment', 'open reservations of demo equipment'],
  equipment_tracker_assignments: [
    'tracker on demo equipment (or demo tracker on your equipment)',
    'trackers on demo equipment (or demo trackers on your equipment)',
  ],
};

export function describeBlockers(blockers: Record<string, number>): string {
  const parts = Object.entries(blockers).map(([kind, n]) => {
    const [one, many] = blockerLabels[kind] ?? [`${kind.replace(/_/g, ' ')} row`, `${kind.replace(/_/g, ' ')} rows`];
    return `${n} ${n === 1 ? one : many}`;
  });
  return `The demo data cannot be removed while your own records use it: ${parts.join(', ')}. Delete them or move them to your own equipment and parts, then try again.`;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + Number(b), 0);

/** How many demo rows are left per table, and which of the users' own records would stop a removal. */
export async function demoDataStatus(tx: Sql): Promise<DemoDataStatus> {
  const rows = await repo.countDemoRows(tx);
  return { total: sum(rows), rows, blockers: await repo.demoBlockers(tx) };
}

/**
 * A provider admin removes every demo record in one action (ADR 0016): the demo accounts and companies stay (they
 * are the demo logins), the users' own rows are never touched — if any refer to demo records the removal is refused
 * (409) with what they are. Recorded as a security event with the counts.
 */
export async function removeDemoData(tx: Sql, admin: Scope, ip: string): Promise<DemoDataRemoval> {
  const blockers = await repo.demoBlockers(tx);
  if (Object.keys(blockers).length > 0) throw new AppError('CONFLICT', describeBlockers(blockers), { details: { blockers } });
  const removed = Object.fromEntries(Object.entries(await repo.removeDemoRows(tx)).filter(([, n]) => Number(n) > 0));
  const total = sum(removed);
  await recordSecurityEvent(tx, {
    companyId: admin.homeCompanyId,
    actorUserId: admin.actorId,
    actorEmail: admin.email,
    eventType: 'demo_data_removed',
    details: { total, removed },
    ipAddress: ip,
  });
  return { total, removed, message: total === 0 ? 'There was no demo data left to remove.' : `Demo data removed: ${total} records.` };
}
