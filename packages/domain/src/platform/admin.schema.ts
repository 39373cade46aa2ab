import { z } from 'zod';
import { clientRole, role } from './roles.rules.ts';

export const startImpersonationInput = z.strictObject({
  clientId: z.string().trim().min(1, 'Client id is required.').max(200),
});
export type StartImpersonationInput = z.infer<typeof startImpersonationInput>;

export const companySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  subscriptionTier: z.string(),
  subscriptionStatus: z.string(),
  trialStatus: z.string().nullable(),
  /** ISO time the free trial ends or ended (issue 6: plan, status and trial end visible to provider admins). */
  trialEndDate: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  isProvider: z.boolean(),
  isDemo: z.boolean(),
  userCount: z.number(),
});
export type CompanySummary = z.infer<typeof companySummary>;

/** An existing company a request's name matches: the approve dialog warns with its users and seats (null: no limit). */
export const matchingCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  userCount: z.number(),
  /** Users plus open invitations, as the plan's user limit counts them. */
  seatsUsed: z.number(),
  seatLimit: z.number().nullable(),
});
export type MatchingCompany = z.infer<typeof matchingCompany>;

export const registrationRequestStatus = z.enum(['pending', 'approved', 'rejected']);
export const registrationRequest = z.object({
  id: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string(),
  phone: z.string(),
  reason: z.string(),
  status: registrationRequestStatus,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  companyId: z.uuid().nullable(),
  /** Client companies whose name equals the requested one, letter case and spacing aside (pending requests only). */
  matchingCompanies: z.array(matchingCompany),
});
export type RegistrationRequest = z.infer<typeof registrationRequest>;

export const approvalModes = ['new_company', 'join'] as const;

/**
 * Approving makes a new company unless the admin explicitly chooses to join an existing one (issue 12): joining names
 * the company and gives the lowest role, technician, unless another is chosen. A new company's requester is its Client Admin.
 */
export const approveRegistrationInput = z
  .strictObject({
    mode: z.enum(approvalModes, { message: "Choose 'new_company' or 'join'." }).default('new_company'),
    companyName: z.string().trim().min(1, 'Company name is required.').max(200).optional(),
    companyId: z.uuid({ message: 'Not a valid company id.' }).optional(),
    role: clientRole.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'join') {
      if (!input.companyId) ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'Choose the company to join.' });
      if (input.companyName !== undefined)
        ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'A company name applies only to a new company.' });
      return;
    }
    if (input.companyId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: "To add the requester to an existing company, choose mode 'join'." });
    if (input.role !== undefined && input.role !== 'client_admin')
      ctx.addIssue({
        code: 'custom',
        path: ['role'],
        message: "A new company's first user is its Client Admin; a role applies only when joining.",
      });
  });
export type ApproveRegistrationInput = z.infer<typeof approveRegistrationInput>;

export const createInvitationInput = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address.' })),
  role: clientRole,
  companyId: z.uuid().optional(),
});
export type CreateInvitationInput = z.infer<typeof createInvitationInput>;

export const invitationSummary = z.object({
  id: z.uuid(),
  email: z.string(),
  role,
  companyId: z.uuid(),
  companyName: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type InvitationSummary = z.infer<typeof invitationSummary>;

/** A new invitation; the link only when the inviter may see it (a provider admin, who sees every account). */
export const invitationCreated = z.object({ invitation: invitationSummary, link: z.string().optional() });

/** GET /api/invitations/:token: what the invitation page shows before the account is made. */
export const invitationDetails = z.object({ email: z.string(), role: z.string(), companyName: z.string(), expiresAt: z.string() });

/** A member of the company's team (GET /api/company/users). */
export const companyUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyId: z.uuid(),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof companyUser>;

/** A registration request approved (with the invitation sent, and its link for the provider admin) or rejected. */
export const registrationDecision = z.object({
  request: registrationRequest,
  invitation: invitationSummary.optional(),
  link: z.string().nullable().optional(),
});

/**
 * An outbox email as a provider admin sees it: links that carry a secret (a reset or invitation token) read
 * 'link hidden — resend' in the subject and body; the delivered email keeps them. `linksHidden` counts them.
 */
export const outboxEmail = z.object({
  id: z.uuid(),
  toAddress: z.string(),
  subject: z.string(),
  template: z.string(),
  body: z.string(),
  linksHidden: z.number().int().min(0),
  status: z.enum(['queued', 'sent', 'failed', 'recorded']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

/** POST /api/admin/outbox/:id/resend: a fresh link issued the normal way (reset, invitation), or a copy of the email. */
export const resendOutboxEmailResult = z.object({ message: z.string() });
export type ResendOutboxEmailResult = z.infer<typeof resendOutboxEmailResult>;

export const securityEvent = z.object({
  id: z.uuid(),
  eventType: z.string(),
  actorEmail: z.string().nullable(),
  companyId: z.uuid().nullable(),
  targetCompanyId: z.uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEvent>;

export * from './jobs.schema.ts';
