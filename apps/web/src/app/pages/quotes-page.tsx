import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, ClipboardList, FileText } from 'lucide-react';
import type { QuoteRequestView } from '@gears/domain';
import { documentTypes, type DocumentType } from '@gears/domain/ledger/documents.rules';
import { FeatureGate } from '../../components/feature-gate.tsx';
import { LedgerSlotsProvider } from '../../components/ledger-slots.tsx';
import { RevealWhen } from '../../components/reveal-when.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useFeatures } from '../../lib/features.ts';
import { useCan } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session.ts';
import { quotePrefillKeys, quotePrefillOf, type QuotePrefill } from '../../lib/quote-links.ts';
import { usePageMeta } from '../../lib/seo.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useSearchParamsEditor } from '../../lib/use-search-params-editor.ts';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { ledgerDocumentSlots } from '../../features/ledger/components/ledger-document-slots.tsx';
import { documentKeys } from '../../features/documents/api/documents-api.ts';
import { DocumentsArea, useDocumentList } from '../../features/documents/components/documents-area.tsx';
import { QuoteAlertBanners } from '../../features/quotes/components/quote-alert-banners.tsx';
import { CompanyFilter } from '../../features/quotes/components/requests-filters.tsx';
import { RequestsPanel } from '../../features/quotes/components/requests-panel.tsx';
import { useQuoteActions } from '../../features/quotes/components/use-quote-actions.tsx';

// The Overview tab and the dialogs load when first shown (issue 17 "Speed": the requests' first paint on a phone used to
// load and run their code, the form library and zod included); a dialog's code loads when it first opens (useOpenedOnce).
const BusinessOverview = lazy(async () => ({
  default: (await import('../../features/business/components/business-overview.tsx')).BusinessOverview,
}));
const CreateQuoteDialog = lazy(async () => ({
  default: (await import('../../features/quotes/components/create-quote-dialog.tsx')).CreateQuoteDialog,
}));
const QuoteDetailsDialog = lazy(async () => ({
  default: (await import('../../features/quotes/components/quote-details-dialog.tsx')).QuoteDetailsDialog,
}));

const tabs = ['requests', 'documents', 'overview'] as const;
const documentTab = (doc: string | null): DocumentType =>
  (documentTypes as readonly string[]).includes(doc ?? '') ? (doc as DocumentType) : 'quote';
type Tab = (typeof tabs)[number];

/**
 * The Quotes screen composes the features of five server modules (docs/ARCHITECTURE.md "Names that differ on purpose"):
 * quote requests (features/quotes), the ledger's documents with its order and invoice actions (features/documents,
 * features/ledger), the business overview and Pay Now. Features never import each other, so it lives in app/.
 *
 * spec 03 §2 /dashboard/quotes and /dashboard/quotes-orders: Requests (the funnel), Documents (our ledger's quotes,
 * orders, invoices, packing slips) and Overview (business figures). Deep links: ?new=1&equipmentId=… opens Create Quote
 * for that machine (equipment dialog, scanner), and &title=, &description=, &urgency= fill it in (AI Part Analysis); ?quote=… opens a request's details (banners); ?invoice=… — the
 * payment link written at conversion — and ?tab=documents&doc=invoice (the dashboard's invoices to pay) open the invoices;
 * ?tab=documents&doc=order&find=SO-… (a note's link to an order) opens the orders searched for that number.
 */
export function QuotesPage() {
  usePageMeta('Quotes', { noindex: true });
  const { context } = useSession();
  const isProviderView = Boolean(context?.isAdmin && !context.isImpersonating);
  const [companyId, setCompanyId] = useState('');
  // The tabs stay invisible until the alert banners above them are known, so a late banner never pushes them down.
  const [bannersSettled, setBannersSettled] = useState(false);
  const onBannersSettled = useCallback(() => setBannersSettled(true), []);
  const [params, update] = useSearchParamsEditor();
  const asked = params.get('tab') ?? (params.get('invoice') ? 'documents' : '');
  const tab: Tab = (tabs as readonly string[]).includes(asked) ? (asked as Tab) : 'requests';
  const creating = params.get('new') === '1';
  const prefillKey = JSON.stringify(quotePrefillOf(params));
  const prefill = useMemo(() => JSON.parse(prefillKey) as Partial<QuotePrefill>, [prefillKey]);
  const detailsId = params.get('quote');
  const openDetails = (quote: QuoteRequestView) => update((next) => next.set('quote', quote.id));
  const closeDetails = () => update((next) => next.delete('quote'));
  const openCreate = () => update((next) => next.set('new', '1'));
  const mayRequest = useCan('quotes.request');
  const { actions, dialogs } = useQuoteActions(openDetails, (quote) => {
    if (detailsId === quote.id) closeDetails();
  });
  const scope = isProviderView && companyId ? companyId : undefined;
  // spec 01 §6: the Overview (business reporting) is Professional and up; a direct ?tab=overview shows Feature Unavailable.
  const lacksReporting = useFeatures().lacks('reporting');
  const documentList = useDocumentList(scope);
  const createShown = useOpenedOnce(creating && mayRequest);
  const detailsShown = useOpenedOnce(detailsId !== null);
  const queryClient = useQueryClient();
  const refreshDocuments = () => void queryClient.invalidateQueries({ queryKey: documentKeys.all });

  return (
    <LedgerSlotsProvider value={ledgerDocumentSlots}>
      <div className="grid grid-cols-1 gap-4">
        <PageHeader
          title="Quotes"
          description={
            isProviderView
              ? 'Price client requests, send quotes, and turn accepted quotes into orders and invoices.'
              : 'Request quotes, review what GEARS sends you, and pay invoices.'
          }
          actions={isProviderView ? <CompanyFilter value={companyId} onChange={setCompanyId} /> : null}
        />
        <QuoteAlertBanners onSettled={onBannersSettled} />
        <RevealWhen ready={bannersSettled}>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              update((next) => {
                next.delete('invoice');
                if (value === 'requests') next.delete('tab');
                else next.set('tab', value);
              })
            }
          >
            <TabsList aria-label="Quotes">
              <TabsTrigger value="requests">
                <ClipboardList aria-hidden="true" />
                Requests
              </TabsTrigger>
              <TabsTrigger value="documents">
                <FileText aria-hidden="true" />
                Documents
              </TabsTrigger>
              {lacksReporting && tab !== 'overview' ? null : (
                <TabsTrigger value="overview">
                  <BarChart3 aria-hidden="true" />
                  Overview
                </TabsTrigger>
              )}
            </TabsList>
            <TabsContent value="requests">
              <RequestsPanel companyId={scope ?? ''} actions={actions} onCreate={mayRequest ? openCreate : null} />
            </TabsContent>
            <TabsContent value="documents">
              <DocumentsArea
                key={scope ?? 'scope'}
                companyId={scope}
                defaultTab={params.get('invoice') ? 'invoice' : documentTab(params.get('doc'))}
                find={params.get('find') ?? undefined}
              />
            </TabsContent>
            <TabsContent value="overview">
              <FeatureGate feature="reporting">
                <Suspense fallback={<SkeletonRows rows={4} label="Loading the overview" />}>
                  <BusinessOverview key={scope ?? 'scope'} companyId={scope} documentList={documentList} onRefresh={refreshDocuments} />
                </Suspense>
              </FeatureGate>
            </TabsContent>
          </Tabs>
        </RevealWhen>

        <Suspense fallback={null}>
          {createShown ? (
            <CreateQuoteDialog
              open={creating && mayRequest}
              equipmentId={params.get('equipmentId') ?? ''}
              prefill={prefill}
              onOpenChange={(open) =>
                update((next) => {
                  if (open) next.set('new', '1');
                  else for (const key of ['new', ...quotePrefillKeys]) next.delete(key);
                })
              }
              onCreated={(quote) =>
                update((next) => {
                  for (const key of ['new', ...quotePrefillKeys]) next.delete(key);
                  next.set('quote', quote.id);
                })
              }
            />
          ) : null}
          {detailsShown ? <QuoteDetailsDialog id={detailsId} onClose={closeDetails} actions={actions} /> : null}
        </Suspense>
        {dialogs}
      </div>
    </LedgerSlotsProvider>
  );
}
