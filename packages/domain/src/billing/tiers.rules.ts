import { planById, type PlanId } from './plans.rules.ts';

/**
 * spec 01 §6 (tier features) and §9 (seats, equipment units). One row per feature key: the lowest tier that has it.
 * fleet_tracking is Enterprise first (spec 01 §1 FAQ: GPS tracking is in beta, Enterprise first).
 */
export const featureKeys = [
  'check_in_out_basic',
  'reservations_basic',
  'check_in_out_attachments',
  'reservations_calendar',
  'lifecycle_edit',
  'history_export',
  'reporting',
  'light_inventory',
  'api_read',
  'zapier_integration',
  'alerts_configurable',
  'weekly_digest',
  'fleet_tracking',
  'white_label',
  'api_full',
  'multi_location',
  'advanced_workflows',
  'custom_integrations',
  'sla_guarantees',
  'enterprise_notifications',
  'depreciation_models',
  'compliance_retention',
  'tamper_evident_history',
] as const;
export type FeatureKey = (typeof featureKeys)[number];

const tierRank: Record<PlanId, number> = { basic: 0, professional: 1, enterprise: 2 };

export const featureTable: Record<FeatureKey, { minTier: PlanId; label: string }> = {
  check_in_out_basic: { minTier: 'basic', label: 'Check-in and check-out' },
  reservations_basic: { minTier: 'basic', label: 'Reservations (list)' },
  check_in_out_attachments: { minTier: 'professional', label: 'Attachments on check-in and check-out' },
  reservations_calendar: { minTier: 'professional', label: 'Reservation calendar view' },
  lifecycle_edit: { minTier: 'professional', label: 'Editable lifecycle' },
  history_export: { minTier: 'professional', label: 'History export' },
  reporting: { minTier: 'professional', label: 'Reporting' },
  light_inventory: { minTier: 'professional', label: 'Light inventory' },
  api_read: { minTier: 'professional', label: 'Read-only API' },
  zapier_integration: { minTier: 'professional', label: 'Zapier integration' },
  alerts_configurable: { minTier: 'professional', label: 'Configurable alerts' },
  weekly_digest: { minTier: 'professional', label: 'Weekly digest' },
  fleet_tracking: { minTier: 'enterprise', label: 'Fleet tracking' },
  white_label: { minTier: 'enterprise', label: 'White label' },
  api_full: { minTier: 'enterprise', label: 'Full API' },
  multi_location: { minTier: 'enterprise', label: 'Multiple locations' },
  advanced_workflows: { minTier: 'enterprise', label: 'Advanced workflows' },
  custom_integrations: { minTier: 'enterprise', label: 'Custom integrations' },
  sla_guarantees: { minTier: 'enterprise', label: 'SLA guarantees' },
  enterprise_notifications: { minTier: 'enterprise', label: 'Enterprise notifications' },
  depreciation_models: { minTier: 'enterprise', label: 'Multiple depreciation models' },
  compliance_retention: { minTier: 'enterprise', label: 'Compliance retention' },
  tamper_evident_history: { minTier: 'enterprise', label: 'Tamper-evident history' },
};

/** null = unlimited. */
export type TierQuotas = {
  equipment: number | null;
  users: number | null;
  customFields: number | null;
  reservationsPerAsset: number | null;
  historyEvents: number | null;
  alertTypes: number | null;
};

/** spec 01 §6: Basic 5 custom fields, 1 reservation per asset, last 50 history events, 3 alert types; Professional 25 custom fields. */
const otherQuotas: Record<PlanId, Omit<TierQuotas, 'equipment' | 'users'>> = {
  basic: { customFields: 5, reservationsPerAsset: 1, historyEvents: 50, alertTypes: 3 },
  professional: { customFields: 25, reservationsPerAsset: null, historyEvents: null, alertTypes: null },
  enterprise: { customFields: null, reservationsPerAsset: null, historyEvents: null, alertTypes: null },
};

/** The limits of a tier; null (provider company) = nothing is limited. Equipment and seats come from the plan table. */
export function quotasOf(tier: PlanId | null): TierQuotas {
  if (tier === null)
    return { equipment: null, users: null, customFields: null, reservationsPerAsset: null, historyEvents: null, alertTypes: null };
  const plan = planById(tier)!;
  return { equipment: plan.equipmentLimit, users: plan.userLimit, ...otherQuotas[tier] };
}

/** null tier = the provider company, which has every feature. */
export function hasFeature(tier: PlanId | null, key: FeatureKey): boolean {
  return tier === null || tierRank[tier] >= tierRank[featureTable[key].minTier];
}

export function featuresOf(tier: PlanId | null): FeatureKey[] {
  return featureKeys.filter((key) => hasFeature(tier, key));
}

export type LimitKind = 'equipment' | 'users';

/** How many of `adding` fit under the limit given `used` (all of them when unlimited). */
export function allowance(limit: number | null, used: number, adding: number): number {
  if (limit === null) return adding;
  return Math.max(0, Math.min(adding, limit - used));
}

/** The share of a limit at which the web warns (issue 6 item 7: an 80% warning). */
export const limitWarningRatio = 0.8;

export type UsageLevel = 'unlimited' | 'ok' | 'near' | 'at';

export function usageLevel(used: number, limit: number | null): UsageLevel {
  if (limit === null) return 'unlimited';
  if (used >= limit) return 'at';
  return used >= Math.ceil(limit * limitWarningRatio) ? 'near' : 'ok';
}
