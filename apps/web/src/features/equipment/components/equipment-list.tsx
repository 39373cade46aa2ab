import { AlertTriangle, Archive, Plus } from 'lucide-react';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useEquipmentList, type EquipmentFilters } from '../api/equipment-api.ts';
import { EquipmentCards, type SelectionProps } from './equipment-cards.tsx';
import { EquipmentTable } from './equipment-table.tsx';

type EquipmentListProps = Omit<SelectionProps, 'items'> & {
  filters: EquipmentFilters;
  hasFilters: boolean;
  onClearFilters: () => void;
  onAdd: (() => void) | null;
};

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading equipment" className="grid gap-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-24 md:h-12" />
      ))}
    </div>
  );
}

export function EquipmentList({ filters, hasFilters, onClearFilters, onAdd, ...selection }: EquipmentListProps) {
  const list = useEquipmentList(filters);
  const isPhone = useMediaQuery(mobileQuery);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 rounded-lg border border-destructive/40 p-8 text-center">
        <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
        <p className="font-medium">{equipmentMessages.loadError}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(list.error, 'Failed to load equipment')}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const items = list.data.pages.flatMap((page) => page.items);
  const archivedNote = filters.archived ? (
    <p className="flex items-start gap-2 rounded-lg border bg-muted p-3 text-sm">
      <Archive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Archived equipment is kept for its history (scans, tasks, files) and is read-only. Open one to restore it to the register.
    </p>
  ) : null;
  if (items.length === 0) {
    if (filters.archived && !hasFilters) {
      return (
        <EmptyState
          title="No archived equipment"
          description="Equipment with records linked to it is archived instead of deleted, and is listed here."
        />
      );
    }
    return hasFilters ? (
      <EmptyState
        title="No equipment matches"
        description="Nothing in the register matches this search and status."
        action={
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="No equipment yet"
        description="Add your first machine, or import a CSV of your fleet."
        action={
          onAdd ? (
            <Button size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add Equipment
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <div className="grid gap-3" aria-busy={list.isFetching}>
      {archivedNote}
      {isPhone ? <EquipmentCards items={items} {...selection} /> : <EquipmentTable items={items} {...selection} />}
      <div className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
        <span>
          Showing {items.length.toLocaleString()}
          {list.hasNextPage ? ' so far' : ''}
        </span>
        {list.hasNextPage ? (
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
        {list.isFetchNextPageError ? <span className="text-destructive">Could not load more. Try again.</span> : null}
      </div>
    </div>
  );
}
