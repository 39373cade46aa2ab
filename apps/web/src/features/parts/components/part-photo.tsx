import { useEffect, useRef, useState } from 'react';
import { Camera, ImageUp, Package } from 'lucide-react';
import type { Part } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { photoAccept, usePartPhoto } from '../api/parts-api.ts';

/** The part's photo with upload and camera side by side (DESIGN §6a); an archived part's photo is only shown. */
export function PartPhoto({ part, readOnly = false }: { part: Part; readOnly?: boolean }) {
  const upload = usePartPhoto(part.id);
  const [progress, setProgress] = useState<number | null>(null);
  // The photo route is cached privately for an hour and takes no version parameter: a new upload is shown from the file itself.
  const [uploaded, setUploaded] = useState<string | null>(null);
  useEffect(() => () => void (uploaded && URL.revokeObjectURL(uploaded)), [uploaded]);
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const send = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      { onSuccess: () => setUploaded(URL.createObjectURL(file)), onSettled: () => setProgress(null) },
    );
  };
  return (
    <div className="grid gap-2">
      <div
        className={`flex items-center justify-center overflow-hidden rounded-lg border bg-muted ${uploaded || part.photoUrl ? 'aspect-[4/3]' : 'h-20 sm:aspect-[4/3] sm:h-auto'}`}
      >
        {uploaded || part.photoUrl ? (
          <img src={uploaded ?? part.photoUrl!} alt={part.partName} className="size-full object-contain" />
        ) : (
          <Package className="size-10 text-muted-foreground" aria-label="No photo" />
        )}
      </div>
      {progress !== null ? <Progress value={progress >= 1 ? null : progress} label="Uploading photo" /> : null}
      <div className={readOnly ? 'hidden' : 'grid grid-cols-2 gap-2'}>
        <Button variant="outline" size="sm" onClick={() => fileRef.current?.click()} disabled={upload.isPending}>
          <ImageUp aria-hidden="true" />
          Upload
        </Button>
        <Button variant="outline" size="sm" onClick={() => cameraRef.current?.click()} disabled={upload.isPending}>
          <Camera aria-hidden="true" />
          Take photo
        </Button>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept={photoAccept}
        hidden
        aria-label="Choose part photo"
        onChange={(e) => (send(e.target.files?.[0]), (e.target.value = ''))}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Take part photo"
        onChange={(e) => (send(e.target.files?.[0]), (e.target.value = ''))}
      />
    </div>
  );
}
