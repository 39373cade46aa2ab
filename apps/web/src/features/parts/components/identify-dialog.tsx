import { useEffect, useRef, useState } from 'react';
import { Camera, ImageUp, Plus, ScanText } from 'lucide-react';
import { confidentMatchScore, partsMessages, type PartIdentification } from '@gears/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { identifyPart } from '../api/identify-api.ts';
import type { PartFormValues } from './part-form.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'reading' }
  | { kind: 'done'; result: PartIdentification }
  | { kind: 'error'; message: string };

type IdentifyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenPart: (id: string) => void;
  /** Absent for a role that may not add parts (ADR 0008). */
  onAddNew: ((prefill: Partial<PartFormValues>) => void) | null;
};

const percent = (score: number) => `${Math.round(score * 100)}%`;
const scoreTone = (score: number) => (score >= 0.8 ? 'success' : score >= 0.6 ? 'warning' : 'secondary');

/** Identify a part from a photo: local OCR on the server, matches from the company's catalogue, or a new part pre-filled. */
export function IdentifyDialog({ open, onOpenChange, onOpenPart, onAddNew }: IdentifyDialogProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) {
      setPhase({ kind: 'idle' });
      setPreview(null);
    }
  }, [open]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function run(file: File | undefined) {
    if (!file) return;
    if (!/\.(png|jpe?g)$/i.test(file.name) && !/^image\/(png|jpeg)$/.test(file.type))
      return setPhase({ kind: 'error', message: 'Upload a PNG or JPEG photo.' });
    if (file.size > 10 * 1024 * 1024) return setPhase({ kind: 'error', message: 'File Too Large: Maximum size is 10MB.' });
    setPreview(URL.createObjectURL(file));
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const result = await identifyPart(file, (fraction) =>
        setPhase(fraction >= 1 ? { kind: 'reading' } : { kind: 'uploading', fraction }),
      );
      setPhase({ kind: 'done', result });
    } catch (error) {
      setPhase({ kind: 'error', message: errorMessage(error, 'Analysis Failed: Could not analyze the image. Please try again.') });
    }
  }

  const busy = phase.kind === 'uploading' || phase.kind === 'reading';
  const result = phase.kind === 'done' ? phase.result : null;
  const s = result?.suggestion;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Identify part from photo</DialogTitle>
          <DialogDescription>
            A photo of the part or its label is read on the server and matched against your parts catalogue.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={() => cameraRef.current?.click()} disabled={busy}>
            <Camera aria-hidden="true" />
            Take photo
          </Button>
          <Button variant="outline" onClick={() => fileRef.current?.click()} disabled={busy}>
            <ImageUp aria-hidden="true" />
            Upload photo
          </Button>
        </div>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Choose photo to identify"
          onChange={(e) => (void run(e.target.files?.[0]), (e.target.value = ''))}
        />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Take photo to identify"
          onChange={(e) => (void run(e.target.files?.[0]), (e.target.value = ''))}
        />
        {preview ? (
          <img src={preview} alt="Photo being identified" className="max-h-48 justify-self-center rounded-md border object-contain" />
        ) : null}
        {phase.kind === 'uploading' ? <Progress value={phase.fraction} label="Uploading photo" /> : null}
        {phase.kind === 'reading' ? (
          <div className="grid gap-2" role="status">
            <Progress value={null} label="Reading text" />
            <p className="text-sm text-muted-foreground">Photo uploaded. Reading the text with OCR; this usually takes a few seconds…</p>
          </div>
        ) : null}
        {phase.kind === 'error' ? (
          <Alert variant="destructive" role="alert">
            {phase.message}
          </Alert>
        ) : null}
        {result ? (
          <div className="grid gap-4" aria-label="Identification result">
            {result.message && result.message !== partsMessages.noCatalogueMatch ? <Alert variant="warning">{result.message}</Alert> : null}
            <section className="grid gap-1">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <ScanText className="size-4" aria-hidden="true" />
                Extracted text{' '}
                <span className="font-normal text-muted-foreground">(OCR confidence {Math.round(result.ocrConfidence)}%)</span>
              </h3>
              <pre className="max-h-32 overflow-auto rounded-md bg-muted p-2 text-xs whitespace-pre-wrap">
                {result.extractedText || '—'}
              </pre>
            </section>
            <section className="grid gap-2">
              <div className="grid gap-0.5">
                <h3 className="text-sm font-semibold">Best matches in your catalogue</h3>
                <p className="text-xs text-muted-foreground">{`A part counts as a match from ${Math.round(confidentMatchScore * 100)}%.`}</p>
              </div>
              {result.matches.length === 0 ? (
                <p className="text-sm font-medium" role="status">
                  {result.extractedText ? partsMessages.noCatalogueMatch : 'No part to match: no text was read.'}
                </p>
              ) : (
                <ul className="grid gap-2">
                  {result.matches.map((mt) => (
                    <li key={mt.part.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
                      <span className="grid">
                        <span className="font-medium">{mt.part.partName}</span>
                        <span className="text-xs text-muted-foreground">
                          {mt.part.partNumber} · matched on {mt.matchedOn === 'part_number' ? 'part number' : 'name'} “{mt.matchedText}” ·{' '}
                          {mt.part.unitsInStock} in stock
                        </span>
                      </span>
                      <span className="flex items-center gap-2">
                        <Badge variant={scoreTone(mt.score)}>{percent(mt.score)} match</Badge>
                        <Button size="sm" variant="outline" onClick={() => onOpenPart(mt.part.id)}>
                          Open
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {result.enrichment.status === 'failed' ? (
              <p className="text-xs text-muted-foreground">AI enrichment failed: {result.enrichment.error}</p>
            ) : null}
            {onAddNew ? (
              <Button
                variant={result.matches.length > 0 ? 'outline' : 'default'}
                onClick={() =>
                  onAddNew({
                    partName: s?.partName ?? '',
                    partNumber: s?.partNumber ?? '',
                    manufacturer: s?.manufacturer ?? '',
                    description: s?.description ?? '',
                  })
                }
              >
                <Plus aria-hidden="true" />
                Add as new part{s?.partName ? `: ${s.partName}` : ''}
              </Button>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
