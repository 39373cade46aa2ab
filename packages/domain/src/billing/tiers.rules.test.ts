import { describe, expect, it } from 'vitest';
import type { PlanId } from './plans.rules.ts';
import { basicTierFeatures } from './basic-features.ts';
import { allowance, featureKeys, featuresOf, hasFeature, quotasOf, usageLevel, type FeatureKey } from './tiers.rules.ts';

describe('tier quotas (spec 01 §6, §9)', () => {
  it.each<{
    tier: PlanId | null;
    equipment: number | null;
    users: number | null;
    customFields: number | null;
    reservationsPerAsset: number | null;
    historyEvents: number | null;
    alertTypes: number | null;
  }>([
    { tier: 'basic', equipment: 10, users: 2, customFields: 5, reservationsPerAsset: 1, historyEvents: 50, alertTypes: 3 },
    {
      tier: 'professional',
      equipment: null,
      users: 4,
      customFields: 25,
      reservationsPerAsset: null,
      historyEvents: null,
      alertTypes: null,
    },
    {
      tier: 'enterprise',
      equipment: null,
      users: null,
      customFields: null,
      reservationsPerAsset: null,
      historyEvents: null,
      alertTypes: null,
    },
    // The provider company is never limited.
    { tier: null, equipment: null, users: null, customFields: null, reservationsPerAsset: null, historyEvents: null, alertTypes: null },
  ])('$tier', ({ tier, ...expected }) => {
    expect(quotasOf(tier)).toEqual(expected);
  });
});

describe('feature keys (spec 01 §6 tier table)', () => {
  it.each<{ key: FeatureKey; basic: boolean; professional: boolean; enterprise: boolean }>([
    { key: 'check_in_out_basic', basic: true, professional: true, enterprise: true },
    { key: 'reservations_basic', basic: true, professional: true, enterprise: true },
    { key: 'check_in_out_attachments', basic: false, professional: true, enterprise: true },
    { key: 'reservations_calendar', basic: false, professional: true, enterprise: true },
    { key: 'lifecycle_edit', basic: false, professional: true, enterprise: true },
    { key: 'history_export', basic: false, professional: true, enterprise: true },
    { key: 'reporting', basic: false, professional: true, enterprise: true },
    { key: 'light_inventory', basic: false, professional: true, enterprise: true },
    { key: 'api_read', basic: false, professional: true, enterprise: true },
    { key: 'zapier_integration', basic: false, professional: true, enterprise: true },
    { key: 'alerts_configurable', basic: false, professional: true, enterprise: true },
    { key: 'weekly_digest', basic: false, professional: true, enterprise: true },
    { key: 'fleet_tracking', basic: false, professional: false, enterprise: true },
    { key: 'white_label', basic: false, professional: false, enterprise: true },
    { key: 'api_full', basic: false, professional: false, enterprise: true },
    { key: 'multi_location', basic: false, professional: false, enterprise: true },
    { key: 'advanced_workflows', basic: false, professional: false, enterprise: true },
    { key: 'custom_integrations', basic: false, professional: false, enterprise: true },
    { key: 'sla_guarantees', basic: false, professional: false, enterprise: true },
    { key: 'enterprise_notifications', basic: false, professional: false, enterprise: true },
    { key: 'depreciation_models', basic: false, professional: false, enterprise: true },
    { key: 'compliance_retention', basic: false, professional: false, enterprise: true },
    { key: 'tamper_evident_history', basic: false, professional: false, enterprise: true },
  ])('$key', ({ key, basic, professional, enterprise }) => {
    expect([hasFeature('basic', key), hasFeature('professional', key), hasFeature('enterprise', key), hasFeature(null, key)]).toEqual([
      basic,
      professional,
      enterprise,
      true,
    ]);
  });

  it('the table covers every key', () => {
    expect(featureKeys).toHaveLength(23);
  });
});

describe('limits', () => {
  it.each([
    { limit: 10, used: 9, adding: 1, allowed: 1 },
    { limit: 10, used: 10, adding: 1, allowed: 0 },
    { limit: 10, used: 7, adding: 5, allowed: 3 },
    { limit: 10, used: 12, adding: 2, allowed: 0 },
    { limit: null, used: 5000, adding: 1000, allowed: 1000 },
  ])('allowance limit $limit used $used adding $adding → $allowed', ({ limit, used, adding, allowed }) => {
    expect(allowance(limit, used, adding)).toBe(allowed);
  });

  it.each([
    { used: 7, limit: 10, level: 'ok' },
    { used: 8, limit: 10, level: 'near' },
    { used: 9, limit: 10, level: 'near' },
    { used: 10, limit: 10, level: 'at' },
    { used: 1, limit: 2, level: 'ok' },
    { used: 2, limit: 2, level: 'at' },
    { used: 3, limit: 4, level: 'ok' },
    { used: 4, limit: 4, level: 'at' },
    { used: 40, limit: null, level: 'unlimited' },
  ])('usage $used of $limit is $level (80% warning)', ({ used, limit, level }) => {
    expect(usageLevel(used, limit)).toBe(level);
  });
});

describe('basicTierFeatures (the web fallback when the plan cannot be read)', () => {
  it('is exactly the Basic tier of the feature table', () => {
    expect([...basicTierFeatures].sort()).toEqual(featuresOf('basic').sort());
  });
});
