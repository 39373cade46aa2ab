import { Archive } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

/** Archived equipment (kept for its history, read-only until restored), marked alike wherever it opens. Shared by equipment and scanner. */
export function ArchivedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={className}>
      <Archive className="size-3" aria-hidden="true" />
      Archived
    </Badge>
  );
}
