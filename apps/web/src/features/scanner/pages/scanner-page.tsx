import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChartColumn, CircleCheck, QrCode, ScanLine, Settings2, Sparkles, WifiOff } from 'lucide-react';
import type { Equipment } from '@gears/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { EnhancedScannerDialog, type ScannerTab } from '../components/enhanced-scanner-dialog.tsx';
import { useOfflineScans } from '../components/offline-queue.ts';
import { ScanAnalyticsDialog } from '../components/scan-analytics-dialog.tsx';
import { ScanHistory } from '../components/scan-history.tsx';
import { ScanResultCard } from '../components/scan-result-card.tsx';
import { ScannerSettingsDialog } from '../components/scanner-settings-dialog.tsx';
import { useScanProcessor } from '../components/use-scan-processor.ts';
import { useScannerSettings } from '../components/use-scanner-settings.ts';

type Panel = { kind: 'scanner'; tab: ScannerTab } | { kind: 'settings' } | { kind: 'analytics' } | null;

function ActionCard({ icon: Icon, title, text, action }: { icon: typeof ScanLine; title: string; text: string; action: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      <div className="mt-auto">{action}</div>
    </Card>
  );
}

/** spec 02 §2 QR Scanner page (/dashboard/scanner and /dashboard/qr-scanner). */
export function ScannerPage() {
  usePageMeta('QR Scanner', { noindex: true });
  const { me } = useSession();
  const [settings, saveSettings] = useScannerSettings();
  const [panel, setPanel] = useState<Panel>(null);
  const [lastFound, setLastFound] = useState<Equipment | null>(null);
  const [detected, setDetected] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const offline = useOfflineScans();
  const linked = useScanProcessor();
  const handled = useRef<string | null>(null);

  // spec 02 §2: ?qrCode= shows 'QR Code Detected!', is handled like a scan, then leaves the address.
  useEffect(() => {
    const code = params.get('qrCode');
    if (!code || handled.current === code) return;
    handled.current = code;
    setDetected(code);
    setParams((current) => (current.delete('qrCode'), current), { replace: true });
    void linked.process(code, 'camera').then((outcome) => outcome?.kind === 'found' && setLastFound(outcome.equipment));
  }, [params, setParams, linked]);

  // Load the decoder with the page: a phone that loses signal in the yard can still read labels
  // (the scans wait in the offline queue).
  useEffect(() => {
    void import('../components/zxing-reader.ts').catch(() => undefined);
  }, []);

  const canClear = Boolean(me && !(me.context.isAdmin && !me.context.isImpersonating));

  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">QR Scanner</h1>
          <p className="text-sm text-muted-foreground">Scan an equipment label to open its record and log the scan.</p>
        </div>
        <Button variant="outline" onClick={() => setPanel({ kind: 'settings' })}>
          <Settings2 aria-hidden="true" />
          Settings
        </Button>
      </div>

      {detected ? (
        <Alert variant="info" role="status">
          <QrCode aria-hidden="true" />
          <div>
            <p className="font-medium">QR Code Detected!</p>
            <p className="font-mono text-xs break-all">{detected}</p>
          </div>
        </Alert>
      ) : null}
      {linked.outcome && linked.outcome.kind !== 'found' ? (
        <ScanResultCard outcome={linked.outcome} onScanAnother={() => (linked.reset(), setDetected(null))} />
      ) : null}

      {offline.count > 0 ? (
        <Alert variant="warning" role="status" className="items-center">
          <WifiOff aria-hidden="true" />
          <span className="flex-1">
            {offline.count} scan{offline.count === 1 ? '' : 's'} saved offline will be logged when you are back online.
          </span>
          <Button size="sm" variant="outline" onClick={() => void offline.sync()}>
            Send now
          </Button>
        </Alert>
      ) : null}

      {lastFound ? (
        <Card className="flex flex-wrap items-center gap-3 border-success/50 p-4">
          <CircleCheck className="size-6 text-success" aria-hidden="true" />
          <div className="grid flex-1 gap-0.5">
            <p className="font-semibold">Equipment Scanned Successfully</p>
            <p className="text-sm text-muted-foreground">{lastFound.name}</p>
          </div>
          <Button variant="outline" asChild>
            <Link to={`/dashboard/notes?equipment_id=${encodeURIComponent(lastFound.id)}&create_ai=true`}>Photo note</Link>
          </Button>
          <Button asChild>
            <Link to={`/dashboard/equipment?id=${encodeURIComponent(lastFound.id)}`}>View equipment</Link>
          </Button>
        </Card>
      ) : null}

      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <ActionCard
          icon={ScanLine}
          title="QR Code Scanner"
          text="Camera or photo. Without signal, scans are kept on this device and sent when the connection returns."
          action={
            <Button size="lg" className="w-full" onClick={() => setPanel({ kind: 'scanner', tab: 'scan' })}>
              <ScanLine aria-hidden="true" />
              Start Scanning
            </Button>
          }
        />
        <ActionCard
          icon={Sparkles}
          title="AI Part Analysis"
          text="Photos of a part, plate or fault: read their text and get a category, priority and next steps."
          action={
            <Button variant="outline" className="w-full" onClick={() => setPanel({ kind: 'scanner', tab: 'upload' })}>
              Analyse photos
            </Button>
          }
        />
        <ActionCard
          icon={QrCode}
          title="QR Code Creator"
          text="Generate and print labels for your equipment."
          action={
            <Button variant="outline" className="w-full" onClick={() => setPanel({ kind: 'scanner', tab: 'create' })}>
              Create QR codes
            </Button>
          }
        />
        <ActionCard
          icon={ChartColumn}
          title="Scan Analytics"
          text="Scans over the last 30 days, where and by whom."
          action={
            <Button variant="outline" className="w-full" onClick={() => setPanel({ kind: 'analytics' })}>
              View analytics
            </Button>
          }
        />
      </div>

      <ScanHistory canClear={canClear} />

      <EnhancedScannerDialog
        open={panel?.kind === 'scanner'}
        onOpenChange={(open) => !open && setPanel(null)}
        tab={panel?.kind === 'scanner' ? panel.tab : 'scan'}
        onTabChange={(tab) => setPanel({ kind: 'scanner', tab })}
        settings={settings}
        onFound={setLastFound}
      />
      <ScannerSettingsDialog
        open={panel?.kind === 'settings'}
        onOpenChange={(open) => !open && setPanel(null)}
        settings={settings}
        onSave={saveSettings}
      />
      <ScanAnalyticsDialog open={panel?.kind === 'analytics'} onOpenChange={(open) => !open && setPanel(null)} />
    </div>
  );
}
