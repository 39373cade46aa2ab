/**
 * The camera and photo decoder, kept in its own module so @zxing/browser loads only when a
 * person scans (DESIGN §7: the camera is a lazy chunk).
 */
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { DecodeHintType } from '@zxing/library';
import { decodeQrFromSizes, scanWidths, toGray, type GrayImage } from './qr-decode.ts';

export type CameraOptions = {
  /** Ideal frame height: spec 02 §5 low 480, medium 720, high 1080, ultra 2160. */
  height: number;
  attemptDelayMs: number;
  autoFocus: boolean;
  torch: boolean;
  onRead: (text: string) => void;
};

export type CameraSession = {
  stop: () => void;
  /** null when the camera has no torch (most laptops, iOS Safari). */
  setTorch: ((on: boolean) => Promise<void>) | null;
  /** Focus on a point of the frame (0..1); null when the camera cannot. */
  focusAt: ((x: number, y: number) => Promise<void>) | null;
};

const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);

// Focus constraints are not in TypeScript's DOM types yet (Image Capture spec).
type FocusCapabilities = MediaTrackCapabilities & { focusMode?: string[]; torch?: boolean };
type FocusConstraint = MediaTrackConstraintSet & { focusMode?: string; pointsOfInterest?: { x: number; y: number }[] };

function videoTrack(video: HTMLVideoElement): MediaStreamTrack | null {
  const stream = video.srcObject;
  return stream instanceof MediaStream ? (stream.getVideoTracks()[0] ?? null) : null;
}

export async function startCameraScan(video: HTMLVideoElement, options: CameraOptions): Promise<CameraSession> {
  const reader = new BrowserQRCodeReader(hints, { delayBetweenScanAttempts: options.attemptDelayMs, delayBetweenScanSuccess: 150 });
  const constraints: MediaStreamConstraints = {
    audio: false,
    video: { facingMode: { ideal: 'environment' }, height: { ideal: options.height } },
  };
  const controls: IScannerControls = await reader.decodeFromConstraints(constraints, video, (result) => {
    if (result) options.onRead(result.getText());
  });

  const track = videoTrack(video);
  const capabilities = (track?.getCapabilities?.() ?? {}) as FocusCapabilities;
  const focusModes = capabilities.focusMode ?? [];
  if (track && options.autoFocus && focusModes.includes('continuous')) {
    await track.applyConstraints({ advanced: [{ focusMode: 'continuous' } as FocusConstraint] }).catch(() => undefined);
  }
  const setTorch = controls.switchTorch ? (on: boolean) => controls.switchTorch!(on) : null;
  if (setTorch && options.torch) await setTorch(true).catch(() => undefined);

  const canFocus = track && (focusModes.includes('single-shot') || focusModes.includes('manual'));
  const focusAt = canFocus
    ? async (x: number, y: number) => {
        const mode = focusModes.includes('single-shot') ? 'single-shot' : 'manual';
        await track.applyConstraints({ advanced: [{ focusMode: mode, pointsOfInterest: [{ x, y }] } as FocusConstraint] });
        if (options.autoFocus && focusModes.includes('continuous')) {
          // Return to continuous focus once the tapped point is sharp.
          setTimeout(
            () => void track.applyConstraints({ advanced: [{ focusMode: 'continuous' } as FocusConstraint] }).catch(() => undefined),
            1500,
          );
        }
      }
    : null;

  return { stop: () => controls.stop(), setTorch, focusAt };
}

function pixelsAt(bitmap: ImageBitmap, width: number): GrayImage {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas is not available');
  // A white backdrop so transparent PNGs decode like printed labels.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return toGray(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}

/** Lets the page paint (the "Reading the code…" status) between decode attempts. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The text of the QR code in a photo, or null when none is found at any of the sizes and ways tried (qr-decode.ts). */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const sizes = scanWidths(bitmap.width, bitmap.height).map((width) => () => pixelsAt(bitmap, width));
    return await decodeQrFromSizes(sizes, yieldToPage);
  } finally {
    bitmap.close();
  }
}
