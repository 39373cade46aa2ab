import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  Briefcase,
  CalendarPlus,
  ClipboardList,
  FilePlus2,
  FileText,
  Images,
  Info,
  Lightbulb,
  QrCode,
  Trash2,
  Wrench,
} from 'lucide-react';
import { ArchivedBadge } from '../../../components/archived-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { equipmentServiceUrl, scheduleMaintenanceUrl } from '../../../lib/maintenance-links.ts';
import { requestQuoteUrl } from '../../../lib/quote-links.ts';
import { useEquipment } from '../api/equipment-api.ts';
import { ArchivedNotice } from './archived-notice.tsx';
import { CurrentHolder } from './current-holder.tsx';
import { DeleteEquipmentDialog } from './delete-equipment-dialog.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { HistoryExportButton } from './history-export-dialog.tsx';
import { StatusBadge } from './equipment-display.tsx';
import { ImagesTab } from './images-tab.tsx';
import { MaintenanceTab } from './maintenance-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { QrCodeTab } from './qr-code-tab.tsx';
import type { DetailTab } from './detail-tabs.ts';

// The computed tabs load with their first opening, not with the dialog (the equipment page stays lean).
const PerformanceTab = lazy(async () => ({ default: (await import('./insights/performance-tab.tsx')).PerformanceTab }));
const BusinessTab = lazy(async () => ({ default: (await import('./insights/business-tab.tsx')).BusinessTab }));
const InsightsTab = lazy(async () => ({ default: (await import('./insights/insights-tab.tsx')).InsightsTab }));

/** Tabs stack icon over label on phones, four to a row across 390 px. */
const tabTrigger = 'flex-col gap-0.5 px-1 text-xs sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm';

type DetailDialogProps = { id: string | null; tab: DetailTab; onTabChange: (tab: DetailTab) => void; onClose: () => void };

/** spec 02 §2 Equipment detail dialog, deep-linkable as /dashboard/equipment?id=…&tab=…. */
export function EquipmentDetailDialog({ id, tab, onTabChange, onClose }: DetailDialogProps) {
  const equipment = useEquipment(id);
  const [deleting, setDeleting] = useState(false);
  const can = usePermissions();
  const notFound = equipment.error instanceof ApiError && equipment.error.status === 404;
  // Archived equipment opens read-only, marked, with Restore (issue 13 item 9).
  const archived = Boolean(equipment.data?.archivedAt);

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex max-w-3xl flex-col sm:min-h-[min(36rem,90dvh)]"
        onEscapeKeyDown={(event) => {
          // Escape inside an inline editor cancels the edit, not the dialog.
          if ((document.activeElement as HTMLElement | null)?.dataset.inlineEditor !== undefined) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2 text-lg">
            {equipment.data?.name ?? (notFound ? 'Equipment not found' : 'Equipment')}
            {equipment.data ? <StatusBadge status={equipment.data.status} /> : null}
            {archived ? <ArchivedBadge /> : null}
          </DialogTitle>
          <DialogDescription>
            {equipment.data
              ? [equipment.data.manufacturer, equipment.data.model, equipment.data.serial && `SN ${equipment.data.serial}`]
                  .filter(Boolean)
                  .join(' · ') || 'Equipment details'
              : notFound
                ? 'It may have been deleted, or it belongs to another company.'
                : 'Loading details'}
          </DialogDescription>
        </DialogHeader>
        {equipment.isPending && id ? (
          <SkeletonRows rows={6} label="Loading equipment" />
        ) : equipment.isError ? (
          notFound ? null : (
            <ErrorState message={errorMessage(equipment.error, 'Failed to load equipment')} onRetry={() => void equipment.refetch()} />
          )
        ) : equipment.data ? (
          <>
            {archived ? <ArchivedNotice equipment={equipment.data} /> : null}
            <CurrentHolder equipment={equipment.data} />
            <Tabs value={tab} onValueChange={(value) => onTabChange(value as DetailTab)}>
              <TabsList className="grid h-auto w-full grid-cols-4 sm:flex sm:flex-wrap sm:justify-start">
                <TabsTrigger className={tabTrigger} value="overview">
                  <Info aria-hidden="true" />
                  Overview
                </TabsTrigger>
                <TabsTrigger className={tabTrigger} value="performance">
                  <Activity aria-hidden="true" />
                  <span className="sm:hidden">Perf.</span>
                  <span className="hidden sm:inline">Performance</span>
                </TabsTrigger>
                <TabsTrigger className={tabTrigger} value="maintenance">
                  <ClipboardList aria-hidden="true" />
                  <span className="sm:hidden">Service</span>
                  <span className="hidden sm:inline">Maintenance</span>
                </TabsTrigger>
                {can('quotes.read') ? (
                  <TabsTrigger className={tabTrigger} value="business">
                    <Briefcase aria-hidden="true" />
                    Business
                  </TabsTrigger>
                ) : null}
                <TabsTrigger className={tabTrigger} value="documents">
                  <FileText aria-hidden="true" />
                  <span className="sm:hidden">Docs</span>
                  <span className="hidden sm:inline">Documents</span>
                </TabsTrigger>
                <TabsTrigger className={tabTrigger} value="images">
                  <Images aria-hidden="true" />
                  Images
                </TabsTrigger>
                <TabsTrigger className={tabTrigger} value="qr-code">
                  <QrCode aria-hidden="true" />
                  QR Code
                </TabsTrigger>
                <TabsTrigger className={tabTrigger} value="insights">
                  <Lightbulb aria-hidden="true" />
                  Insights
                </TabsTrigger>
              </TabsList>
              <TabsContent value="overview">
                <OverviewTab equipment={equipment.data} />
              </TabsContent>
              <TabsContent value="performance">
                <Suspense fallback={<SkeletonRows rows={5} label="Loading performance" />}>
                  <PerformanceTab equipmentId={equipment.data.id} />
                </Suspense>
              </TabsContent>
              <TabsContent value="maintenance">
                <MaintenanceTab equipmentId={equipment.data.id} readOnly={archived} />
              </TabsContent>
              <TabsContent value="images">
                <ImagesTab equipmentId={equipment.data.id} readOnly={archived} />
              </TabsContent>
              <TabsContent value="business">
                <Suspense fallback={<SkeletonRows rows={6} label="Loading business" />}>
                  <BusinessTab equipmentId={equipment.data.id} readOnly={archived} />
                </Suspense>
              </TabsContent>
              <TabsContent value="documents">
                <DocumentsTab equipmentId={equipment.data.id} readOnly={archived} />
              </TabsContent>
              <TabsContent value="qr-code">
                <QrCodeTab equipment={equipment.data} readOnly={archived} />
              </TabsContent>
              <TabsContent value="insights">
                <Suspense fallback={<SkeletonRows rows={5} label="Loading insights" />}>
                  <InsightsTab equipmentId={equipment.data.id} />
                </Suspense>
              </TabsContent>
            </Tabs>
            <div className="mt-auto flex flex-wrap justify-between gap-2 border-t pt-3">
              <div className="flex flex-wrap gap-2">
                {archived ? null : (
                  <Button asChild size="sm">
                    <Link to={scheduleMaintenanceUrl(equipment.data.id)}>
                      <CalendarPlus aria-hidden="true" />
                      Schedule Maintenance
                    </Link>
                  </Button>
                )}
                <Button asChild size="sm" variant="outline">
                  <Link to={equipmentServiceUrl(equipment.data.id)}>
                    <Wrench aria-hidden="true" />
                    Service history
                  </Link>
                </Button>
                <HistoryExportButton equipmentId={equipment.data.id} />
                {can('quotes.request') && !archived ? (
                  <Button asChild size="sm" variant="outline">
                    <Link to={requestQuoteUrl(equipment.data.id)}>
                      <FilePlus2 aria-hidden="true" />
                      Request Quote
                    </Link>
                  </Button>
                ) : null}
              </div>
              {can('equipment.delete') && !archived ? (
                <Button variant="ghost" className="text-destructive hover:bg-destructive/10" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete equipment
                </Button>
              ) : null}
            </div>
            {can('equipment.delete') ? (
              <DeleteEquipmentDialog equipment={equipment.data} open={deleting} onOpenChange={setDeleting} onDone={onClose} />
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
