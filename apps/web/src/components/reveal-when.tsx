import type { ReactNode } from 'react';

/**
 * Lays its content out but keeps it invisible (and out of the accessibility tree) until `ready`: content that arrives
 * late above it (alert banners) then cannot push it down in view (layout shift). The content's own requests start at
 * once, as if it were shown.
 */
export function RevealWhen({ ready, children }: { ready: boolean; children: ReactNode }) {
  return <div className={ready ? 'contents' : 'invisible'}>{children}</div>;
}
