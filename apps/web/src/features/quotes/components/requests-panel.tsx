import { useState } from 'react';
import type { QuoteStatus } from '@gears/domain';
import { Plus, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../lib/session.ts';
import { useInvalidateQuoteRequests, useQuoteFunnel } from '../api/requests-api.ts';
import { FunnelTiles } from './funnel-tiles.tsx';
import { StatusFilter } from './requests-filters.tsx';
import { RequestsList } from './requests-list.tsx';
import type { QuoteActions } from './use-quote-actions.tsx';

const deskQuery = '(min-width: 1024px)';

/** spec 03 §2 Quote Request Funnel: Refresh and Create Quote, the four tiles, the request cards (admin: a table). */
/** onCreate is null for a role that may not request quotes (ADR 0008). */
export function RequestsPanel({
  companyId,
  actions,
  onCreate,
}: {
  companyId: string;
  actions: QuoteActions;
  onCreate: (() => void) | null;
}) {
  const { me } = useSession();
  const isProviderView = Boolean(me?.context.isAdmin && !me.context.isImpersonating);
  const isDesk = useMediaQuery(deskQuery);
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const filters = { companyId, status };
  const funnel = useQuoteFunnel(companyId);
  const invalidate = useInvalidateQuoteRequests();
  const [isRefreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await invalidate();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <section aria-labelledby="funnel-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="funnel-heading" className="text-lg font-semibold">
          Quote Request Funnel
        </h2>
        <div className={`grid w-full gap-2 sm:flex sm:w-auto ${onCreate ? 'grid-cols-2' : 'grid-cols-1'}`}>
          <Button variant="outline" onClick={() => void refresh()} disabled={isRefreshing}>
            <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} aria-hidden="true" />
            Refresh
          </Button>
          {onCreate ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Create Quote
            </Button>
          ) : null}
        </div>
      </div>
      <FunnelTiles funnel={funnel.data} isPending={funnel.isPending} />
      {funnel.isError ? <p className="text-sm text-destructive">Failed to load the funnel. Refresh to try again.</p> : null}
      {isProviderView ? (
        <div className="flex flex-wrap items-center gap-2">
          <StatusFilter value={status} onChange={setStatus} />
        </div>
      ) : null}
      <RequestsList filters={filters} asTable={isProviderView && isDesk} actions={actions} onCreate={onCreate} />
    </section>
  );
}
