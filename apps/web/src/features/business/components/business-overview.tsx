import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import type { DocumentType } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { documentTabs } from '../../../lib/document-tabs.ts';
import { useSession } from '../../../lib/session.ts';
import { businessKeys, useActiveOrderCount, useBusinessSummary, type BusinessSummary } from '../api/business-api.ts';
import { headlineInsights, InsightGrid, moneyInsights } from './business-insights.tsx';
import { RecentTransactions } from './recent-transactions.tsx';

const countKeys: Readonly<Record<DocumentType, keyof BusinessSummary['counts']>> = {
  quote: 'quotes',
  order: 'orders',
  invoice: 'invoices',
  package: 'shipping',
};

/**
 * spec 03 §2 business overview: an Overview of figures computed from our ledger, then the Quotes, Orders,
 * Invoices and Shipping lists, each tab with its count. A provider admin sees all companies (or `companyId`).
 */
type BusinessOverviewProps = {
  companyId?: string;
  /** The documents list for one tab (features/documents), placed by the page that composes both. */
  documentList: (type: DocumentType) => ReactNode;
  /** Refresh reloads those lists too. */
  onRefresh?: () => void;
};

export function BusinessOverview({ companyId, documentList, onRefresh }: BusinessOverviewProps) {
  const { context } = useSession();
  const summary = useBusinessSummary(companyId);
  const activeOrders = useActiveOrderCount(companyId);
  const queryClient = useQueryClient();
  const isImpersonating = Boolean(context?.isImpersonating);
  const audience = context?.isAdmin && !isImpersonating ? 'admin' : 'client';
  const scopeName = summary.data
    ? (summary.data.scope.companyName ?? 'All companies')
    : context?.isAdmin && !isImpersonating && !companyId
      ? 'All companies'
      : (context?.companyName ?? '');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    onRefresh?.();
  };

  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Business overview">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        {documentTabs.map((tab) => (
          <TabsTrigger key={tab.type} value={tab.type}>
            {tab.label}
            {summary.data ? (
              <Badge
                variant="secondary"
                className="tabular-nums"
                aria-label={`${summary.data.counts[countKeys[tab.type]]} ${tab.label.toLowerCase()}`}
              >
                {summary.data.counts[countKeys[tab.type]].toLocaleString()}
              </Badge>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
            <div className="grid gap-1">
              <CardTitle>Production Business Intelligence</CardTitle>
              <CardDescription>
                Showing data for <span className="font-medium text-foreground">{scopeName || '…'}</span>
              </CardDescription>
            </div>
            <div className="flex items-center gap-2">
              {isImpersonating ? (
                <Badge variant="warning">
                  <ShieldCheck className="size-3" aria-hidden="true" />
                  Secure Impersonation
                </Badge>
              ) : null}
              <Button variant="outline" size="sm" onClick={refresh} disabled={summary.isFetching}>
                <RefreshCw className={summary.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
                Refresh
              </Button>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            {summary.isPending ? (
              <OverviewSkeleton />
            ) : summary.isError ? (
              <ErrorState message={errorMessage(summary.error, 'Failed to load dashboard data')} onRetry={() => void summary.refetch()} />
            ) : isEmpty(summary.data) ? (
              <EmptyState
                title="No business data yet"
                description="Quote value, orders, invoices and payments appear here once the first quote is sent."
              />
            ) : (
              <>
                <InsightGrid label="Insights" insights={headlineInsights(summary.data.summary, activeOrders.data ?? null)} />
                <InsightGrid label="Payments and averages" insights={moneyInsights(summary.data.summary, summary.data.today)} />
                <section className="grid gap-2" aria-labelledby="recent-transactions-heading">
                  <h3 id="recent-transactions-heading" className="text-sm font-semibold">
                    Recent transactions
                  </h3>
                  <RecentTransactions
                    transactions={summary.data.summary.recentTransactions}
                    audience={audience}
                    showCustomer={summary.data.scope.companyId === null}
                  />
                </section>
              </>
            )}
          </CardContent>
        </Card>
      </TabsContent>
      {documentTabs.map((tab) => (
        <TabsContent key={tab.type} value={tab.type}>
          {documentList(tab.type)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function isEmpty(data: BusinessSummary): boolean {
  const { counts, summary } = data;
  return counts.quotes + counts.orders + counts.invoices + counts.shipping === 0 && summary.recentTransactions.length === 0;
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Business Data Loading" className="grid gap-4">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
