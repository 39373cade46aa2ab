import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { historyMessages } from '@gears/domain/equipment/history.messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useFeatures } from '../../../lib/features.ts';
import { useExportHistory } from '../api/history-api.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * History export (issue 17 item 5): the activity log of one machine (equipmentId) or of the company (null) as CSV for a
 * date range, UTC days. Offered only on plans with history export (professional and up); the server refuses it otherwise.
 */
export function HistoryExportButton({
  equipmentId,
  label = 'Export history',
  size = 'sm',
  className,
}: {
  equipmentId: string | null;
  label?: string;
  size?: 'sm' | 'default';
  className?: string;
}) {
  const features = useFeatures();
  const [open, setOpen] = useState(false);
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getTime() - 364 * 86_400_000)));
  const [to, setTo] = useState(isoDay(today));
  const exporter = useExportHistory();
  if (features.has('history_export') !== true) return null;
  const backwards = from !== '' && to !== '' && from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exporter.mutate({ equipmentId, range: { from, to } }, { onSuccess: () => setOpen(false) });
  };
  return (
    <>
      <Button variant="outline" size={size} className={className} onClick={() => setOpen(true)}>
        <Download aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>{equipmentId ? 'Export this machine’s history' : 'Export company history'}</DialogTitle>
            <DialogDescription>The activity log as CSV, newest first. Dates are UTC days, both included.</DialogDescription>
          </DialogHeader>
          <form className="grid gap-3" onSubmit={submit}>
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="history-from">From</Label>
                <Input id="history-from" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="history-to">To</Label>
                <Input id="history-to" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
              </div>
            </div>
            {backwards ? (
              <p role="alert" className="text-sm text-destructive">
                {historyMessages.range}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={backwards || exporter.isPending}>
                <Download aria-hidden="true" />
                Download CSV
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
