import { useState } from 'react';
import { ImageOff, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { EquipmentImage } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { imageAccept, imageProblem, useDeleteFile, useEquipmentImages, useUploadFile } from '../api/files-api.ts';
import { FilePickerButton } from './file-picker-button.tsx';
import { useCan } from '../../../lib/permissions.ts';

function Thumbnail({ image, onOpen }: { image: EquipmentImage; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-1 rounded-md border bg-muted p-2 text-center text-xs text-muted-foreground">
        <ImageOff className="size-5" aria-hidden="true" />
        Failed to load image
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className="block aspect-square overflow-hidden rounded-md border bg-muted"
      aria-label={`View ${image.fileName} full size`}
    >
      <img
        src={image.url}
        alt={image.caption ?? image.fileName}
        loading="lazy"
        className="size-full object-cover"
        onError={() => setFailed(true)}
      />
    </button>
  );
}

/** spec 02 §2 images tab: upload, grid, full-size view, delete; a failed load shows a placeholder. */
/** readOnly: archived equipment, whose images stay viewable but not changed until it is restored. */
export function ImagesTab({ equipmentId, readOnly = false }: { equipmentId: string; readOnly?: boolean }) {
  const images = useEquipmentImages(equipmentId);
  const upload = useUploadFile('images', equipmentId);
  const remove = useDeleteFile('images', equipmentId);
  const mayEdit = useCan('equipment.edit') && !readOnly;
  const [viewing, setViewing] = useState<EquipmentImage | null>(null);
  const [deleting, setDeleting] = useState<EquipmentImage | null>(null);

  function onFile(file: File) {
    const problem = imageProblem(file);
    if (problem) toast.error('Upload Failed', { description: problem });
    else upload.mutate(file);
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">PNG, JPEG or WebP, up to 10 MB. The first image is the equipment's photo.</p>
        {mayEdit ? <FilePickerButton label="Upload image" accept={imageAccept} onFile={onFile} busy={upload.isPending} /> : null}
      </div>
      {images.isPending ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="status" aria-label="Loading images">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : images.isError ? (
        <ErrorState message={errorMessage(images.error, 'Failed to load images')} onRetry={() => void images.refetch()} />
      ) : images.data.length === 0 ? (
        <EmptyState title="No images yet" description="Upload a photo of the machine, its plate or its damage." />
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {images.data.map((image) => (
            <li key={image.id} className="relative">
              <Thumbnail image={image} onOpen={() => setViewing(image)} />
              {mayEdit ? (
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-9 bg-card/90 md:size-8"
                  aria-label={`Delete ${image.fileName}`}
                  onClick={() => setDeleting(image)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="max-w-4xl">
          <DialogTitle className="truncate">{viewing?.fileName}</DialogTitle>
          <DialogDescription className="sr-only">Full-size image</DialogDescription>
          {viewing ? (
            <img src={viewing.url} alt={viewing.caption ?? viewing.fileName} className="max-h-[75dvh] w-full rounded-md object-contain" />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this image?"
        description={`${deleting?.fileName ?? 'The image'} will be removed from this equipment.`}
        confirmLabel="Delete image"
        destructive
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
