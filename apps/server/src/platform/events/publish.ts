import type { LiveEventKind } from '@gears/domain/platform/live-events';
import type { Sql } from '../../db/database.ts';
import { notifyEvent } from './events.repo.ts';

/**
 * Publishes a live event inside the caller's transaction: it reaches the streams when tx commits, never if it rolls
 * back. Rows of the tables migration 0020 names (equipment, scans, tasks, repairs, parts, quotes, orders, invoices,
 * notifications) publish by trigger already; this is for a change that is not a row of those tables.
 */
export function publish(
  tx: Sql,
  event: { kind: LiveEventKind; companyId: string; entityId: string | null; userId?: string | null },
): Promise<void> {
  return notifyEvent(tx, event);
}
