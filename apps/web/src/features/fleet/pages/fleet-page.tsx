import { useMemo, useState } from 'react';
import { Bell, Link2, Map as MapIcon, Radio, Satellite } from 'lucide-react';
import { FeatureGate } from '../../../components/feature-gate.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { usePermissions } from '../../../lib/permissions.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { useFleetAlerts, useFleetPositions } from '../api/positions-api.ts';
import { AlertsList } from '../components/alerts-list.tsx';
import { AssignDialog, type AssignPreset } from '../components/assign-dialog.tsx';
import { DetailsDialog, detailsTabs, type DetailsTab } from '../components/details-dialog.tsx';
import { MapView } from '../components/map-view.tsx';
import { SetupDialog } from '../components/setup-dialog.tsx';
import { TrackersView } from '../components/trackers-view.tsx';
import { useClientCompanies } from '../../../lib/client-companies.ts';

const views = ['map', 'alerts', 'trackers'] as const;
type View = (typeof views)[number];

/** spec 02 §2 Fleet Location Center (/dashboard/fleet-tracking and /dashboard/fleet); spec 01 §6: Enterprise, beta. */
export function FleetPage() {
  usePageMeta('Fleet Tracking', { noindex: true });
  return (
    <FeatureGate feature="fleet_tracking" title="Fleet Tracking">
      <FleetCenter />
    </FeatureGate>
  );
}

function FleetCenter() {
  const { me } = useSession();
  const can = usePermissions();
  const [params, update] = useSearchParamsEditor();
  // A provider admin outside impersonation sees every company's fleet and may narrow to one (issue 16 item 9).
  const allCompanies = Boolean(me?.context.isAdmin && !me.context.isImpersonating);
  const companies = useClientCompanies(allCompanies);
  const companyNames = useMemo(
    () => (allCompanies ? new Map((companies.data ?? []).map((c) => [c.id, c.name])) : undefined),
    [allCompanies, companies.data],
  );
  const companyId = allCompanies ? (params.get('company') ?? '') : '';
  const positions = useFleetPositions(companyId);
  const alerts = useFleetAlerts(companyId);
  const [assign, setAssign] = useState<AssignPreset | null>(null);

  const set = (key: string, value: string | null) => update((next) => (value ? next.set(key, value) : next.delete(key)));
  const view: View = views.find((v) => v === params.get('view')) ?? 'map';
  const openId = params.get('id');
  const tab: DetailsTab = detailsTabs.find((t) => t === params.get('tab')) ?? 'location';
  const open = positions.data?.items.find((p) => p.equipmentId === openId) ?? null;
  const mayManage = can('fleet.manageSources');
  const openSetup = () => set('dialog', 'setup');
  const openAlerts = alerts.data?.total ?? 0;

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title={
          <span className="inline-flex items-center gap-2">
            Fleet Tracking <Badge variant="info">Beta</Badge>
          </span>
        }
        description="Where every machine is, live, with geofences, trails and alerts."
        actions={
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            {can('fleet.assignTrackers') ? (
              <Button variant="outline" onClick={() => setAssign({})}>
                <Link2 aria-hidden="true" />
                Assign Tracker
              </Button>
            ) : null}
            {mayManage ? (
              <Button onClick={openSetup}>
                <Satellite aria-hidden="true" />
                GPS Tracker Setup
              </Button>
            ) : null}
          </div>
        }
      />
      {allCompanies ? (
        <NativeSelect
          aria-label="Company"
          value={companyId}
          onChange={(e) => set('company', e.target.value || null)}
          className="sm:max-w-xs"
        >
          <option value="">All companies</option>
          {(companies.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <Tabs value={view} onValueChange={(value) => set('view', value === 'map' ? null : value)}>
        <TabsList aria-label="Fleet views" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="map">
            <MapIcon aria-hidden="true" />
            Map
          </TabsTrigger>
          <TabsTrigger value="alerts">
            <Bell aria-hidden="true" />
            Alerts{openAlerts > 0 ? ` (${openAlerts.toLocaleString()})` : ''}
          </TabsTrigger>
          <TabsTrigger value="trackers">
            <Radio aria-hidden="true" />
            Trackers
          </TabsTrigger>
        </TabsList>
        <TabsContent value="map">
          {positions.isPending ? (
            <SkeletonRows rows={5} label="Loading the fleet" />
          ) : positions.isError ? (
            <ErrorState message="The fleet positions could not be loaded." onRetry={() => void positions.refetch()} />
          ) : (
            <MapView
              data={positions.data}
              openAlerts={openAlerts}
              onOpen={(id) => update((next) => (next.set('id', id), next.delete('tab')))}
              onShowAlerts={() => set('view', 'alerts')}
              onSetup={mayManage ? openSetup : null}
              companyNames={companyNames}
            />
          )}
        </TabsContent>
        <TabsContent value="alerts">
          <AlertsList companyId={companyId} onOpenEquipment={(id) => update((next) => (next.set('id', id), next.delete('tab')))} />
        </TabsContent>
        <TabsContent value="trackers">
          <TrackersView
            companyId={companyId}
            companyNames={companyNames}
            onSetup={openSetup}
            onAssign={(device) => setAssign({ trackerSourceId: device.trackerSourceId, deviceId: device.deviceId })}
          />
        </TabsContent>
      </Tabs>

      <DetailsDialog
        position={open}
        tab={tab}
        onTab={(next) => set('tab', next === 'location' ? null : next)}
        onClose={() => update((next) => (next.delete('id'), next.delete('tab')))}
        onAssign={(equipmentId) => setAssign({ equipmentId })}
      />
      <AssignDialog preset={assign} onClose={() => setAssign(null)} machines={positions.data?.items ?? []} companyId={companyId} />
      <SetupDialog
        open={params.get('dialog') === 'setup' && mayManage}
        onOpenChange={(o) => set('dialog', o ? 'setup' : null)}
        needsCompany={allCompanies}
      />
    </div>
  );
}
