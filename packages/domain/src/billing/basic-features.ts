import type { FeatureKey } from './tiers.rules.ts';

/**
 * The features of the Basic tier (spec 01 §6), for the web's fallback when the plan cannot be read (the tier then
 * reads as basic, spec 01 §4) without loading the whole tier table on every dashboard page. tiers.rules.test.ts
 * checks it equals featuresOf('basic').
 */
export const basicTierFeatures: readonly FeatureKey[] = ['check_in_out_basic', 'reservations_basic'];
