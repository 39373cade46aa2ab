import { useState } from 'react';
import { Lock } from 'lucide-react';
import { featureTable } from '@gears/domain/billing/tiers.rules';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { Button } from '../../../../components/ui/button.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useFeatures } from '../../../../lib/features.ts';
import { usePermissions } from '../../../../lib/permissions.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useEquipmentList } from '../../api/equipment-api.ts';
import { ConditionDialog } from './condition-dialog.tsx';
import { FinancialsDialog } from './financials-dialog.tsx';
import { FleetValueStrip } from './fleet-value-strip.tsx';
import { LifecycleCard } from './lifecycle-card.tsx';

/**
 * The Lifecycle tab (spec 02 §2): the fleet value strip and a card per machine. Editable from Professional with the
 * 'lifecycle.edit' role action (managers up); Basic reads it (spec 01 §6 "read-only lifecycle") and is told why.
 */
export function LifecycleView() {
  const can = usePermissions();
  const editable = useFeatures().has('lifecycle_edit');
  const mayEdit = editable === true && can('lifecycle.edit');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300).trim();
  const list = useEquipmentList({ search: term.length >= 2 ? term : '', status: '', sort: 'name' });
  const [conditionId, setConditionId] = useState<string | null>(null);
  const [financialsId, setFinancialsId] = useState<string | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const byId = (id: string | null) => items.find((item) => item.id === id) ?? null;

  return (
    <div className="grid gap-4">
      <FleetValueStrip />
      {editable === false ? (
        <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm" data-testid="lifecycle-read-only">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>Feature Unavailable:</strong> {featureTable.lifecycle_edit.label} is not available in your subscription tier. The Basic
            plan shows condition and value read-only; the Professional plan and up lets managers update them.
          </span>
        </p>
      ) : null}
      <SearchInput
        aria-label="Search equipment"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search name, model or serial"
      />
      {list.isPending ? (
        <SkeletonRows rows={4} label="Loading lifecycle" />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, equipmentMessages.loadError)} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No equipment"
          description={term ? 'Nothing matches this search.' : 'Add equipment to follow its condition and value.'}
        />
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Equipment lifecycle">
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <LifecycleCard
                  equipment={item}
                  onCondition={mayEdit ? () => setConditionId(item.id) : null}
                  onFinancials={mayEdit ? () => setFinancialsId(item.id) : null}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
      <ConditionDialog equipment={byId(conditionId)} onOpenChange={(open) => !open && setConditionId(null)} />
      <FinancialsDialog equipment={byId(financialsId)} onOpenChange={(open) => !open && setFinancialsId(null)} />
    </div>
  );
}
