import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The carousel's box while the figures load: the same height, so nothing below moves. */
export function InsightSkeleton() {
  return (
    <div role="status" aria-label="Loading insights" className="grid gap-2">
      <Skeleton className="min-h-20" />
      <div className="h-8" />
    </div>
  );
}
