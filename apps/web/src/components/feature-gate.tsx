import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { featureTable, type FeatureKey } from '@gears/domain/billing/tiers.rules';
import { tierNameOf } from '@gears/domain/billing/messages';
import { useFeatures } from '../lib/features.ts';
import { useSession } from '../lib/session.ts';
import { Button } from './ui/button.tsx';
import { PageHeader } from './ui/page-header.tsx';
import { SkeletonRows } from './ui/skeleton.tsx';

/**
 * Renders `children` only when the company's plan has `feature`; otherwise the Feature Unavailable panel, under the
 * page's `title` when the gate is a whole page (a direct visit then still reads as that page, never a broken one).
 */
export function FeatureGate({ feature, title, children }: { feature: FeatureKey; title?: string; children: ReactNode }) {
  const has = useFeatures().has(feature);
  if (has === null) return <SkeletonRows rows={3} />;
  if (has) return children;
  return title ? (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={title} />
      <FeatureUnavailable feature={feature} />
    </div>
  ) : (
    <FeatureUnavailable feature={feature} />
  );
}

/** spec 01 §6: 'Feature Unavailable … not available in your subscription tier', the plan that has it, and the way there. */
export function FeatureUnavailable({ feature }: { feature: FeatureKey }) {
  const { user } = useSession();
  const { label, minTier } = featureTable[feature];
  const canUpgrade = user?.role === 'client_admin';
  return (
    <section
      aria-labelledby={`unavailable-${feature}`}
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center"
      data-testid="feature-unavailable"
    >
      <Lock className="size-6 text-muted-foreground" aria-hidden="true" />
      <h2 id={`unavailable-${feature}`} className="text-lg font-semibold">
        Feature Unavailable
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {label} is not available in your subscription tier. It comes with the {tierNameOf(minTier)} plan
        {minTier === 'enterprise' ? '' : ' and up'}.{canUpgrade ? '' : ' Ask your company administrator to upgrade the plan.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {canUpgrade ? (
          <Button asChild>
            <Link to="/account/billing">Upgrade your plan</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/pricing">Compare plans</Link>
        </Button>
      </div>
    </section>
  );
}
