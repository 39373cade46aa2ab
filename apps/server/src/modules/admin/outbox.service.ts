import type { OutboxEmail, ResendOutboxEmailResult, Role } from '@gears/domain';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import { recordActivity } from '../../platform/audit.ts';
import { hideCapabilityLinks } from '../../platform/capability-links.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import type { Scope } from '../../platform/scope.ts';
import { hashToken } from '../../platform/tokens.ts';
import { issuePasswordReset } from '../auth/index.ts';
import { inviteUser } from '../team/index.ts';
import * as repo from './outbox.repo.ts';

export const outboxMessages = {
  emailNotFound: 'Email not found',
  resetSent: (to: string) => `A new password reset link was sent to ${to}.`,
  noAccount: 'No enabled account has this address any more, so no reset link was sent.',
  invitationSent: (to: string) => `A new invitation was sent to ${to}; the earlier link no longer works.`,
  invitationAccepted: 'This invitation was already accepted.',
  invitationReplaced: 'This invitation was revoked or replaced by a newer one. Resend the newest invitation email instead.',
  invitationUnknown: 'The invitation this email was for no longer exists.',
  linkNotReissuable: 'This email carries a one-time link that cannot be issued again from here.',
  copySent: (to: string) => `The email was queued again for ${to}.`,
} as const;

/** What a provider admin sees: secrets in links hidden in the subject and the body (platform/capability-links.ts). */
export function toOutboxEmail(r: repo.OutboxRow): OutboxEmail {
  const subject = hideCapabilityLinks(r.subject);
  const body = hideCapabilityLinks(r.body_text);
  return {
    id: r.id,
    toAddress: r.to_address,
    subject: subject.text,
    template: r.template,
    body: body.text,
    linksHidden: subject.hidden + body.hidden,
    status: r.status,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  };
}

export async function listOutbox(tx: Sql): Promise<OutboxEmail[]> {
  return (await repo.listOutbox(tx, 200)).map(toOutboxEmail);
}

/** The token of the invitation link in an invitation email (team.service.ts writes it as PUBLIC_URL/invite/:token). */
function invitationTokenIn(body: string): string | null {
  const match = body.match(/\/invite\/([A-Za-z0-9_%-]+)/);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

async function resendInvitation(tx: Sql, admin: Scope, row: repo.OutboxRow, config: Config): Promise<string> {
  const token = invitationTokenIn(row.body_text);
  const invitation = token ? await repo.findInvitationByTokenHash(tx, hashToken(token)) : null;
  if (!invitation) throw new AppError('CONFLICT', outboxMessages.invitationUnknown);
  if (invitation.accepted_at) throw new AppError('CONFLICT', outboxMessages.invitationAccepted);
  if (invitation.revoked_at) throw new AppError('CONFLICT', outboxMessages.invitationReplaced);
  // The normal way: the pending invitation is revoked and a new one, with a new link, is emailed. A provider admin
  // may be told that the address has an account by now (they see every account anyway).
  const invite = {
    companyId: invitation.company_id,
    actorId: admin.actorId,
    email: invitation.email,
    role: invitation.role as Role,
    config,
    revealsAccounts: true,
  };
  await inviteUser(tx, invite);
  return outboxMessages.invitationSent(invitation.email);
}

/**
 * Resend from the outbox (the admin never sees the link): a reset or an invitation is issued again the normal way,
 * with a fresh token, and emailed; an email without such a link is queued again as it was.
 */
export async function resendOutboxEmail(tx: Sql, admin: Scope, id: string, config: Config): Promise<ResendOutboxEmailResult> {
  const row = await repo.findOutboxEmail(tx, id);
  if (!row) throw notFound(outboxMessages.emailNotFound);
  let message: string;
  if (row.template === 'password_reset') {
    if (!(await issuePasswordReset(tx, row.to_address, config))) throw new AppError('CONFLICT', outboxMessages.noAccount);
    message = outboxMessages.resetSent(row.to_address);
  } else if (row.template === 'invitation') {
    message = await resendInvitation(tx, admin, row, config);
  } else if (toOutboxEmail(row).linksHidden > 0) {
    throw new AppError('CONFLICT', outboxMessages.linkNotReissuable);
  } else {
    await enqueueEmail(tx, { to: row.to_address, subject: row.subject, template: row.template, text: row.body_text });
    message = outboxMessages.copySent(row.to_address);
  }
  await recordActivity(tx, {
    companyId: admin.homeCompanyId,
    userId: admin.actorId,
    action: 'email_resent',
    entityType: 'email',
    entityId: row.id,
    details: { template: row.template, to: row.to_address },
  });
  return { message };
}
