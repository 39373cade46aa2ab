import { Suspense } from 'react';
import { lazyPage } from '../lazy-page.ts';

// features/dashboard may not import features/quotes (import-boundaries.test.ts): app/ places the banners, in their own chunk.
const QuoteAlertBanners = lazyPage(() => import('../../features/quotes/components/requests/quote-alert-banners.tsx'), 'QuoteAlertBanners');

/** spec 03 §2 client alert banners (Quote Ready, Payment Due) above the dashboard home; nothing when there are none. */
export function QuoteAlertsSlot() {
  return (
    <div className="not-empty:mb-5">
      <Suspense fallback={null}>
        <QuoteAlertBanners />
      </Suspense>
    </div>
  );
}
