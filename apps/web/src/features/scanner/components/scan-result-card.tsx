import { Link } from 'react-router';
import { AlertTriangle, CalendarClock, CalendarPlus, Copy, ExternalLink, FilePlus2, LogIn, LogOut, RotateCcw, WifiOff } from 'lucide-react';
import { toast } from 'sonner';
import type { Equipment } from '@gears/domain';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { mayCheckIn } from '@gears/domain/assignments/assignment.rules';
import { ArchivedBadge } from '../../../components/archived-badge.tsx';
import { EquipmentStatusBadge } from '../../../components/equipment-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { checkInUrl, checkOutUrl } from '../../../lib/assignment-links.ts';
import { dateOrDash as dateOr, nextServiceText } from '../../../lib/service-dates.ts';
import { scheduleMaintenanceUrl } from '../../../lib/maintenance-links.ts';
import { requestQuoteUrl } from '../../../lib/quote-links.ts';
import { reserveAssetUrl } from '../../../lib/reservation-links.ts';
import type { ScanOutcome } from './use-scan-processor.ts';

const words = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : '—');

/**
 * What the signed-in person may do about who holds a machine (spec 02 §2 Quick Actions Check Out / Check In). The plan's
 * check_in_out_basic gate is the Assignments tab's (Feature Unavailable panel there) and the server's.
 */
export type Custody = { userId: string; mayCheckOut: boolean; mayManage: boolean };

/** Check In for the holder (and supervisors up) when the machine is out; Check Out when it is not. Null when neither. */
function custodyAction(equipment: Equipment, custody: Custody | undefined): 'in' | 'out' | null {
  if (!custody || equipment.archivedAt) return null;
  if (equipment.assignmentStatus === 'assigned') {
    return mayCheckIn({ holderUserId: equipment.assignedTo }, custody.userId, custody.mayManage) ? 'in' : null;
  }
  return custody.mayCheckOut ? 'out' : null;
}

type FoundCardProps = { equipment: Equipment; logged: string; mayRequestQuote: boolean; custody?: Custody };

/** spec 02 §2 matched card: the equipment's facts and what to do next. */
function FoundCard({ equipment, logged, mayRequestQuote, custody }: FoundCardProps) {
  const action = custodyAction(equipment, custody);
  const facts: [string, string][] = [
    // spec 02 §4 availability label, as the server computed it (issue 15 item 4).
    [
      'Availability',
      equipment.jobSite && equipment.availability === 'On Site' ? `On Site: ${equipment.jobSite.name}` : equipment.availability,
    ],
    ['Manufacturer', equipment.manufacturer ?? '—'],
    ['Model', equipment.model ?? '—'],
    ['Serial', equipment.serial ?? '—'],
    ['Type', words(equipment.equipmentType)],
    ['Year', equipment.year === null ? '—' : String(equipment.year)],
    ['Operating hours', equipment.hours === null ? '—' : `${equipment.hours.toLocaleString()} h`],
    ['Location', equipment.location ?? '—'],
    ['Last service', dateOr(equipment.lastServiceDate)],
    ['Next service', nextServiceText(equipment)],
    ['Purchase date', dateOr(equipment.purchaseDate)],
    ['QR code ID', equipment.qrCodeId ?? '—'],
  ];
  const archived = equipment.archivedAt !== null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{equipment.name}</h3>
        <EquipmentStatusBadge status={equipment.status} />
        {archived ? <ArchivedBadge /> : null}
      </div>
      {archived ? (
        <p className="rounded-md border bg-muted p-2 text-sm">
          This equipment is archived: kept for its history and read-only. Open its details to restore it before scheduling work.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="truncate">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {logged === 'logged' && 'Scan logged in your history.'}
        {logged === 'duplicate' && 'Scanned again within 30 seconds: not logged twice.'}
        {logged === 'queued' && 'Saved offline: the scan will be logged when you are back online.'}
        {logged === 'not_owner' && 'This equipment belongs to another company: the scan is not logged.'}
      </p>
      {equipment.assignmentStatus === 'assigned' && equipment.assignedToName ? (
        <p className="text-sm">
          Checked out to <strong>{equipment.assignedToName}</strong>
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {action ? (
          <Button asChild size="lg" className="sm:col-span-2">
            <Link to={action === 'in' ? checkInUrl(equipment.id) : checkOutUrl(equipment.id)}>
              {action === 'in' ? <LogIn aria-hidden="true" /> : <LogOut aria-hidden="true" />}
              {action === 'in' ? 'Check In' : 'Check Out'}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={action ? 'outline' : 'default'}>
          <Link to={`/dashboard/equipment?id=${encodeURIComponent(equipment.id)}`}>
            <ExternalLink aria-hidden="true" />
            View Full Details
          </Link>
        </Button>
        {archived ? null : (
          <>
            <Button asChild variant="outline">
              <Link to={scheduleMaintenanceUrl(equipment.id)}>
                <CalendarPlus aria-hidden="true" />
                Schedule Maintenance
              </Link>
            </Button>
            {equipment.status === 'retired' ? null : (
              <Button asChild variant="outline">
                <Link to={reserveAssetUrl(equipment.id)}>
                  <CalendarClock aria-hidden="true" />
                  Reserve Asset
                </Link>
              </Button>
            )}
            {mayRequestQuote ? (
              <Button asChild variant="outline">
                <Link to={requestQuoteUrl(equipment.id)}>
                  <FilePlus2 aria-hidden="true" />
                  Request Quote
                </Link>
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function copy(text: string) {
  void navigator.clipboard?.writeText(text).then(
    () => toast.success('Copied'),
    () => toast.error('Could not copy'),
  );
}

type ScanResultCardProps = {
  outcome: ScanOutcome;
  onScanAnother: () => void;
  /** The scanner passes the caller's 'quotes.request' permission (ADR 0008): Request Quote is hidden without it. */
  mayRequestQuote?: boolean;
  /** Check Out / Check In quick actions; none without it. */
  custody?: Custody;
};

export function ScanResultCard({ outcome, onScanAnother, mayRequestQuote = true, custody }: ScanResultCardProps) {
  const tone =
    outcome.kind === 'found'
      ? 'border-success/50 bg-success/5'
      : outcome.kind === 'queued'
        ? 'border-info/40 bg-info/5'
        : 'border-primary/50 bg-primary/5';
  return (
    <section aria-label="Scan result" className={`grid gap-3 rounded-lg border p-4 ${tone}`}>
      {outcome.kind === 'found' ? <p className="text-sm font-medium text-success">Equipment found!</p> : null}
      {outcome.kind === 'found' ? (
        <FoundCard equipment={outcome.equipment} logged={outcome.logged} mayRequestQuote={mayRequestQuote} custody={custody} />
      ) : null}
      {outcome.kind === 'not-found' || outcome.kind === 'invalid' || outcome.kind === 'error' ? (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle className="size-4 text-accent-text" aria-hidden="true" />
            {outcome.kind === 'not-found'
              ? equipmentMessages.qrCodeNotFound
              : outcome.kind === 'invalid'
                ? equipmentMessages.invalidQrCode
                : outcome.message}
          </p>
          <p className="text-xs text-muted-foreground">Scanned text:</p>
          <code className="rounded-md bg-muted p-2 text-xs break-all">{outcome.text}</code>
          <Button variant="outline" className="justify-self-start" onClick={() => copy(outcome.text)}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      ) : null}
      {outcome.kind === 'queued' ? (
        <p className="flex items-center gap-2 text-sm">
          <WifiOff className="size-4" aria-hidden="true" />
          You are offline. Code <span className="font-mono">{outcome.code}</span> is saved and will be logged when you are back online.
        </p>
      ) : null}
      <Button variant="outline" onClick={onScanAnother}>
        <RotateCcw aria-hidden="true" />
        Scan Another
      </Button>
    </section>
  );
}
