import type { BulkResult } from '@gears/domain';
import { bulkSummary } from '../api/bulk-api.ts';

/** spec 02 §8: a bulk run's counts and its first failures ('Equipment {id}: {message}'). */
export function ResultLine({ result }: { result: BulkResult | undefined }) {
  if (!result) return null;
  return (
    <div role="status" className="grid gap-1 rounded-md border bg-muted/40 p-2 text-sm">
      <span>{bulkSummary(result)}.</span>
      {result.failed.slice(0, 5).map((failure) => (
        <span key={failure.id} className="text-xs text-destructive">
          Equipment {failure.id.slice(0, 8)}: {failure.error}
        </span>
      ))}
    </div>
  );
}
