import { Plus } from 'lucide-react';
import { assignmentFilters, type AssignmentFilter } from '@gears/domain/assignments/assignment.rules';
import { FeatureGate } from '../../../components/feature-gate.tsx';
import { HistoryLimitNote } from '../../../components/history-limit-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { useAssignments } from '../api/assignments-api.ts';
import { AssignmentList } from './assignment-list.tsx';
import { CheckOutDialog } from './check-out-dialog.tsx';
import { ReturnAssetDialog } from './return-asset-dialog.tsx';

const filterLabels: Record<AssignmentFilter, string> = { active: 'Active', overdue: 'Overdue', returned: 'Returned', all: 'All' };
const emptyText: Record<AssignmentFilter, string> = {
  active: 'Nothing is checked out right now.',
  overdue: 'Nothing is overdue.',
  returned: 'Nothing has been returned yet.',
  all: 'No check-outs yet.',
};

/**
 * spec 02 §2 Assignments tab: who has which machine, filtered active / overdue / returned, with New Assignment and
 * Return Asset. Deep links (the scanner's Quick Actions): ?checkout=<equipment id>|new and ?checkin=<equipment id>.
 */
export function AssignmentsView({ onOpenEquipment }: { onOpenEquipment: (id: string) => void }) {
  return (
    <FeatureGate feature="check_in_out_basic">
      <Assignments onOpenEquipment={onOpenEquipment} />
    </FeatureGate>
  );
}

function Assignments({ onOpenEquipment }: { onOpenEquipment: (id: string) => void }) {
  const can = usePermissions();
  const { user } = useSession();
  const [params, update] = useSearchParamsEditor();
  const requested = params.get('assignments') as AssignmentFilter | null;
  const status: AssignmentFilter = requested && assignmentFilters.includes(requested) ? requested : 'active';
  const list = useAssignments(status);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const checkout = params.get('checkout');
  const checkin = params.get('checkin');
  const setParam = (key: string, value: string | null) => update((next) => (value ? next.set(key, value) : next.delete(key)));

  return (
    <section aria-label="Assignments" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="radiogroup" aria-label="Show" className="grid grid-cols-4 gap-1 rounded-md bg-muted p-1">
          {assignmentFilters.map((f) => (
            <button
              key={f}
              type="button"
              role="radio"
              aria-checked={status === f}
              onClick={() => setParam('assignments', f === 'active' ? null : f)}
              className={`min-h-11 rounded px-3 text-sm font-medium md:min-h-8 ${status === f ? 'bg-card shadow-xs' : 'text-muted-foreground'}`}
            >
              {filterLabels[f]}
            </button>
          ))}
        </div>
        {can('assignments.checkOut') ? (
          <Button className="w-full sm:w-auto" onClick={() => setParam('checkout', 'new')}>
            <Plus aria-hidden="true" />
            New Assignment
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <SkeletonRows rows={4} label="Loading assignments" />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'Failed to load assignments')} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={emptyText[status]} description="Check a machine out from here, its details or a QR scan." />
      ) : (
        <AssignmentList
          items={items}
          me={user?.id ?? ''}
          mayManage={can('assignments.manage')}
          onReturn={(a) => setParam('checkin', a.equipment.id)}
          onOpenEquipment={onOpenEquipment}
        />
      )}
      {list.hasNextPage ? (
        <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      <HistoryLimitNote limit={list.data?.pages[0]?.historyLimit} />
      <CheckOutDialog
        open={checkout !== null && can('assignments.checkOut')}
        onOpenChange={(open) => !open && setParam('checkout', null)}
        equipmentId={checkout && checkout !== 'new' ? checkout : null}
      />
      <ReturnAssetDialog open={checkin !== null} onOpenChange={(open) => !open && setParam('checkin', null)} equipmentId={checkin} />
    </section>
  );
}
