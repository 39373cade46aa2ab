import type { FleetPosition } from '@gears/domain';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { CostsTab } from './costs-tab.tsx';
import { GpsStatusBadge } from './gps-status.tsx';
import { SensorsTab } from './sensors-tab.tsx';
import { TrackerTab } from './tracker-tab.tsx';
import { TrailTab } from './trail-tab.tsx';

export const detailsTabs = ['location', 'costs', 'sensors', 'tracker'] as const;
export type DetailsTab = (typeof detailsTabs)[number];

type DetailsDialogProps = {
  position: FleetPosition | null;
  tab: DetailsTab;
  onTab: (tab: DetailsTab) => void;
  onClose: () => void;
  onAssign: (equipmentId: string) => void;
};

/** spec 02 §2 details dialog: where the machine is and has been, what it costs to run, its sensors and its tracker. */
export function DetailsDialog({ position, tab, onTab, onClose, onAssign }: DetailsDialogProps) {
  return (
    <Dialog open={position !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-3xl">
        {position ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                {position.equipmentName}
                <GpsStatusBadge status={position.gpsStatus} />
              </DialogTitle>
              <DialogDescription>
                {[position.equipmentType, position.jobSiteName ?? 'No job site'].filter(Boolean).join(' · ')}
              </DialogDescription>
            </DialogHeader>
            <Tabs value={tab} onValueChange={(value) => onTab(value as DetailsTab)}>
              <TabsList aria-label="Machine details" className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
                <TabsTrigger value="location">Location</TabsTrigger>
                <TabsTrigger value="costs">Costs</TabsTrigger>
                <TabsTrigger value="sensors">Sensors</TabsTrigger>
                <TabsTrigger value="tracker">Tracker</TabsTrigger>
              </TabsList>
              <TabsContent value="location">
                <TrailTab position={position} />
              </TabsContent>
              <TabsContent value="costs">
                <CostsTab equipmentId={position.equipmentId} />
              </TabsContent>
              <TabsContent value="sensors">
                <SensorsTab equipmentId={position.equipmentId} />
              </TabsContent>
              <TabsContent value="tracker">
                <TrackerTab equipmentId={position.equipmentId} onAssign={() => onAssign(position.equipmentId)} />
              </TabsContent>
            </Tabs>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
