import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The same boxes as stat-cards, attention-list and fleet-stats-grid (classes kept in step), so nothing moves on load. */
export const statCardClass = 'grid h-full min-h-40 content-start gap-1.5 p-3 sm:p-4';
export const statGridClass = 'grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4';
export const fleetCellClass = 'grid h-full min-h-32 content-start gap-1 rounded-lg border bg-card p-3 shadow-xs';
const fleetLabels = ['Total', 'Active', 'Idle', 'Maintenance'];

export function FiguresSkeleton() {
  return (
    <>
      <div className={statGridClass}>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className={statCardClass} role="status" aria-label="Loading figures">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-full" />
          </Card>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold text-muted-foreground">Needs attention</h2>
          <Card className="min-h-32 p-2">
            <div role="status" aria-label="Loading what needs attention" className="grid gap-2 p-1">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          </Card>
        </div>
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold text-muted-foreground">Fleet status</h2>
          <div className="grid grid-cols-2 gap-2">
            {fleetLabels.map((label) => (
              <div key={label} className={fleetCellClass}>
                <span className="text-sm text-muted-foreground">{label}</span>
                <Skeleton className="h-8 w-14" />
                <Skeleton className="h-4 w-full" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
