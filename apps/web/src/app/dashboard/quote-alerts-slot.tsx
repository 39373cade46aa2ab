import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { RevealWhen } from '../../components/reveal-when.tsx';
import { lazyPage } from '../lazy-page.ts';

// features/dashboard may not import features/quotes (import-boundaries.test.ts): app/ places the banners, in their own chunk.
const QuoteAlertBanners = lazyPage(() => import('../../features/quotes/components/quote-alert-banners.tsx'), 'QuoteAlertBanners');

/**
 * spec 03 §2 client alert banners (Quote Ready, Payment Due) above the dashboard home; nothing when there are none. The
 * page below stays invisible until the banners are known, so a late banner never pushes it down on a phone.
 */
export function QuoteAlertsAbove({ children }: { children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  return (
    <>
      <div className="not-empty:mb-5">
        <Suspense fallback={null}>
          <QuoteAlertBanners onSettled={onSettled} />
        </Suspense>
      </div>
      <RevealWhen ready={settled}>{children}</RevealWhen>
    </>
  );
}
