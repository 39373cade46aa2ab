import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDemoData, useRemoveDemoData } from '../api/demo-data-api.ts';

/** The counts a provider admin recognises, from the per-table numbers the API answers. */
const shown: [string, string, string][] = [
  ['equipment', 'machine', 'machines'],
  ['maintenance_tasks', 'maintenance task', 'maintenance tasks'],
  ['repairs', 'repair', 'repairs'],
  ['equipment_parts', 'part', 'parts'],
  ['quote_requests', 'quote request', 'quote requests'],
  ['invoices', 'invoice', 'invoices'],
  ['job_sites', 'job site', 'job sites'],
  ['tracker_devices', 'tracked device', 'tracked devices'],
];

const blockerNames: Record<string, string> = {
  maintenance_tasks: 'maintenance tasks on demo equipment',
  repairs: 'repairs on demo equipment',
  quote_requests: 'quote requests for demo equipment',
  quote_items: 'quote items with demo parts',
  part_stock_movements: 'stock movements on demo tasks',
  parts_quotes: 'parts quote requests for demo parts',
  equipment_images: 'images on demo equipment',
  equipment_documents: 'documents on demo equipment',
  repair_attachments: 'attachments on demo repairs',
  job_site_equipment_assignments: 'demo machines on your job sites',
  asset_assignments: 'active check-outs of demo equipment',
  asset_reservations: 'open reservations of demo equipment',
  equipment_tracker_assignments: 'trackers on demo equipment (or demo trackers on your equipment)',
};

/** Admin: the demo company's sample fleet and records (ADR 0016), removed in one confirmed action. */
export function DemoDataCard() {
  const status = useDemoData();
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);
  const data = status.data;
  const summary = data
    ? shown
        .filter(([key]) => (data.rows[key] ?? 0) > 0)
        .map(([key, one, many]) => `${data.rows[key]} ${data.rows[key] === 1 ? one : many}`)
        .join(', ')
    : '';
  const blockers = data ? Object.entries(data.blockers) : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Demo data</CardTitle>
        <CardDescription>
          The demo company starts with a sample fleet, maintenance, parts and quotes so newcomers see the product at work. Remove it in one
          step when you begin with real data: the demo logins stay, and records your users created are never touched.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isError ? (
          <ErrorState message={errorMessage(status.error, 'Failed to load the demo data')} onRetry={() => void status.refetch()} />
        ) : status.isPending ? (
          <p className="text-sm text-muted-foreground">Counting demo records…</p>
        ) : data!.total === 0 ? (
          <p className="text-sm text-muted-foreground">No demo data left.</p>
        ) : (
          <>
            <p className="text-sm">
              <span className="font-medium tabular-nums">{data!.total.toLocaleString('en-US')} demo records</span>
              {summary ? <span className="text-muted-foreground">, including {summary}.</span> : null}
            </p>
            {blockers.length > 0 ? (
              <Alert variant="warning" role="status">
                <div>
                  Your users' own records use demo data:{' '}
                  {blockers.map(([kind, n]) => `${n} ${blockerNames[kind] ?? kind.replace(/_/g, ' ')}`).join(', ')}. Delete them or move
                  them to real equipment and parts before removing the demo data.
                </div>
              </Alert>
            ) : null}
            <div>
              <Button variant="destructive" onClick={() => setConfirming(true)} disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                Remove demo data
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove all demo data?"
        description={`This deletes ${data?.total.toLocaleString('en-US') ?? 'all'} demo records — machines, maintenance, parts, quotes, orders and invoices — for every company. The demo logins stay. This cannot be undone, and the demo is not seeded again.`}
        confirmLabel={remove.isPending ? 'Removing…' : 'Remove demo data'}
        confirmWord="REMOVE"
        destructive
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
