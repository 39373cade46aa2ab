import { useState } from 'react';
import { Download, ExternalLink, FileText, RefreshCw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { EquipmentDocument } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { documentAccept, documentProblem, formatFileSize, useDeleteFile, useEquipmentDocuments, useUploadFile } from '../api/files-api.ts';
import { FilePickerButton } from './file-picker-button.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { isManualFile, useIndexingOutcome, useManuals, useReprocessManuals, useUploadManual } from '../api/manuals-api.ts';
import { ManualSearchCard } from './manual-search-card.tsx';
import { ManualStatus } from './manual-status.tsx';

/**
 * spec 02 §2 documents tab: upload (.pdf .doc .docx .txt .jpg .jpeg .png), list, open, delete. PDF, Word (.docx) and text
 * files are manuals: uploaded through the manuals route, indexed for search (state beside each), searchable in the manual
 * search card below the list, and reprocessed one by one or all together (issue 18 item 2).
 */
/** readOnly: archived equipment, whose documents stay readable but not changed until it is restored. */
export function DocumentsTab({ equipmentId, readOnly = false }: { equipmentId: string; readOnly?: boolean }) {
  const documents = useEquipmentDocuments(equipmentId);
  const upload = useUploadFile('documents', equipmentId);
  const remove = useDeleteFile('documents', equipmentId);
  const mayEdit = useCan('equipment.edit') && !readOnly;
  const [deleting, setDeleting] = useState<EquipmentDocument | null>(null);
  const manuals = useManuals(equipmentId);
  const watchIndexing = useIndexingOutcome(manuals.data);
  const uploadManual = useUploadManual(equipmentId, (id) => watchIndexing([id], 'upload'));
  const reprocess = useReprocessManuals(equipmentId, (ids) => watchIndexing(ids, 'reprocess'));
  const manualOf = new Map((manuals.data ?? []).map((manual) => [manual.id, manual]));

  function onFile(file: File) {
    const problem = documentProblem(file);
    if (problem) toast.error('Upload Error', { description: problem });
    else if (isManualFile(file.name)) uploadManual.mutate(file);
    else upload.mutate(file);
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Manuals, warranties, invoices: .pdf .doc .docx .txt .jpg .jpeg .png, up to 20 MB.</p>
        <div className="flex flex-wrap gap-2">
          {mayEdit && (manuals.data?.length ?? 0) > 0 ? (
            <Button variant="outline" onClick={() => reprocess.mutate(undefined)} disabled={reprocess.isPending}>
              <RefreshCw aria-hidden="true" />
              Reprocess All Manuals
            </Button>
          ) : null}
          {mayEdit ? (
            <FilePickerButton
              label="Upload document"
              accept={documentAccept}
              onFile={onFile}
              busy={upload.isPending || uploadManual.isPending}
            />
          ) : null}
        </div>
      </div>
      {documents.isPending ? (
        <SkeletonRows rows={3} label="Loading documents" />
      ) : documents.isError ? (
        <ErrorState
          message={errorMessage(documents.error, 'Could not retrieve equipment documents. Please try again.')}
          onRetry={() => void documents.refetch()}
        />
      ) : documents.data.length === 0 ? (
        <EmptyState title="No documents yet" description="Upload the operator's manual or service records for this machine." />
      ) : (
        <ul className="divide-y rounded-lg border">
          {documents.data.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2 pl-3">
              <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="grid min-w-0 flex-1">
                <a href={document.url} target="_blank" rel="noopener" className="truncate text-sm font-medium hover:underline">
                  {document.fileName}
                </a>
                <span className="text-xs text-muted-foreground">
                  {formatFileSize(document.size)} · {formatDate(document.createdAt)}
                </span>
              </div>
              <Button asChild variant="ghost" size="icon" aria-label={`Open ${document.fileName}`}>
                <a href={document.url} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
              <Button asChild variant="ghost" size="icon" aria-label={`Download ${document.fileName}`}>
                <a href={`${document.url}?download=true`} download>
                  <Download aria-hidden="true" />
                </a>
              </Button>
              {mayEdit ? (
                <Button variant="ghost" size="icon" aria-label={`Delete ${document.fileName}`} onClick={() => setDeleting(document)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
              {manualOf.has(document.id) ? (
                <div className="basis-full pl-8">
                  <ManualStatus
                    manual={manualOf.get(document.id)!}
                    onReprocess={mayEdit ? () => reprocess.mutate(document.id) : undefined}
                    busy={reprocess.isPending}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ManualSearchCard
        equipmentId={equipmentId}
        onReprocessAll={mayEdit && (manuals.data?.length ?? 0) > 0 ? () => reprocess.mutate(undefined) : undefined}
        reprocessing={reprocess.isPending}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this document?"
        description={`${deleting?.fileName ?? 'The document'} will be removed from this equipment.`}
        confirmLabel="Delete document"
        destructive
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
