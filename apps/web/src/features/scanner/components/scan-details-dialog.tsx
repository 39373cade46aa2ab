import { Link } from 'react-router';
import type { ScanEntry } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { sourceLabels } from './scan-labels.ts';

/** spec 02 §2 Scan Details dialog. */
export function ScanDetailsDialog({ scan, onClose }: { scan: ScanEntry | null; onClose: () => void }) {
  const facts: [string, string][] = scan
    ? [
        ['Equipment', scan.equipmentName],
        ['QR code ID', scan.qrCodeId ?? '—'],
        ['Scanned', formatDateTime(scan.scannedAt)],
        ['Scanned by', scan.userName ?? '—'],
        ['How', sourceLabels[scan.source]],
        ['Location', scan.location ?? '—'],
        [
          'Coordinates',
          scan.latitude !== null && scan.longitude !== null ? `${scan.latitude.toFixed(5)}, ${scan.longitude.toFixed(5)}` : '—',
        ],
        ['Offline scan id', scan.clientScanId ?? '—'],
      ]
    : [];
  return (
    <Dialog open={scan !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Scan Details</DialogTitle>
          <DialogDescription>{scan ? formatDateTime(scan.scannedAt) : ''}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {scan ? (
          <Button asChild>
            <Link to={`/dashboard/equipment?id=${encodeURIComponent(scan.equipmentId)}`}>View equipment</Link>
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
