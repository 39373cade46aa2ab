import type { CleanLead, LeadKind, LeadStatus } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

export type LeadRow = {
  id: string;
  kind: LeadKind;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  lead_source: string | null;
  equipment_type: string | null;
  fleet_size: string | null;
  status: LeadStatus;
  submit_count: number;
  created_at: Date;
  updated_at: Date;
};

/**
 * Unscoped on purpose: visitors have no tenant. The definer function lead_submit (migration 0008)
 * inserts or, for a repeat of the same kind and email, updates and bumps submit_count.
 */
export async function submitLeadUnscoped(tx: Sql, lead: CleanLead): Promise<{ leadId: string; isNew: boolean }> {
  const rows = await tx.query<{ lead_id: string; is_new: boolean }>(
    'select lead_id, is_new from lead_submit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
    [
      lead.kind,
      lead.email,
      lead.firstName,
      lead.lastName,
      lead.phone,
      lead.company,
      lead.message,
      lead.leadSource,
      lead.equipmentType,
      lead.fleetSize,
    ],
  );
  return { leadId: rows[0]!.lead_id, isNew: rows[0]!.is_new };
}

/** Unscoped on purpose: a visitor's request notifies the provider's admins, whom the visitor cannot read. */
export async function providerRecipientsUnscoped(tx: Sql): Promise<string[]> {
  const rows = await tx.query<{ email: string }>('select provider_notification_recipients() as email');
  return rows.map((r) => r.email);
}

/** Unscoped on purpose: the founders counter is public (spec 03 §7 get_founders_subscriber_count). */
export async function foundersClaimedCountUnscoped(tx: Sql): Promise<number> {
  const rows = await tx.query<{ n: number }>('select founders_claimed_count() as n');
  return rows[0]?.n ?? 0;
}

/** Newest first; RLS shows rows only to a provider admin. */
export async function listLeads(tx: Sql, f: { status?: LeadStatus; kind?: LeadKind; limit: number }): Promise<LeadRow[]> {
  return tx.query<LeadRow>(
    `select * from leads where ($1::text is null or status = $1) and ($2::text is null or kind = $2)
      order by created_at desc, id limit $3`,
    [f.status ?? null, f.kind ?? null, f.limit],
  );
}

export async function updateLeadStatus(tx: Sql, id: string, status: LeadStatus): Promise<LeadRow | null> {
  const rows = await tx.query<LeadRow>('update leads set status = $2, updated_at = now() where id = $1 returning *', [id, status]);
  return rows[0] ?? null;
}
