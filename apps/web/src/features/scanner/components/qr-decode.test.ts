import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { PNG } from 'pngjs';
import { decodeQrFromSizes, scanWidths, toGray, type GrayImage } from './qr-decode.ts';

/** The PNG the server sends for a QR code (qr.service.ts: 400 px, error correction M), read back to pixels. */
async function qrPng(text: string, width: number, margin: number, colour?: { dark: string; light: string }): Promise<GrayImage> {
  const png = PNG.sync.read(await QRCode.toBuffer(text, { type: 'png', width, margin, errorCorrectionLevel: 'M', color: colour }));
  return toGray(new Uint8ClampedArray(png.data), png.width, png.height);
}

/** Bilinear resampling, as a canvas draws an image at another size with smoothing on. */
function resize(image: GrayImage, width: number): GrayImage {
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const data = new Uint8ClampedArray(width * height);
  const sx = image.width / width;
  const sy = image.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5);
    const y0 = Math.min(image.height - 1, Math.floor(fy));
    const y1 = Math.min(image.height - 1, y0 + 1);
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, (x + 0.5) * sx - 0.5);
      const x0 = Math.min(image.width - 1, Math.floor(fx));
      const x1 = Math.min(image.width - 1, x0 + 1);
      const at = (xx: number, yy: number) => image.data[yy * image.width + xx]!;
      const top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * (fx - x0);
      const bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * (fx - x0);
      data[y * width + x] = top + (bottom - top) * (fy - y0);
    }
  }
  return { data, width, height };
}

/** What the photo scanner hands over: the image at each of scanWidths, drawn on demand. */
const sizesOf = (image: GrayImage) =>
  scanWidths(image.width, image.height).map((w) => () => (w === image.width ? image : resize(image, w)));

/** A white photo with the code pasted somewhere off centre, as a picture of a label sheet would be. */
function inPhoto(code: GrayImage, width: number, height: number, left: number, top: number): GrayImage {
  const data = new Uint8ClampedArray(width * height).fill(235);
  for (let y = 0; y < code.height; y++) data.set(code.data.subarray(y * code.width, (y + 1) * code.width), (top + y) * width + left);
  return { data, width, height };
}

const url = (code: string) => `https://portal.example.test/equipment/${code}`;

describe('decodeQrFromSizes: codes the photo scanner must read', () => {
  // Both are real codes of the server's format whose clean 400 px PNG zxing cannot read upright at its
  // own size: a run of data modules is taken for a finder pattern.
  it.each([
    ['a 400 px QR PNG with the old 2-module margin that reads at 800 px', url('EQ-Y738KWQP'), 400, 2],
    ['the same code as the server now sends it (4-module quiet zone)', url('EQ-Y738KWQP'), 400, 4],
    ['a 400 px code that reads at no size upright', url('EQ-LKLMQKLZ'), 400, 2],
    ['that code with the 4-module quiet zone', url('EQ-LKLMQKLZ'), 400, 4],
    ['that code at 800 px', url('EQ-LKLMQKLZ'), 800, 4],
    ['a code with no quiet zone at all', url('EQ-LKLMQKLZ'), 400, 0],
    ['a small code, 120 px', url('EQ-4ES8QAWL'), 120, 4],
  ])('%s', async (_, text, width, margin) => {
    expect(await decodeQrFromSizes(sizesOf(await qrPng(text, width, margin)))).toBe(text);
  });

  it('reads a light-on-dark (inverted) code', async () => {
    const image = await qrPng(url('EQ-7KQ2M9XZ'), 400, 4, { dark: '#ffffffff', light: '#000000ff' });
    expect(await decodeQrFromSizes(sizesOf(image))).toBe(url('EQ-7KQ2M9XZ'));
  });

  it('reads a code that is a small part of a large photo', async () => {
    const image = inPhoto(await qrPng(url('EQ-LKLMQKLZ'), 300, 4), 2000, 1500, 1210, 380);
    expect(await decodeQrFromSizes(sizesOf(image))).toBe(url('EQ-LKLMQKLZ'));
  });

  it('answers null for an image without a code, after every size and way', async () => {
    const noise = { data: new Uint8ClampedArray(300 * 200).map((_, i) => ((i * 7919) % 97 < 40 ? 20 : 230)), width: 300, height: 200 };
    let attempts = 0;
    expect(await decodeQrFromSizes(sizesOf(noise), async () => void attempts++)).toBeNull();
    expect(attempts).toBe(7 * scanWidths(300, 200).length);
  });
});

describe('scanWidths', () => {
  it.each([
    [400, 400, [400, 800, 1200]],
    [800, 800, [800, 400, 1200]],
    [4032, 3024, [1600, 800, 400, 1200]],
    [3024, 4032, [1200, 800, 400]],
    [120, 120, [120, 800, 400, 1200]],
  ])('%i × %i px → %j', (width, height, widths) => expect(scanWidths(width, height)).toEqual(widths));
});

describe('toGray', () => {
  it('reads transparent pixels as white and weights red, green and blue as zxing does', () => {
    const rgba = new Uint8ClampedArray([0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255]);
    expect([...toGray(rgba, 4, 1).data]).toEqual([255, 0, 76, 150]);
  });
});
