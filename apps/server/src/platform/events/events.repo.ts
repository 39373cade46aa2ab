import type { LiveEventKind } from '@gears/domain/platform/live-events';
import type { Sql } from '../../db/database.ts';
import { liveEventChannel } from './hub.ts';

/** Sends an event when tx commits (nothing if it rolls back): NOTIFY with the payload of migration 0020's triggers. */
export async function notifyEvent(
  tx: Sql,
  event: { kind: LiveEventKind; companyId: string; entityId: string | null; userId?: string | null },
): Promise<void> {
  await tx.query('select pg_notify($1, live_event_payload($2, $3::uuid, $4::uuid, $5::uuid))', [
    liveEventChannel,
    event.kind,
    event.companyId,
    event.entityId,
    event.userId ?? null,
  ]);
}

/** What live_session_check (migration 0020) finds for a stream's session; none when it ended. */
export type StreamSessionRow = {
  session_id: string;
  user_id: string;
  company_id: string;
  role: string;
  impersonated_company_id: string | null;
};

export async function findStreamSession(
  tx: Sql,
  tokenHash: string,
  idleSeconds: number,
  impersonationSeconds: number,
): Promise<StreamSessionRow | null> {
  const rows = await tx.query<StreamSessionRow>('select * from live_session_check($1, $2, $3)', [
    tokenHash,
    idleSeconds,
    impersonationSeconds,
  ]);
  return rows[0] ?? null;
}
