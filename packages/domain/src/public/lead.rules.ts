/**
 * Leads (spec 03 §3, §5): the demo, sales, contact and mobile-app forms. Pure rules shared by the
 * server (whose answer counts) and the web forms; no zod here so the web bundle stays small.
 */
import { publicMessages as m } from './messages.ts';

export const leadKinds = ['demo', 'sales', 'contact', 'mobile_notify'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const fleetSizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type FleetSize = (typeof fleetSizes)[number];

export const leadEquipmentTypes = [
  'Excavators and earthmoving',
  'Cranes and lifting',
  'Aggregates and crushing',
  'Trucks and haulage',
  'Generators and compressors',
  'Manufacturing machinery',
  'Facility and hotel equipment',
  'Mixed fleet',
] as const;

export const leadFieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  message: 2000,
  equipmentType: 100,
  fleetSize: 20,
  leadSource: 60,
} as const;

export type LeadField = keyof typeof leadFieldLimits;

export const leadFieldLabels: Record<LeadField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  message: 'Message',
  equipmentType: 'Equipment Type',
  fleetSize: 'Fleet Size',
  leadSource: 'Lead source',
};

/** spec 03 §5: demo and sales need first and last name, company and email; the mobile signup only an email. */
export const requiredLeadFields: Record<LeadKind, readonly LeadField[]> = {
  demo: ['firstName', 'lastName', 'company', 'email'],
  sales: ['firstName', 'lastName', 'company', 'email'],
  contact: ['firstName', 'lastName', 'email', 'message'],
  mobile_notify: ['email'],
};

export type LeadDraft = { kind: LeadKind } & Partial<Record<LeadField, string | null | undefined>>;

export type CleanLead = { kind: LeadKind } & Record<Exclude<LeadField, 'email'>, string | null> & { email: string };

export type FieldIssue = { path: string; message: string };
export type LeadCheck = { ok: true; lead: CleanLead } | { ok: false; message: string; details: FieldIssue[] };

// A practical address check: something@something.tld, no spaces; the mail server has the last word.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^[0-9+()\-.\s]*$/;
const sourcePattern = /^[a-z0-9_-]*$/;

export function isValidEmail(value: string): boolean {
  return value.length <= leadFieldLimits.email && emailPattern.test(value);
}

/** Trims every field, lower-cases the email (the dedupe key per kind), and checks the spec's rules. */
export function checkLead(draft: LeadDraft): LeadCheck {
  const clean = {} as Record<LeadField, string | null>;
  for (const field of Object.keys(leadFieldLimits) as LeadField[]) {
    const value = (draft[field] ?? '').trim();
    clean[field] = value === '' ? null : value;
  }
  if (clean.email) clean.email = clean.email.toLowerCase();
  const required = requiredLeadFields[draft.kind];

  // spec 03 §5: the mobile signup calls a missing address 'Invalid Email'; the other forms call it 'Missing Information'.
  const missing = required.filter((field) => !clean[field] && !(field === 'email' && draft.kind === 'mobile_notify'));
  if (missing.length > 0) {
    return {
      ok: false,
      message: m.missingInformation,
      details: missing.map((path) => ({ path, message: `${leadFieldLabels[path]} is required.` })),
    };
  }
  if (!clean.email || !isValidEmail(clean.email))
    return { ok: false, message: m.invalidEmail, details: [{ path: 'email', message: m.enterValidEmail }] };

  const tooLong = (Object.keys(leadFieldLimits) as LeadField[]).filter((field) => (clean[field]?.length ?? 0) > leadFieldLimits[field]);
  if (tooLong.length > 0) {
    const details = tooLong.map((path) => ({
      path,
      message: `${leadFieldLabels[path]} can be at most ${leadFieldLimits[path]} characters.`,
    }));
    return { ok: false, message: details[0]!.message, details };
  }
  if (clean.phone && !phonePattern.test(clean.phone)) {
    return { ok: false, message: 'Enter a valid phone number.', details: [{ path: 'phone', message: 'Enter a valid phone number.' }] };
  }
  if (clean.leadSource && !sourcePattern.test(clean.leadSource)) clean.leadSource = null;
  return { ok: true, lead: { kind: draft.kind, ...clean, email: clean.email } };
}

export const leadKindLabels: Record<LeadKind, string> = {
  demo: 'Demo request',
  sales: 'Sales enquiry',
  contact: 'Contact form',
  mobile_notify: 'Mobile app notify',
};
