import { Link } from 'react-router';
import { BookOpen, RefreshCw } from 'lucide-react';
import type { ManualView } from '@gears/domain/manuals/manuals.schema';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { pagesLabel } from '../api/manuals-api.ts';

/**
 * A manual's index state beside its document (spec 02 §4: pending, then indexed or error with the reason), the page or
 * chunk count (spec 02 §3 embedding_count), Open in the manual viewer, and Reprocess for those who may.
 */
export function ManualStatus({ manual, onReprocess, busy }: { manual: ManualView; onReprocess?: () => void; busy?: boolean }) {
  const unit =
    manual.format === 'pdf' ? pagesLabel(manual.pageCount) : `${manual.pageCount} ${manual.pageCount === 1 ? 'section' : 'sections'}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {manual.status === 'indexed' ? (
        <Badge variant="success">Searchable · {unit}</Badge>
      ) : manual.status === 'pending' ? (
        <Badge variant="info">Indexing…</Badge>
      ) : manual.status === 'error' ? (
        <Badge variant="destructive" title={manual.error ?? undefined}>
          Indexing failed
        </Badge>
      ) : (
        <Badge variant="outline">Not indexed</Badge>
      )}
      {manual.ocrPageCount > 0 ? <span className="text-muted-foreground">{manual.ocrPageCount} scanned, read by OCR</span> : null}
      {manual.status === 'error' && manual.error ? <span className="text-destructive">{manual.error}</span> : null}
      {manual.status === 'indexed' ? (
        <Button asChild variant="link" size="sm" className="h-auto p-0 text-xs">
          <Link to={`/dashboard/equipment/${manual.equipmentId}/manual?doc=${manual.id}`}>
            <BookOpen aria-hidden="true" />
            Open in viewer
          </Link>
        </Button>
      ) : null}
      {onReprocess && manual.status !== 'pending' ? (
        <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onReprocess} disabled={busy}>
          <RefreshCw aria-hidden="true" />
          Reprocess
        </Button>
      ) : null}
    </div>
  );
}
