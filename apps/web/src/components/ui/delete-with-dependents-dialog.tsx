import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Skeleton } from './skeleton.tsx';

/** The server's answer to "what depends on this record?": `onDelete` says whether DELETE will archive it or delete it. */
type DependentsCheck<T extends { onDelete: 'archive' | 'delete' }> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T;
};

/** One kind of dependent record, as "3 stock movements" ("1 stock movement"); a zero count is left out. */
export type DependentCount = { count: number; one: string; many: string };

export type DeleteWording = {
  /** The record in words: "part" → "Archive this part?", "Delete part". */
  noun: string;
  checking: string;
  checkFailed: string;
  willArchive: string;
  willDelete: string;
  /** Above the list of dependent counts. */
  countsHeading: string;
  /** What is never deleted, under the list. */
  footnote: ReactNode;
  /** The confirm button's label while the request runs; without it the label stays as it is. */
  busy?: { archive: string; delete: string };
};

/** The feature's DELETE mutation (it shows its own success and error toasts). */
type DeleteMutation = { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };

type DeleteWithDependentsDialogProps<T extends { onDelete: 'archive' | 'delete' }> = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  check: DependentsCheck<T>;
  countsOf: (dependents: T) => DependentCount[];
  wording: DeleteWording;
  remove: DeleteMutation;
  /** After the record is archived or deleted and this dialog has closed. */
  onDone: () => void;
};

/**
 * Delete confirmation with the dependent counts (spec 02 §2). DESIGN §6: a record that anything depends on
 * is archived, never deleted with its history; the wording follows the server's answer.
 */
export function DeleteWithDependentsDialog<T extends { onDelete: 'archive' | 'delete' }>(props: DeleteWithDependentsDialogProps<T>) {
  const { id, open, onOpenChange, check, countsOf, wording, remove, onDone } = props;
  const isDeleting = remove.isPending;
  const archive = check.data?.onDelete === 'archive';
  const lines = check.data
    ? countsOf(check.data)
        .filter(({ count }) => count > 0)
        .map(({ count, one, many }) => `${count} ${count === 1 ? one : many}`)
    : [];

  const description = check.isPending
    ? wording.checking
    : check.isError
      ? errorMessage(check.error, wording.checkFailed)
      : archive
        ? wording.willArchive
        : wording.willDelete;
  const confirmLabel =
    isDeleting && wording.busy
      ? archive
        ? wording.busy.archive
        : wording.busy.delete
      : `${archive ? 'Archive' : 'Delete'} ${wording.noun}`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${archive ? 'Archive' : 'Delete'} this ${wording.noun}?`}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      isPending={isDeleting || check.isPending || check.isError}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            onOpenChange(false);
            onDone();
          },
        })
      }
    >
      {check.isPending ? <Skeleton className="h-12" /> : null}
      {lines.length > 0 ? (
        <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
          <p className="font-medium">{wording.countsHeading}</p>
          <ul className="list-inside list-disc text-muted-foreground">
            {lines.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{wording.footnote}</p>
    </ConfirmDialog>
  );
}
