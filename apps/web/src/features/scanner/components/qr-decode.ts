/**
 * Reading a QR code from a still image, without the DOM: the photo scanner draws the image at a few
 * sizes and hands the pixels here. Kept apart from zxing-reader.ts so it runs in Node tests on real
 * PNG pixels, and loaded only with the scanner chunk.
 */
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';

/** One byte of luminance per pixel, row by row. */
export type GrayImage = { data: Uint8ClampedArray; width: number; height: number };

/** Large phone photos are read at this longest side at most: faster, and QR modules stay several pixels wide. */
export const maxSide = 1600;
/** Widths tried after the image's own: zxing reads some codes at one size and not another. */
const otherWidths = [800, 400, 1200];

/**
 * The image widths to try, in order: the image's own (capped at maxSide on its longest side), then
 * 800, 400 and 1200 px, leaving out any within 10 % of a width already listed or taller than maxSide.
 */
export function scanWidths(width: number, height: number): number[] {
  const own = Math.max(1, Math.round(width * Math.min(1, maxSide / Math.max(width, height))));
  const widths = [own];
  for (const w of otherWidths) {
    if ((w * height) / width > maxSide) continue;
    if (widths.every((taken) => Math.abs(taken - w) > taken * 0.1)) widths.push(w);
  }
  return widths;
}

/** RGBA pixels (canvas ImageData) to luminance, with transparent pixels white, as a printed label. */
export function toGray(rgba: Uint8ClampedArray, width: number, height: number): GrayImage {
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; j < data.length; i += 4, j++) {
    // ITU-R 601 weights in integers, as zxing's own canvas source computes them.
    data[j] = rgba[i + 3] === 0 ? 255 : (306 * rgba[i]! + 601 * rgba[i + 1]! + 117 * rgba[i + 2]! + 0x200) >> 10;
  }
  return { data, width, height };
}

/** The image turned a quarter clockwise. */
function rotate(image: GrayImage): GrayImage {
  const { data, width, height } = image;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = data[y * width + x]!;
  }
  return { data: out, width: height, height: width };
}

function invert(image: GrayImage): GrayImage {
  return { ...image, data: image.data.map((v) => 255 - v) };
}

const tryHarder = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
const pureBarcode = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);

function readOnce(image: GrayImage, hints: Map<DecodeHintType, unknown>): string | null {
  try {
    const source = new RGBLuminanceSource(image.data, image.width, image.height);
    return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    // zxing reports "not found here" by throwing (NotFound, Checksum, Format).
    return null;
  }
}

/**
 * The ways one image is read. zxing's finder-pattern search reads rows top down and stops at the
 * first three candidates that agree, and in a sharp, clean code a run of data modules can look like a
 * finder pattern and be taken before the real one; the same code turned a quarter or half is searched
 * in another order and reads (about 1 clean code in 6 needs this). Pure-barcode mode reads a code
 * that fills the image; inversion reads light-on-dark codes.
 */
type Attempt = (image: GrayImage) => string | null;
const upright: Attempt = (g) => readOnce(g, tryHarder);
const quarter: Attempt = (g) => readOnce(rotate(g), tryHarder);
const half: Attempt = (g) => readOnce(rotate(rotate(g)), tryHarder);
const threeQuarters: Attempt = (g) => readOnce(rotate(rotate(rotate(g))), tryHarder);
const pure: Attempt = (g) => readOnce(g, pureBarcode);
const inverted: Attempt = (g) => readOnce(invert(g), tryHarder);
const invertedQuarter: Attempt = (g) => readOnce(rotate(invert(g)), tryHarder);

/**
 * Likeliest first, so a downloaded code or a sharp photo costs one to three attempts: the image as it
 * is upright and turned, the other sizes upright, then the rest. 7 attempts per size in all.
 */
const plan: Array<[sizes: 'own' | 'others' | 'all', attempts: Attempt[]]> = [
  ['own', [upright, quarter, half]],
  ['others', [upright]],
  ['all', [threeQuarters, pure]],
  ['others', [quarter, half]],
  ['all', [inverted, invertedQuarter]],
];

/**
 * The text of the first QR code read from the image drawn at each size (`sizes[0]` is the image's
 * own; each is drawn on demand and kept), or null when no attempt of the plan reads one. `pause` runs
 * between attempts so the page keeps painting while a large photo is read.
 */
export async function decodeQrFromSizes(sizes: Array<() => GrayImage>, pause?: () => Promise<void>): Promise<string | null> {
  const drawn = new Map<number, GrayImage>();
  const size = (i: number) => drawn.get(i) ?? drawn.set(i, sizes[i]!()).get(i)!;
  for (const [which, attempts] of plan) {
    const indexes = sizes.map((_, i) => i).filter((i) => which === 'all' || (which === 'own') === (i === 0));
    for (const i of indexes) {
      for (const attempt of attempts) {
        const text = attempt(size(i));
        if (text !== null) return text;
        await pause?.();
      }
    }
  }
  return null;
}
