import { Link2, Plus, Radio } from 'lucide-react';
import type { TrackerDevice } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { formatRelativeAge } from '../../../lib/format.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useTrackerSources, useUnassignedDevices } from '../api/sources-api.ts';
import { SourceCard } from './source-card.tsx';
import { WorkingHoursCard } from './working-hours-card.tsx';

type TrackersViewProps = {
  companyId?: string;
  companyNames?: ReadonlyMap<string, string>;
  onSetup: () => void;
  onAssign: (device: TrackerDevice) => void;
};

/** spec 02 §2 Tracking Providers: the company's sources as cards, and the devices that report but are on no machine. */
export function TrackersView({ companyId = '', companyNames, onSetup, onAssign }: TrackersViewProps) {
  const can = usePermissions();
  const mayManage = can('fleet.manageSources');
  const mayAssign = can('fleet.assignTrackers');
  const sources = useTrackerSources(companyId);
  const devices = useUnassignedDevices(companyId);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="sources-title" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sources-title" className="text-sm font-semibold">
            Tracking providers
          </h2>
          {mayManage ? (
            <Button size="sm" onClick={onSetup}>
              <Plus aria-hidden="true" />
              Add provider
            </Button>
          ) : null}
        </div>
        {sources.isPending ? (
          <SkeletonRows rows={2} label="Loading tracker sources" />
        ) : sources.isError ? (
          <ErrorState message="The tracker sources could not be loaded." onRetry={() => void sources.refetch()} />
        ) : sources.data.items.length === 0 ? (
          <EmptyState
            title="No tracker source yet"
            description={
              mayManage
                ? 'Add a provider: a Traccar Client phone, a Traccar server, a JSON push, or a telematics account.'
                : 'A manager adds the company’s trackers here.'
            }
            action={mayManage ? <Button onClick={onSetup}>GPS Tracker Setup</Button> : undefined}
          />
        ) : (
          <ul className="grid gap-2 lg:grid-cols-2">
            {sources.data.items.map((source) => (
              <SourceCard key={source.id} source={source} mayManage={mayManage} companyName={companyNames?.get(source.companyId)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="devices-title" className="grid gap-2">
        <h2 id="devices-title" className="text-sm font-semibold">
          Unassigned devices
        </h2>
        {devices.isPending ? (
          <SkeletonRows rows={2} label="Loading devices" />
        ) : devices.isError ? (
          <ErrorState message="The devices could not be loaded." onRetry={() => void devices.refetch()} />
        ) : devices.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every device that has reported is on a machine.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Unassigned devices">
            {devices.data.items.map((device) => (
              <li
                key={`${device.trackerSourceId}:${device.deviceId}`}
                className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 text-sm"
              >
                <Radio className="size-4 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="truncate font-mono">{device.deviceId}</p>
                  <p className="text-xs text-muted-foreground">
                    {device.sourceName} · {device.fixesAccepted.toLocaleString()} positions
                    {device.lastFixAt ? ` · last ${formatRelativeAge(device.lastFixAt)}` : ''}
                  </p>
                </div>
                {mayAssign ? (
                  <Button variant="outline" size="sm" onClick={() => onAssign(device)}>
                    <Link2 aria-hidden="true" />
                    Assign to equipment
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <WorkingHoursCard companyId={companyId} mayEdit={mayManage} />
    </div>
  );
}
