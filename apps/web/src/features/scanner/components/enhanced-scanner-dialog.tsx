import { Link } from 'react-router';
import { QrCode, ScanLine, Sparkles } from 'lucide-react';
import type { Equipment } from '@gears/domain';
import type { ScannerSettings } from '@gears/domain/equipment/scanner.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { PartAnalysisPanel } from './part-analysis-panel.tsx';
import { ScannerPanel } from './scanner-panel.tsx';

export type ScannerTab = 'scan' | 'upload' | 'create';

type EnhancedScannerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: ScannerTab;
  onTabChange: (tab: ScannerTab) => void;
  settings: ScannerSettings;
  onFound: (equipment: Equipment) => void;
};

/**
 * spec 02 §2 Enhanced QR Scanner dialog: the scan, upload (AI Part Analysis, the notes' image analysis) and create
 * tabs.
 */
export function EnhancedScannerDialog({ open, onOpenChange, tab, onTabChange, settings, onFound }: EnhancedScannerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl content-start">
        <DialogHeader>
          <DialogTitle>Enhanced QR Scanner</DialogTitle>
          <DialogDescription>Scan an equipment label with the camera or from a photo.</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as ScannerTab)}>
          <TabsList className="h-auto w-full flex-wrap">
            <TabsTrigger value="scan">
              <ScanLine aria-hidden="true" />
              QR Scanner
            </TabsTrigger>
            <TabsTrigger value="upload">
              <Sparkles aria-hidden="true" />
              AI Part Analysis
            </TabsTrigger>
            <TabsTrigger value="create">
              <QrCode aria-hidden="true" />
              QR Generator
            </TabsTrigger>
          </TabsList>
          <TabsContent value="scan">
            {open ? <ScannerPanel settings={settings} autoStart onClose={() => onOpenChange(false)} onFound={onFound} /> : null}
          </TabsContent>
          <TabsContent value="upload">{open ? <PartAnalysisPanel /> : null}</TabsContent>
          <TabsContent value="create">
            <div className="grid justify-items-start gap-3 rounded-lg border p-4">
              <p className="font-medium">Equipment QR Generator</p>
              <p className="text-sm text-muted-foreground">
                Generate, download and print QR labels, or label sheets (Avery 5160, L7160, single large label), in the QR Code Manager.
              </p>
              <Button asChild>
                <Link to="/dashboard/equipment?dialog=qr-manager">
                  <QrCode aria-hidden="true" />
                  Open the QR Code Manager
                </Link>
              </Button>
            </div>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
