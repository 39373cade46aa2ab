import { Users } from 'lucide-react';
import { foundersProgramme } from '@gears/domain/billing/plans.rules';
import { publicMessages } from '@gears/domain/public/messages';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFoundersProgress } from '../api/public-api.ts';

/** spec 03 §2/§9: the founders progress bar from the server's count; 'Unable to load progress data' on error. */
export function FoundersProgress() {
  const progress = useFoundersProgress();
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4" aria-live="polite">
      <div className="flex items-center gap-2 text-sm font-semibold">
        <Users className="size-4 text-accent-text" aria-hidden="true" />
        Founders programme: {foundersProgramme.discountPercent}% off for life for the first {foundersProgramme.spots} customers
      </div>
      {progress.isPending ? (
        <Skeleton className="h-6 w-full" />
      ) : progress.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {publicMessages.foundersLoadFailed}
        </p>
      ) : (
        <>
          <Progress value={progress.data.claimed / progress.data.total} label="Founders spots claimed" />
          <p className="text-sm text-muted-foreground">
            {progress.data.spotsLeft === 0
              ? 'All founders spots are taken; list prices apply.'
              : `${progress.data.claimed} of ${progress.data.total} spots claimed · ${progress.data.spotsLeft} left`}
          </p>
        </>
      )}
    </div>
  );
}
