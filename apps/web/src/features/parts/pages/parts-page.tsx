import { useState } from 'react';
import { AlertTriangle, Archive, Plus, ScanSearch } from 'lucide-react';
import type { Part } from '@gears/domain';
import { FeatureGate } from '../../../components/feature-gate.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { useParts } from '../api/parts-api.ts';
import { IdentifyDialog } from '../components/identify-dialog.tsx';
import { PartDetailDialog } from '../components/part-detail-dialog.tsx';
import { PartDialog } from '../components/part-dialog.tsx';
import type { PartFormValues } from '../components/part-form.ts';
import { PartsTable } from '../components/parts-table.tsx';
import { QuoteRequestDialog } from '../components/quote-request-dialog.tsx';
import { QuotesList } from '../components/quotes-list.tsx';

type Editor = { part: Part | null; prefill?: Partial<PartFormValues> } | null;

/** spec 02 §2 Parts inventory; spec 01 §6: light inventory is Professional and up, so Basic sees Feature Unavailable. */
export function PartsPage() {
  usePageMeta('Parts Inventory', { noindex: true });
  return (
    <FeatureGate feature="light_inventory" title="Parts Inventory">
      <PartsInventory />
    </FeatureGate>
  );
}

/** List, search, add, edit, delete, stock ledger, quote requests, photo identification. */
function PartsInventory() {
  const [params, update] = useSearchParamsEditor();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300).trim();
  const [editor, setEditor] = useState<Editor>(null);
  const [quoteFor, setQuoteFor] = useState<Part | null>(null);
  const [identifying, setIdentifying] = useState(false);
  // ADR 0008: adding and editing parts is a supervisor's; actions the role may not take are not shown.
  const mayEdit = useCan('parts.edit');
  const lowStock = params.get('filter') === 'low-stock';
  const showArchived = params.get('archived') === 'show';
  const tab = params.get('tab') === 'quotes' ? 'quotes' : 'parts';
  const openId = params.get('id');
  const low = useParts('', true);
  const lowCount = low.data?.total ?? 0;

  const set = (key: string, value: string | null) => update((next) => (value === null ? next.delete(key) : next.set(key, value)));

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Parts Inventory"
        description="Parts on hand, reorder points, and a ledger for every stock change."
        actions={
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            <Button variant="outline" onClick={() => setIdentifying(true)}>
              <ScanSearch aria-hidden="true" />
              Identify from photo
            </Button>
            {mayEdit ? (
              <Button onClick={() => setEditor({ part: null })}>
                <Plus aria-hidden="true" />
                Add Part
              </Button>
            ) : null}
          </div>
        }
      />

      {lowCount > 0 && !lowStock ? (
        <Alert variant="warning" className="items-center">
          <AlertTriangle aria-hidden="true" />
          <span className="flex-1">
            {lowCount} part{lowCount === 1 ? ' is' : 's are'} at or below the reorder point
            {low.data
              ? `: ${low.data.items
                  .slice(0, 3)
                  .map((p) => p.partName)
                  .join(', ')}${lowCount > 3 ? '…' : ''}`
              : ''}
            .
          </span>
          <Button size="sm" variant="outline" onClick={() => (set('filter', 'low-stock'), set('tab', null))}>
            Show low stock
          </Button>
        </Alert>
      ) : null}

      <Tabs value={tab} onValueChange={(value) => set('tab', value === 'quotes' ? 'quotes' : null)}>
        <TabsList>
          <TabsTrigger value="parts">Parts</TabsTrigger>
          <TabsTrigger value="quotes">Quote requests</TabsTrigger>
        </TabsList>
        <TabsContent value="parts" className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <SearchInput
              className="min-w-0 flex-1"
              aria-label="Search parts"
              placeholder="Search by name, number, manufacturer"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
              <Button
                variant={lowStock ? 'secondary' : 'outline'}
                aria-pressed={lowStock}
                onClick={() => set('filter', lowStock ? null : 'low-stock')}
              >
                Low stock{lowCount > 0 ? ` (${lowCount})` : ''}
              </Button>
              <Button
                variant={showArchived ? 'secondary' : 'outline'}
                aria-pressed={showArchived}
                onClick={() => set('archived', showArchived ? null : 'show')}
              >
                <Archive aria-hidden="true" />
                Show archived
              </Button>
            </div>
          </div>
          <PartsTable
            search={term}
            lowStock={lowStock}
            includeArchived={showArchived}
            onOpen={(part) => set('id', part.id)}
            onAdd={mayEdit ? () => setEditor({ part: null }) : null}
            onClear={() => (setSearch(''), set('filter', null), set('archived', null))}
          />
        </TabsContent>
        <TabsContent value="quotes">
          <QuotesList />
        </TabsContent>
      </Tabs>

      <PartDetailDialog id={openId} onClose={() => set('id', null)} onEdit={(part) => setEditor({ part })} onRequestQuote={setQuoteFor} />
      <PartDialog
        open={editor !== null}
        onOpenChange={(open) => !open && setEditor(null)}
        part={editor?.part ?? null}
        prefill={editor?.prefill}
        onSaved={(part) => set('id', part.id)}
      />
      <QuoteRequestDialog part={quoteFor} onClose={() => setQuoteFor(null)} />
      <IdentifyDialog
        open={identifying}
        onOpenChange={setIdentifying}
        onOpenPart={(id) => (setIdentifying(false), set('id', id))}
        onAddNew={mayEdit ? (prefill) => (setIdentifying(false), setEditor({ part: null, prefill })) : null}
      />
    </div>
  );
}
