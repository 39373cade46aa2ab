import { useEffect, useState } from 'react';
import { Download, Printer, QrCode, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import type { Equipment } from '@gears/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { qrDownloadUrl, useGenerateQr, useQrImage } from '../api/qr-api.ts';
import { printQrLabel } from './print-label.ts';

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * spec 02 §2 / §4 QR state: generate mode without a code; view mode (download, print, regenerate)
 * with one. The image encodes {PUBLIC_URL}/equipment/{qrCodeId}.
 */
/** readOnly: archived equipment keeps its code (labels still open it) but gets no new one until restored. */
export function QrPreview({ equipment, readOnly = false }: { equipment: Equipment; readOnly?: boolean }) {
  const generate = useGenerateQr();
  const image = useQrImage(equipment.id, equipment.qrCodeId);
  const src = useObjectUrl(image.data);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  // A new code changes the equipment record (and retires printed labels): 'equipment.edit' (ADR 0008).
  const mayGenerate = useCan('equipment.edit') && !readOnly;

  if (!equipment.qrCodeId) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <QrCode className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No QR Code Available</p>
        {mayGenerate ? (
          <>
            <p className="max-w-sm text-sm text-muted-foreground">
              Generate a code to print a label; scanning it opens this equipment for your team.
            </p>
            <Button onClick={() => generate.mutate(equipment.id)} disabled={generate.isPending}>
              <QrCode aria-hidden="true" />
              {generate.isPending ? 'Generating…' : 'Generate QR Code'}
            </Button>
          </>
        ) : (
          <p className="max-w-sm text-sm text-muted-foreground">A supervisor or manager can generate a code for this equipment.</p>
        )}
      </div>
    );
  }

  async function print() {
    if (!image.data) return;
    try {
      const opened = await printQrLabel(equipment, image.data);
      if (!opened) toast.error('Print Failed', { description: 'Allow pop-ups for this site to print the label.' });
    } catch {
      toast.error('Print Failed', { description: 'Failed to print QR code' });
    }
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
      <div className="flex aspect-square w-48 max-w-full items-center justify-center justify-self-center rounded-lg border bg-white p-1">
        {image.isPending ? (
          <Skeleton className="size-full" />
        ) : image.isError || !src ? (
          <span className="p-2 text-center text-xs text-destructive">Failed to load QR code. Please try regenerating.</span>
        ) : (
          <img src={src} alt={`QR code ${equipment.qrCodeId} for ${equipment.name}`} className="size-full [image-rendering:pixelated]" />
        )}
      </div>
      <div className="grid gap-3">
        <div className="grid gap-0.5">
          <span className="text-xs text-muted-foreground">QR code ID</span>
          <span className="font-mono text-lg font-semibold">{equipment.qrCodeId}</span>
          <span className="text-xs break-all text-muted-foreground">Scanning opens /equipment/{equipment.qrCodeId} on this portal.</span>
        </div>
        {image.isError ? (
          <Alert variant="destructive" role="alert" className="items-center">
            <span className="flex-1">Failed to load QR code. Please try regenerating.</span>
            <Button variant="outline" size="sm" onClick={() => void image.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={qrDownloadUrl(equipment.id)} download onClick={() => toast.success('QR Code Downloaded')}>
              <Download aria-hidden="true" />
              Download PNG
            </a>
          </Button>
          <Button variant="outline" onClick={() => void print()} disabled={!image.data}>
            <Printer aria-hidden="true" />
            Print Label
          </Button>
          {mayGenerate ? (
            <Button variant="ghost" onClick={() => setConfirmRegenerate(true)} disabled={generate.isPending}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirmRegenerate}
        onOpenChange={setConfirmRegenerate}
        title="Regenerate the QR code?"
        description={`Labels already printed with ${equipment.qrCodeId} will stop opening this equipment. Print and attach the new label.`}
        confirmLabel="Regenerate"
        isPending={generate.isPending}
        onConfirm={() => generate.mutate(equipment.id, { onSettled: () => setConfirmRegenerate(false) })}
      />
    </div>
  );
}
