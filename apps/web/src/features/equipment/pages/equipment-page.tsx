import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FileUp, Plus, QrCode, ScanLine } from 'lucide-react';
import type { Availability, EquipmentSort, EquipmentStatus, MovementStatus } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent } from '../../../components/ui/tabs.tsx';
import { usePermissions } from '../../../lib/permissions.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { useExportEquipment } from '../api/bulk-api.ts';
import { HistoryExportButton } from '../components/history-export-dialog.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { useEquipmentStats, type EquipmentFilters } from '../api/equipment-api.ts';
import { BulkBar } from '../components/bulk-bar.tsx';
import { detailTabs, type DetailTab } from '../components/detail-tabs.ts';
import { EquipmentList } from '../components/equipment-list.tsx';
import { EquipmentPageTabs, setViewParam, viewFromParam } from '../components/equipment-page-tabs.tsx';
import { EquipmentStatsStrip } from '../components/equipment-stats-strip.tsx';
import { EquipmentToolbar } from '../components/equipment-toolbar.tsx';
import { CustomFieldFilter } from '../components/custom-fields/custom-field-filter.tsx';
import { FeatureGate } from '../../../components/feature-gate.tsx';
import { useFleetSlots } from '../../../components/fleet-slots.tsx';
import { useFeatures } from '../../../lib/features.ts';
import { LimitWarning } from '../../../components/limit-warning.tsx';
import { useClientCompanies } from '../../../lib/client-companies.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

// The Lifecycle tab loads when first shown (its dialogs and rules stay out of the register's chunk).
const LifecycleView = lazy(async () => ({ default: (await import('../components/lifecycle/lifecycle-view.tsx')).LifecycleView }));
// So do the other tabs and the dialogs (issue 17 "Speed": the register's first paint on a phone loaded and ran their code,
// zod and the form library included); a dialog's code loads when it first opens (useOpenedOnce).
const AssignmentsView = lazy(async () => ({ default: (await import('../components/assignments-view.tsx')).AssignmentsView }));
const ReservationsView = lazy(async () => ({
  default: (await import('../components/reservations/reservations-view.tsx')).ReservationsView,
}));
const EquipmentDetailDialog = lazy(async () => ({
  default: (await import('../components/equipment-detail-dialog.tsx')).EquipmentDetailDialog,
}));
const AddEquipmentDialog = lazy(async () => ({ default: (await import('../components/add-equipment-dialog.tsx')).AddEquipmentDialog }));
const ImportDialog = lazy(async () => ({ default: (await import('../components/import-dialog.tsx')).ImportDialog }));
const QrManagerDialog = lazy(async () => ({ default: (await import('../components/qr-manager-dialog.tsx')).QrManagerDialog }));

type PageDialog = 'add' | 'import' | 'qr-manager' | null;

const compact = 'h-14 flex-col gap-1 px-1 text-xs sm:h-9 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm';

/** spec 02 §2 Equipment Management (also at /dashboard/fleet-management). */
export function EquipmentPage() {
  usePageMeta('Equipment', { noindex: true });
  const { me } = useSession();
  const can = usePermissions();
  const stats = useEquipmentStats();
  const [params, updateParams] = useSearchParamsEditor();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EquipmentStatus | ''>('');
  const [availability, setAvailability] = useState<Availability | ''>('');
  const [movement, setMovement] = useState<MovementStatus | ''>('');
  const [sort, setSort] = useState<EquipmentSort>('-createdAt');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const debouncedSearch = useDebouncedValue(search, 300);
  // "Show archived" (issue 13 item 9) lists the archived equipment instead of the register; kept in the URL.
  const showArchived = params.get('archived') === 'show';
  // A custom field filter (issue 19 item 4), kept in the URL so a filtered register can be shared.
  const cf = params.get('cf') ?? '';
  const [cfReset, setCfReset] = useState(0);
  const filters: EquipmentFilters = {
    search: debouncedSearch.trim().length >= 2 ? debouncedSearch.trim() : '',
    status,
    availability,
    movement,
    sort,
    archived: showArchived,
    cf,
  };
  const exporter = useExportEquipment();
  const hasFilters = Boolean(filters.search || status || availability || movement || cf);

  // A provider admin outside impersonation sees every company; a new record needs its company named.
  const needsCompany = Boolean(me?.context.isAdmin && !me.context.isImpersonating);
  const companies = useClientCompanies(needsCompany);
  const companyNames = useMemo(
    () => (needsCompany ? new Map((companies.data ?? []).map((company) => [company.id, company.name])) : undefined),
    [needsCompany, companies.data],
  );

  // spec 02 §2: the Map tab (beta) only with fleet tracking, and only where the page was given the fleet's map.
  const FleetMapTab = useFleetSlots()?.MapTab;
  const hasFleetTracking = useFeatures().has('fleet_tracking') === true;
  const hasMap = Boolean(FleetMapTab) && hasFleetTracking;
  const view = viewFromParam(params.get('view'), hasMap);
  const openId = params.get('id');
  const requestedTab = params.get('tab') as DetailTab | null;
  const tab: DetailTab = requestedTab && detailTabs.includes(requestedTab) ? requestedTab : 'overview';
  const dialogParam = params.get('dialog');
  const dialog: PageDialog = dialogParam === 'add' || dialogParam === 'import' || dialogParam === 'qr-manager' ? dialogParam : null;

  const openDetail = (id: string, nextTab: DetailTab = 'overview') =>
    updateParams((next) => {
      next.set('id', id);
      if (nextTab === 'overview') next.delete('tab');
      else next.set('tab', nextTab);
    });
  const closeDetail = () => updateParams((next) => (next.delete('id'), next.delete('tab')));
  const setDialog = (value: PageDialog) => updateParams((next) => (value ? next.set('dialog', value) : next.delete('dialog')));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (checked) next.add(id);
        else next.delete(id);
      return next;
    });

  const addOpen = dialog === 'add' && can('equipment.create');
  const importOpen = dialog === 'import' && can('equipment.import');
  const detailShown = useOpenedOnce(openId !== null);
  const addShown = useOpenedOnce(addOpen);
  const importShown = useOpenedOnce(importOpen);
  const qrShown = useOpenedOnce(dialog === 'qr-manager');

  const total = stats.data?.total;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Equipment Management"
        description="Your fleet register: machines, photos, documents and QR labels."
        actions={
          // Phones: the main action full width, the others as a compact row of four (DESIGN §6a one-hand reach).
          // Actions the role may not take are not shown (ADR 0008).
          <div className={`grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap ${can('equipment.import') ? 'grid-cols-4' : 'grid-cols-3'}`}>
            {can('equipment.create') ? (
              <Button className="col-span-full sm:order-last" onClick={() => setDialog('add')}>
                <Plus aria-hidden="true" />
                Add Equipment
              </Button>
            ) : null}
            <Button asChild variant="outline" className={compact}>
              <Link to="/dashboard/scanner">
                <ScanLine aria-hidden="true" />
                Scan
              </Link>
            </Button>
            <Button variant="outline" className={compact} onClick={() => setDialog('qr-manager')}>
              <QrCode aria-hidden="true" />
              QR Codes
            </Button>
            {can('equipment.import') ? (
              <Button variant="outline" className={compact} onClick={() => setDialog('import')}>
                <FileUp aria-hidden="true" />
                Import
              </Button>
            ) : null}
            {can('company.settings') ? <HistoryExportButton equipmentId={null} label="History" size="default" className={compact} /> : null}
            <ExportButton
              className={compact}
              disabled={exporter.isPending}
              onExport={(format) => exporter.mutate({ filters, format })}
              count={
                !hasFilters && !showArchived && total !== undefined ? (
                  <span className="hidden sm:inline"> ({total.toLocaleString()})</span>
                ) : null
              }
            />
          </div>
        }
      />
      <LimitWarning kind="equipment" />

      <Tabs value={view} onValueChange={(value) => updateParams((next) => setViewParam(next, viewFromParam(value, hasMap)))}>
        <EquipmentPageTabs hasMap={hasMap} />
        <TabsContent value="register" className="mt-4 grid grid-cols-1 gap-4 first:mt-0">
          {/* The strip counts the live register; the archived view has its own note instead. */}
          {showArchived ? null : <EquipmentStatsStrip status={status} onStatus={setStatus} />}
          <EquipmentToolbar
            search={search}
            onSearch={setSearch}
            status={status}
            onStatus={setStatus}
            availability={availability}
            onAvailability={setAvailability}
            movement={hasFleetTracking ? movement : null}
            onMovement={setMovement}
            sort={sort}
            onSort={setSort}
            showArchived={showArchived}
            onShowArchived={(show) => {
              setSelected(new Set());
              updateParams((next) => (show ? next.set('archived', 'show') : next.delete('archived')));
            }}
          />
          <CustomFieldFilter
            key={cfReset}
            value={cf}
            onChange={(next) => updateParams((params) => (next ? params.set('cf', next) : params.delete('cf')))}
          />
          <EquipmentList
            filters={filters}
            hasFilters={hasFilters}
            onClearFilters={() => (
              setSearch(''),
              setStatus(''),
              setAvailability(''),
              setMovement(''),
              updateParams((params) => params.delete('cf')),
              setCfReset((n) => n + 1)
            )}
            onAdd={can('equipment.create') ? () => setDialog('add') : null}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onOpen={(id) => openDetail(id)}
            companyNames={companyNames}
          />
          {selected.size > 0 ? <BulkBar ids={[...selected]} onClear={() => setSelected(new Set())} /> : null}
        </TabsContent>
        <TabsContent value="assignments" className="mt-4 first:mt-0">
          <Suspense fallback={<SkeletonRows rows={4} label="Loading assignments" />}>
            <AssignmentsView onOpenEquipment={(id) => openDetail(id)} />
          </Suspense>
        </TabsContent>
        <TabsContent value="reservations" className="mt-4">
          <FeatureGate feature="reservations_basic">
            <Suspense fallback={<SkeletonRows rows={4} label="Loading reservations" />}>
              <ReservationsView />
            </Suspense>
          </FeatureGate>
        </TabsContent>
        <TabsContent value="lifecycle" className="mt-4">
          <Suspense fallback={<SkeletonRows rows={4} label="Loading lifecycle" />}>
            <LifecycleView />
          </Suspense>
        </TabsContent>
        {FleetMapTab && hasMap ? (
          <TabsContent value="map" className="mt-4">
            <Suspense fallback={<SkeletonRows rows={4} label="Loading the map" />}>
              <FleetMapTab onOpenEquipment={(id) => openDetail(id)} />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>

      <Suspense fallback={null}>
        {detailShown ? (
          <EquipmentDetailDialog id={openId} tab={tab} onTabChange={(next) => openId && openDetail(openId, next)} onClose={closeDetail} />
        ) : null}
        {addShown ? (
          <AddEquipmentDialog
            open={addOpen}
            onOpenChange={(open) => setDialog(open ? 'add' : null)}
            needsCompany={needsCompany}
            onCreated={(id) => updateParams((next) => (next.delete('dialog'), next.set('id', id)))}
          />
        ) : null}
        {importShown ? (
          <ImportDialog open={importOpen} onOpenChange={(open) => setDialog(open ? 'import' : null)} needsCompany={needsCompany} />
        ) : null}
        {qrShown ? (
          <QrManagerDialog
            open={dialog === 'qr-manager'}
            onOpenChange={(open) => setDialog(open ? 'qr-manager' : null)}
            selectedIds={[...selected]}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
