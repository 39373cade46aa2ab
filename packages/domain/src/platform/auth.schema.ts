import { z } from 'zod';
import { role } from './roles.rules.ts';
import { passwordMax } from './password.rules.ts';

export const themeValue = z.enum(['light', 'dark', 'system']);
export type ThemeValue = z.infer<typeof themeValue>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }).max(254));

export const signInInput = z.strictObject({
  email: z.string().trim().min(1, 'Email is required.').toLowerCase().max(254),
  password: z.string().min(1, 'Password is required.').max(passwordMax),
});
export type SignInInput = z.infer<typeof signInInput>;

export const forgotPasswordInput = z.strictObject({
  email: z.string().trim().min(1, 'Email is required.').toLowerCase().max(254),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.strictObject({
  token: z.string().min(10).max(200),
  password: z.string().max(passwordMax + 1),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** spec 01 §5: all five fields required. */
export const registrationRequestInput = z.strictObject({
  fullName: z.string().trim().min(1, 'Full Name is required.').max(200),
  email,
  companyName: z.string().trim().min(1, 'Company Name is required.').max(200),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone Number is required.')
    .max(40)
    .regex(/^[0-9+()\-.\s]+$/, 'Enter a valid phone number.'),
  reason: z.string().trim().min(1, 'Reason for Access is required.').max(2000),
});
export type RegistrationRequestInput = z.infer<typeof registrationRequestInput>;

export const acceptInvitationInput = z.strictObject({
  name: z.string().trim().min(1, 'Name is required.').max(200),
  password: z.string().max(passwordMax + 1),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export const updateProfileInput = z.strictObject({
  name: z.string().trim().min(1, 'Name is required.').max(200).optional(),
  jobTitle: z.string().trim().max(200).nullable().optional(),
  theme: themeValue.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required.').max(passwordMax),
  newPassword: z.string().max(passwordMax + 1),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const userProfile = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role,
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyId: z.uuid(),
  companyName: z.string(),
  theme: themeValue,
});
export type UserProfile = z.infer<typeof userProfile>;

/** spec 01 §4: the effective company context. */
export const companyContext = z.object({
  isAdmin: z.boolean(),
  isImpersonating: z.boolean(),
  companyId: z.uuid().nullable(),
  companyName: z.string(),
  impersonation: z.object({ companyId: z.uuid(), companyName: z.string(), startedAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type CompanyContext = z.infer<typeof companyContext>;

export const meResponse = z.object({ user: userProfile, context: companyContext });
export type MeResponse = z.infer<typeof meResponse>;

export const sessionSummary = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;
