import { useMemo } from 'react';
import { basicTierFeatures } from '@gears/domain/billing/basic-features';
import type { FeatureKey } from '@gears/domain/billing/tiers.rules';
import { useSubscription } from './subscription.ts';

/**
 * The tier features of the company in view (spec 01 §6), from the plan the server reports. `has` answers null while the
 * plan is loading; on error the tier reads as basic (spec 01 §4). The server refuses a missing feature either way.
 */
export function useFeatures() {
  const subscription = useSubscription();
  const features: readonly FeatureKey[] | null = subscription.data?.features ?? (subscription.isError ? basicTierFeatures : null);
  return useMemo(
    () => ({
      has: (key: FeatureKey): boolean | null => (features === null ? null : features.includes(key)),
      /** True only once the plan is known to lack `key`, so navigation does not flicker while it loads. */
      lacks: (key: FeatureKey): boolean => features !== null && !features.includes(key),
    }),
    [features],
  );
}
