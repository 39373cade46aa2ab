import {
  checkLead,
  foundersProgress,
  leadKindLabels,
  publicMessages as m,
  type CleanLead,
  type FoundersProgress,
  type Lead,
  type ListLeadsQuery,
  type SubmitLeadInput,
  type SubmitLeadResult,
  type UpdateLeadInput,
} from '@gears/domain';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import type { TxRunner } from '../../db/runner.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import { hitLimits, publicFormLimit, type Limit } from '../../platform/rate-limit.ts';
import { toLead } from './leads.mapper.ts';
import * as repo from './leads.repo.ts';

/** Spam protection: the platform's per-address form limit, and a few a day per email address. */
export const leadEmailLimit = (email: string): Limit => ({ bucket: `form:lead-email:${email}`, max: 5, windowSeconds: 24 * 60 * 60 });

/** spec 03 §8: stored leads answer 'Request Received' (no CRM id yet); the mobile signup 'Successfully Registered!'. */
function acceptedAnswer(input: { kind: SubmitLeadInput['kind']; firstName?: string | null }): SubmitLeadResult {
  if (input.kind === 'mobile_notify') {
    return { received: true, title: m.mobileRegistered, message: 'We will email you when the GEARS Portal mobile app launches.' };
  }
  const name = input.firstName?.trim();
  return {
    received: true,
    title: m.requestReceived,
    message: `Thank you${name ? `, ${name}` : ''}. Our team will get back to you by email.`,
  };
}

/**
 * A visitor's demo, sales, contact or mobile-app request. A filled honeypot gets the same answer
 * and is not stored. A new lead emails the provider's admins through the outbox.
 */
export async function submitLead(run: TxRunner, input: SubmitLeadInput, opts: { ip: string; config: Config }): Promise<SubmitLeadResult> {
  if (input.website && input.website.trim() !== '') {
    await run((tx) => hitLimits(tx, [publicFormLimit('lead', opts.ip)]));
    return acceptedAnswer(input);
  }
  const check = checkLead(input);
  if (!check.ok) throw new AppError('VALIDATION', check.message, { details: check.details });
  const lead = check.lead;
  await run(async (tx) => {
    await hitLimits(tx, [publicFormLimit('lead', opts.ip), leadEmailLimit(lead.email)]);
    const { isNew } = await repo.submitLeadUnscoped(tx, lead);
    if (isNew) await notifyProvider(tx, lead, opts.config);
  });
  return acceptedAnswer(input);
}

/** Plain text only: whatever the visitor typed (markup included) reaches the admins as text. */
async function notifyProvider(tx: Sql, lead: CleanLead, config: Config): Promise<void> {
  const who = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.email;
  const lines = [
    `${leadKindLabels[lead.kind]} from ${who}${lead.company ? ` (${lead.company})` : ''}.`,
    '',
    `Email: ${lead.email}`,
    lead.phone ? `Phone: ${lead.phone}` : null,
    lead.company ? `Company: ${lead.company}` : null,
    lead.equipmentType ? `Equipment type: ${lead.equipmentType}` : null,
    lead.fleetSize ? `Fleet size: ${lead.fleetSize}` : null,
    lead.leadSource ? `Source: ${lead.leadSource}` : null,
    lead.message ? `\nMessage:\n${lead.message}` : null,
    '',
    `Follow up in the admin area: ${config.publicUrl}/dashboard/admin?tab=leads`,
  ].filter((line) => line !== null);
  // One line, no control characters, bounded: the subject is a header.
  const subject = `New ${leadKindLabels[lead.kind].toLowerCase()}: ${who}`.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 150);
  for (const to of await repo.providerRecipientsUnscoped(tx)) {
    await enqueueEmail(tx, { to, subject, template: 'lead_received', text: lines.join('\n') });
  }
}

export async function listLeads(tx: Sql, q: ListLeadsQuery): Promise<{ leads: Lead[] }> {
  const rows = await repo.listLeads(tx, q);
  return { leads: rows.map(toLead) };
}

export async function updateLead(tx: Sql, id: string, input: UpdateLeadInput): Promise<{ lead: Lead }> {
  const row = await repo.updateLeadStatus(tx, id, input.status);
  if (!row) throw notFound(m.leadNotFound);
  return { lead: toLead(row) };
}

export async function readFoundersProgress(tx: Sql): Promise<FoundersProgress> {
  return foundersProgress(await repo.foundersClaimedCountUnscoped(tx));
}
