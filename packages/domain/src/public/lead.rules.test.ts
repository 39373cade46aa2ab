import { describe, expect, it } from 'vitest';
import { checkLead, isValidEmail, type LeadDraft } from './lead.rules.ts';

const demo = { kind: 'demo', firstName: 'Ann', lastName: 'Lee', company: 'Lee Farms', email: 'Ann@Example.com' } as const;

describe('checkLead', () => {
  it.each<{ name: string; draft: LeadDraft; message: string; paths: string[] }>([
    // spec 03 §5: demo and sales need first and last name, company and email ('Missing Information').
    {
      name: 'demo without names',
      draft: { ...demo, firstName: ' ', lastName: '' },
      message: 'Missing Information',
      paths: ['firstName', 'lastName'],
    },
    { name: 'demo without company', draft: { ...demo, company: null }, message: 'Missing Information', paths: ['company'] },
    { name: 'demo without email', draft: { ...demo, email: '' }, message: 'Missing Information', paths: ['email'] },
    {
      name: 'sales without anything',
      draft: { kind: 'sales' },
      message: 'Missing Information',
      paths: ['firstName', 'lastName', 'company', 'email'],
    },
    {
      name: 'contact without message',
      draft: { kind: 'contact', firstName: 'A', lastName: 'B', email: 'a@b.co' },
      message: 'Missing Information',
      paths: ['message'],
    },
    // Mobile signup: a missing or malformed address is 'Invalid Email'.
    { name: 'mobile without email', draft: { kind: 'mobile_notify' }, message: 'Invalid Email', paths: ['email'] },
    { name: 'mobile without @', draft: { kind: 'mobile_notify', email: 'ann.example.com' }, message: 'Invalid Email', paths: ['email'] },
    { name: 'demo with a bad email', draft: { ...demo, email: 'ann@' }, message: 'Invalid Email', paths: ['email'] },
    {
      name: 'too long a message',
      draft: { ...demo, message: 'x'.repeat(2001) },
      message: 'Message can be at most 2000 characters.',
      paths: ['message'],
    },
    { name: 'letters in a phone', draft: { ...demo, phone: 'call me' }, message: 'Enter a valid phone number.', paths: ['phone'] },
  ])('$name → $message', ({ draft, message, paths }) => {
    const result = checkLead(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(message);
    expect(result.details.map((d) => d.path)).toEqual(paths);
  });

  it('trims, lower-cases the email and turns blanks into null', () => {
    const result = checkLead({ ...demo, phone: '  ', message: '  <script>alert(1)</script>  ', leadSource: 'home_hero' });
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: 'demo',
        firstName: 'Ann',
        lastName: 'Lee',
        company: 'Lee Farms',
        email: 'ann@example.com',
        phone: null,
        message: '<script>alert(1)</script>',
        equipmentType: null,
        fleetSize: null,
        leadSource: 'home_hero',
      },
    });
  });

  it('drops a lead source that is not a plain slug', () => {
    const result = checkLead({ ...demo, leadSource: 'https://spam.example' });
    expect(result.ok && result.lead.leadSource).toBeNull();
  });

  it('accepts a mobile signup with only an email', () => {
    expect(checkLead({ kind: 'mobile_notify', email: 'ops@fleet.example' }).ok).toBe(true);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['ann@example.com', true],
    ['a.b+c@sub.example.co.uk', true],
    ['ann@example', false],
    ['ann example@x.com', false],
    ['@example.com', false],
    ['', false],
  ])('%j → %j', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});
