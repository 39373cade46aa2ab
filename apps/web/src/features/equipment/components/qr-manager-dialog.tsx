import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { equipmentKeys, useEquipment, useEquipmentPicker } from '../api/equipment-api.ts';
import { useQrSummary } from '../api/qr-api.ts';
import { LabelSheetForm } from './label-sheet-form.tsx';
import { QrPreview } from './qr-preview.tsx';

type QrManagerDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; selectedIds: string[] };

function FleetSummary({ onPick }: { onPick: (id: string) => void }) {
  const summary = useQrSummary();
  if (summary.isPending) return <Skeleton className="h-24" />;
  if (summary.isError) return <p className="text-sm text-destructive">Could not load the fleet summary.</p>;
  const { withQrCode, needingQrCode, needingQrCodeSample } = summary.data;
  return (
    <section aria-labelledby="qr-fleet-summary" className="grid gap-2 rounded-lg border p-3">
      <h3 id="qr-fleet-summary" className="text-sm font-medium">
        Fleet summary
      </h3>
      <div className="grid grid-cols-2 gap-2 text-center">
        <div className="rounded-md bg-success/10 p-2">
          <div className="text-xl font-semibold tabular-nums">{withQrCode}</div>
          <div className="text-xs text-muted-foreground">Has QR</div>
        </div>
        <div className="rounded-md bg-primary/15 p-2">
          <div className="text-xl font-semibold tabular-nums">{needingQrCode}</div>
          <div className="text-xs text-muted-foreground">Needs QR</div>
        </div>
      </div>
      {needingQrCodeSample.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Equipment that needs a QR code">
          {needingQrCodeSample.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-2 text-left hover:bg-muted md:min-h-8"
                onClick={() => onPick(item.id)}
              >
                <span className="truncate">{item.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{item.serial ?? item.model ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">Every machine has a QR code.</p>
      )}
    </section>
  );
}

/** spec 02 §2 Equipment QR Code Manager, plus label sheets as PDF for a selection. */
export function QrManagerDialog({ open, onOpenChange, selectedIds }: QrManagerDialogProps) {
  const [search, setSearch] = useState('');
  const [pickedId, setPickedId] = useState<string | null>(null);
  const picker = useEquipmentPicker(useDebouncedValue(search, 300));
  const picked = useEquipment(pickedId);
  const queryClient = useQueryClient();
  const labelIds = selectedIds.length > 0 ? selectedIds : pickedId && picked.data?.qrCodeId ? [pickedId] : [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Equipment QR Code Manager</DialogTitle>
          <DialogDescription>Generate, view, download and print QR labels.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="grid min-w-0 content-start gap-3">
            <div className="grid gap-1.5">
              <label htmlFor="qr-manager-search" className="text-sm font-medium">
                Equipment
              </label>
              <SearchInput
                id="qr-manager-search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Search name, model or serial"
              />
              <ul className="grid max-h-56 gap-0.5 overflow-y-auto rounded-md border p-1" aria-label="Matching equipment">
                {picker.isPending ? <li className="p-2 text-xs text-muted-foreground">Loading…</li> : null}
                {picker.data?.length === 0 ? <li className="p-2 text-xs text-muted-foreground">No equipment matches.</li> : null}
                {picker.data?.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={item.id === pickedId}
                      onClick={() => setPickedId(item.id)}
                      className={cn(
                        'flex min-h-11 w-full items-center justify-between gap-2 rounded px-2 text-left text-sm hover:bg-muted md:min-h-8',
                        item.id === pickedId && 'bg-accent',
                      )}
                    >
                      <span className="truncate">{item.name}</span>
                      <span className="shrink-0 text-[11px] text-muted-foreground">{item.qrCodeId ? 'Has QR' : 'Needs QR'}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <FleetSummary onPick={setPickedId} />
          </div>
          <div className="grid min-w-0 content-start gap-4">
            {picked.data ? (
              <>
                <div className="flex items-start justify-between gap-2">
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                    <div className="col-span-full font-medium">{picked.data.name}</div>
                    {(
                      [
                        ['Manufacturer', picked.data.manufacturer],
                        ['Model', picked.data.model],
                        ['Serial', picked.data.serial],
                        ['Year', picked.data.year],
                        ['Location', picked.data.location],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label} className="min-w-0">
                        <dt className="text-xs text-muted-foreground">{label}</dt>
                        <dd className="truncate">{value ?? '—'}</dd>
                      </div>
                    ))}
                  </dl>
                  <Button variant="ghost" size="sm" onClick={() => void queryClient.invalidateQueries({ queryKey: equipmentKeys.all })}>
                    <RefreshCw aria-hidden="true" />
                    Refresh View
                  </Button>
                </div>
                <QrPreview equipment={picked.data} />
              </>
            ) : (
              <div className="flex min-h-40 items-center justify-center rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
                {pickedId ? 'Loading…' : 'Choose equipment on the left to generate or view its QR code.'}
              </div>
            )}
            <div className="border-t pt-4">
              <p className="mb-2 text-sm text-muted-foreground">
                {selectedIds.length > 0
                  ? `Labels for the ${selectedIds.length} selected on the list (those without a QR code are left out).`
                  : 'Select equipment on the list to print many labels at once, or pick one here.'}
              </p>
              <LabelSheetForm ids={labelIds} idPrefix="qr-manager-labels" />
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
