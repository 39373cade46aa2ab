import { useRef, useState } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type PhotoScannerProps = { onCode: (text: string) => void; disabled?: boolean };

/**
 * Scanning from a photo, for browsers without camera access or a label the live view cannot
 * read: "Take photo" opens the phone's camera app, "Choose image" the gallery or files.
 */
export function PhotoScanner({ onCode, disabled }: PhotoScannerProps) {
  const [state, setState] = useState<'idle' | 'reading' | 'none' | 'failed'>('idle');
  const [preview, setPreview] = useState<string | null>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function read(file: File | undefined) {
    if (!file) return;
    // Some pickers give no type; only a file that says it is something else is refused up front.
    if (file.type && !file.type.startsWith('image/')) {
      setState('failed');
      return;
    }
    setState('reading');
    setPreview((old) => (old && URL.revokeObjectURL(old), URL.createObjectURL(file)));
    try {
      const { decodeImageFile } = await import('./zxing-reader.ts');
      const text = await decodeImageFile(file);
      if (text?.trim()) {
        setState('idle');
        onCode(text.trim());
      } else {
        setState('none');
      }
    } catch {
      setState('failed');
    }
  }

  const inputProps = {
    type: 'file',
    accept: 'image/*',
    className: 'sr-only',
    tabIndex: -1,
    disabled: disabled || state === 'reading',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      void read(file);
    },
  } as const;

  return (
    <div className="grid content-start gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <p className="font-medium">Scan from a photo</p>
        <p className="text-xs text-muted-foreground">Take a picture of the label, or choose an image or a downloaded QR PNG.</p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <input ref={cameraInput} {...inputProps} capture="environment" aria-label="Take photo" />
        <input ref={fileInput} {...inputProps} aria-label="Choose image" />
        <Button variant="outline" className="min-w-0 px-2" onClick={() => cameraInput.current?.click()} disabled={inputProps.disabled}>
          <Camera aria-hidden="true" />
          Take photo
        </Button>
        <Button variant="outline" className="min-w-0 px-2" onClick={() => fileInput.current?.click()} disabled={inputProps.disabled}>
          <ImageUp aria-hidden="true" />
          Choose image
        </Button>
      </div>
      {preview ? (
        <img src={preview} alt="The chosen photo" className="max-h-40 justify-self-center rounded-md border object-contain" />
      ) : null}
      <p role="status" className="text-sm">
        {state === 'reading' ? 'Reading the code…' : null}
        {state === 'none' ? (
          <span className="text-destructive">No QR code found in this image. Try again closer, with the whole code in frame.</span>
        ) : null}
        {state === 'failed' ? <span className="text-destructive">Failed to process image</span> : null}
      </p>
    </div>
  );
}
