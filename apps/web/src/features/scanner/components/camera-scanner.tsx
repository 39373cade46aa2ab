import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Camera, CameraOff, Flashlight, FlashlightOff, RotateCcw, X } from 'lucide-react';
import { cameraResolutionHeights, scanRetryDelayMs, type ScannerSettings } from '@gears/domain/equipment/scanner.rules';
import { emptyReadGate, offerRead } from '@gears/domain/scanner/read-gate.rules';
import { scanAttemptDelayMs } from '@gears/domain/scanner/settings.rules';
import { Button } from '../../../components/ui/button.tsx';
import { beep } from './beep.ts';
import { cameraErrorMessage } from './camera-messages.ts';
import type { CameraSession } from './zxing-reader.ts';

export type CameraState = 'idle' | 'starting' | 'scanning' | 'stopped' | 'error';

type CameraScannerProps = {
  settings: ScannerSettings;
  /** Called once per accepted read (after the double-read rule). */
  onCode: (text: string) => void;
  autoStart?: boolean;
  onClose?: () => void;
};

/** spec 02 §2 scan tab: live video with a frame, torch where supported, tap to focus, 'Camera Access Issue' on failure. */
export function CameraScanner({ settings, onCode, autoStart = false, onClose }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<CameraSession | null>(null);
  const gate = useRef(emptyReadGate);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<CameraState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const [canTorch, setCanTorch] = useState(false);
  const [canFocus, setCanFocus] = useState(false);
  const [focusPoint, setFocusPoint] = useState<{ x: number; y: number } | null>(null);

  const stop = useCallback((next: CameraState = 'stopped') => {
    session.current?.stop();
    session.current = null;
    setTorchOn(false);
    setState(next);
  }, []);

  const start = useCallback(async () => {
    if (!video.current) return;
    setError(null);
    setState('starting');
    gate.current = emptyReadGate;
    const continuous = settings.continuousScanning;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'InsecureContext');
      const { startCameraScan } = await import('./zxing-reader.ts');
      session.current = await startCameraScan(video.current, {
        height: cameraResolutionHeights[settings.cameraResolution],
        attemptDelayMs: scanAttemptDelayMs(settings.scanSensitivity),
        autoFocus: settings.autoFocus,
        torch: settings.flashEnabled,
        onRead: (text) => {
          const read = offerRead(gate.current, text, performance.now(), continuous);
          gate.current = read.gate;
          if (!read.accepted) return;
          // spec 02 §4: without continuous scanning the scanner stops after an accepted code.
          if (!continuous) stop('stopped');
          if (settings.beepOnScan) beep();
          onCodeRef.current(text.trim());
        },
      });
      setCanTorch(session.current.setTorch !== null);
      setCanFocus(session.current.focusAt !== null);
      setTorchOn(settings.flashEnabled && session.current.setTorch !== null);
      setState('scanning');
    } catch (caught) {
      session.current?.stop();
      session.current = null;
      setError(cameraErrorMessage(caught));
      setState('error');
    }
  }, [settings, stop]);

  useEffect(() => {
    if (autoStart) void start();
    return () => session.current?.stop();
    // Start once on mount when asked; later starts are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function retry() {
    setState('starting');
    // spec 02 §4: a retry after an error waits 1 second.
    await new Promise((resolve) => setTimeout(resolve, scanRetryDelayMs));
    await start();
  }

  async function toggleTorch() {
    if (!session.current?.setTorch) return;
    await session.current.setTorch(!torchOn).then(
      () => setTorchOn(!torchOn),
      () => setCanTorch(false),
    );
  }

  function tapToFocus(event: PointerEvent<HTMLDivElement>) {
    const focusAt = session.current?.focusAt;
    if (!focusAt) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    setFocusPoint({ x, y });
    void focusAt(x, y).catch(() => undefined);
    setTimeout(() => setFocusPoint(null), 800);
  }

  if (state === 'error') {
    return (
      <div
        role="alert"
        className="grid content-center justify-items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-5 text-center"
      >
        <CameraOff className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-semibold">Camera Access Issue</p>
        <p className="text-sm">{error}</p>
        <ol className="list-inside list-decimal text-left text-xs text-muted-foreground">
          <li>Allow camera access for this site in the browser's settings.</li>
          <li>Close other apps that use the camera.</li>
          <li>Or scan from a photo instead.</li>
        </ol>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void retry()}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
          {onClose ? (
            <Button variant="ghost" onClick={onClose}>
              <X aria-hidden="true" />
              Close
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  const live = state === 'scanning' || state === 'starting';
  return (
    <div className="grid gap-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-black" onPointerDown={live ? tapToFocus : undefined}>
        <video ref={video} muted playsInline className="size-full object-cover" aria-label="Camera preview" />
        {live ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[18%] rounded-xl border-2 border-primary shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
          />
        ) : (
          <div className="absolute inset-0 grid content-center justify-items-center gap-3 p-4 text-center text-white">
            <Camera className="size-8 opacity-80" aria-hidden="true" />
            <p className="text-sm opacity-90">{state === 'stopped' ? 'Camera stopped.' : 'Point the camera at a QR label.'}</p>
            <Button onClick={() => void start()} size="lg">
              {state === 'stopped' ? 'Scan again' : 'Start camera'}
            </Button>
          </div>
        )}
        {focusPoint ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-12 -translate-1/2 rounded-full border-2 border-white"
            style={{ left: `${focusPoint.x * 100}%`, top: `${focusPoint.y * 100}%` }}
          />
        ) : null}
        {state === 'starting' ? <p className="absolute inset-x-0 bottom-2 text-center text-xs text-white">Starting camera…</p> : null}
      </div>
      {live ? (
        <div className="flex items-center gap-2">
          <p className="flex-1 text-xs text-muted-foreground" role="status">
            {state === 'scanning'
              ? `Scanning${settings.continuousScanning ? ' continuously' : ''}…${canFocus ? ' Tap the picture to focus.' : ''}`
              : 'Starting…'}
          </p>
          {canTorch ? (
            <Button
              variant="outline"
              size="icon"
              onClick={() => void toggleTorch()}
              aria-pressed={torchOn}
              aria-label={torchOn ? 'Turn torch off' : 'Turn torch on'}
            >
              {torchOn ? <FlashlightOff aria-hidden="true" /> : <Flashlight aria-hidden="true" />}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => stop()}>
            Stop
          </Button>
        </div>
      ) : null}
    </div>
  );
}
