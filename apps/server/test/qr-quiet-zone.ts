import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { LabelLayout } from '@gears/domain';
import './pdf-text.ts'; // Promise.withResolvers for pdfjs on Node 20

type Pixels = { data: Uint8ClampedArray; width: number; height: number };
type Box = { left: number; top: number; right: number; bottom: number };
/** Light space beside the symbol on each side, in modules: up to the first dark pixel or the edge of the image. */
export type QuietZone = { left: number; right: number; top: number; bottom: number };

const isDark = (img: Pixels, x: number, y: number) => img.data[(y * img.width + x) * 4]! < 128;

/** The symbol's exact extent: the dark pixels inside `near` (the whole image when omitted). */
function symbolBox(img: Pixels, near: Box = { left: 0, top: 0, right: img.width - 1, bottom: img.height - 1 }): Box {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = Math.max(0, near.top); y <= Math.min(img.height - 1, near.bottom); y++) {
    for (let x = Math.max(0, near.left); x <= Math.min(img.width - 1, near.right); x++) {
      if (!isDark(img, x, y)) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

function measure(img: Pixels, box: Box, modules: number): QuietZone {
  const moduleSize = (box.right - box.left + 1) / modules;
  const columnLight = (x: number) => {
    for (let y = box.top; y <= box.bottom; y++) if (isDark(img, x, y)) return false;
    return true;
  };
  const rowLight = (y: number) => {
    for (let x = box.left; x <= box.right; x++) if (isDark(img, x, y)) return false;
    return true;
  };
  const run = (from: number, step: number, limit: number, light: (i: number) => boolean) => {
    let n = 0;
    for (let i = from; i >= 0 && i < limit && light(i); i += step) n++;
    return Math.round((n / moduleSize) * 100) / 100;
  };
  return {
    left: run(box.left - 1, -1, img.width, columnLight),
    right: run(box.right + 1, 1, img.width, columnLight),
    top: run(box.top - 1, -1, img.height, rowLight),
    bottom: run(box.bottom + 1, 1, img.height, rowLight),
  };
}

/** The quiet zone of a QR PNG (the image holds only the code). */
export function pngQuietZone(png: Buffer): QuietZone & { text: string } {
  const image = PNG.sync.read(png);
  const img = { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
  const code = jsQR(img.data, img.width, img.height);
  if (!code) throw new Error('no QR code found in the image');
  const modules = QRCode.create(code.data, { errorCorrectionLevel: 'M' }).modules.size;
  return { ...measure(img, symbolBox(img), modules), text: code.data };
}

/** The first label's rectangle on each stock, in points, from the makers' published templates. */
const firstLabel: Record<LabelLayout, [number, number, number, number]> = {
  'avery-5160': [13.5, 36, 189, 72],
  'avery-l7160': [(7.2 * 72) / 25.4, (15.1 * 72) / 25.4, (63.5 * 72) / 25.4, (38.1 * 72) / 25.4],
  single: [0, 0, 288, 432],
};

/**
 * The quiet zone of the code on the first label of a sheet, measured on the label as printed (rendered
 * at 8 px per point): light space up to the nearest ink — text, logo — or the label's own edge, since
 * beyond it is whatever the label is stuck on.
 */
export async function labelQuietZone(pdf: Buffer, layout: LabelLayout): Promise<QuietZone & { text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const [x, y, w, h] = firstLabel[layout];
  const scale = 8;
  const viewport = page.getViewport({ scale, offsetX: -x * scale, offsetY: -y * scale });
  const { canvas, context } = (doc.canvasFactory as { create(w: number, h: number): { canvas: any; context: any } }).create(
    Math.round(w * scale),
    Math.round(h * scale),
  );
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  const img: Pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  await doc.destroy();
  const code = jsQR(img.data, img.width, img.height);
  if (!code) throw new Error(`no QR code found on the ${layout} label`);
  const modules = QRCode.create(code.data, { errorCorrectionLevel: 'M' }).modules.size;
  // jsQR's corners are close to the symbol; its exact extent is the ink within a module of them.
  const { topLeftCorner: tl, topRightCorner: tr, bottomLeftCorner: bl, bottomRightCorner: br } = code.location;
  const approx = { left: Math.min(tl.x, bl.x), right: Math.max(tr.x, br.x), top: Math.min(tl.y, tr.y), bottom: Math.max(bl.y, br.y) };
  const slack = (approx.right - approx.left) / modules;
  const near = {
    left: Math.floor(approx.left - slack),
    right: Math.ceil(approx.right + slack),
    top: Math.floor(approx.top - slack),
    bottom: Math.ceil(approx.bottom + slack),
  };
  return { ...measure(img, symbolBox(img, near), modules), text: code.data };
}
