import { describe, expect, it } from 'vitest';
import { defaultChannelFor, effectiveChannel, kindsForRole, notificationKindInfo, notificationKinds } from './notification-kinds.rules.ts';

describe('notification defaults (issue 17: in-app; email for critical ones)', () => {
  it.each([
    ['invoice_issued', 'manager', 'email'],
    ['payment_failed', 'client_admin', 'email'],
    ['task_overdue', 'technician', 'email'],
    ['fleet_alert_critical', 'supervisor', 'email'],
    ['repair_submitted', 'supervisor', 'in_app'],
    ['task_assigned', 'technician', 'in_app'],
    ['quote_ready', 'manager', 'in_app'],
    ['weekly_digest', 'client_admin', 'email'],
    ['weekly_digest', 'manager', 'email'],
    ['weekly_digest', 'supervisor', 'off'],
    ['weekly_digest', 'technician', 'off'],
  ] as const)('%s for a %s → %s', (kind, role, channel) => expect(defaultChannelFor(kind, role)).toBe(channel));
});

describe('a stored choice wins only where the kind offers it', () => {
  it.each([
    ['repair_submitted', 'manager', 'off', 'off'],
    ['repair_submitted', 'manager', 'email', 'email'],
    ['repair_submitted', 'manager', null, 'in_app'],
    ['weekly_digest', 'manager', 'in_app', 'email'],
    ['weekly_digest', 'technician', 'email', 'email'],
    ['task_due', 'technician', 'bogus', 'in_app'],
  ] as const)('%s, %s, stored %s → %s', (kind, role, stored, channel) => expect(effectiveChannel(kind, role, stored)).toBe(channel));
});

describe('who is offered which kinds', () => {
  it('client roles never see the provider-only kinds, provider staff see only theirs and the shared ones', () => {
    expect(kindsForRole('technician')).not.toContain('review_pending');
    expect(kindsForRole('manager')).toContain('payment_received');
    expect(kindsForRole('gears_admin')).toEqual(['quote_accepted', 'payment_received', 'review_pending']);
  });
  it('every kind offers its own default', () => {
    for (const k of notificationKinds) expect(notificationKindInfo[k].channels).toContain(notificationKindInfo[k].defaultChannel);
  });
});
