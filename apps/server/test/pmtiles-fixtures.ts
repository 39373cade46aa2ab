import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

/**
 * A minimal PMTiles v3 writer for tests (spec: github.com/protomaps/PMTiles spec/v3/spec.md). why: npm has no
 * well-kept writer, and the server route and the web map must be tried on a real archive, read back by the real
 * `pmtiles` decoder. It writes one root directory (no leaf directories: fine up to a few thousand entries), gzip for
 * the directory and metadata (as real archives do), tiles stored as given (PNG), clustered (tile data in tile-id order).
 */
export type Tile = { z: number; x: number; y: number; data: Uint8Array };

/** Hilbert tile id (spec §"Tile IDs"): the tiles of all lower zooms first, then the position on zoom z's Hilbert curve. */
export function tileIdOf(z: number, x: number, y: number): number {
  const n = 2 ** z;
  let before = 0;
  for (let i = 0; i < z; i++) before += 4 ** i;
  let d = 0;
  let tx = x;
  let ty = y;
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0;
    const ry = (ty & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    // Rotate the quadrant so the curve stays continuous (the classic xy2d).
    if (ry === 0) {
      if (rx === 1) {
        tx = n - 1 - tx;
        ty = n - 1 - ty;
      }
      [tx, ty] = [ty, tx];
    }
  }
  return before + d;
}

function varint(out: number[], value: number) {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

type Entry = { tileId: number; offset: number; length: number; runLength: number };

/** Directory (spec §"Directories"): count, then tile-id deltas, run lengths, lengths, offsets (0 = right after the previous). */
function directoryBytes(entries: Entry[]): Buffer {
  const out: number[] = [];
  varint(out, entries.length);
  let last = 0;
  for (const e of entries) {
    varint(out, e.tileId - last);
    last = e.tileId;
  }
  for (const e of entries) varint(out, e.runLength);
  for (const e of entries) varint(out, e.length);
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    varint(out, prev && e.offset === prev.offset + prev.length ? 0 : e.offset + 1);
  });
  return Buffer.from(out);
}

export type ArchiveOptions = {
  tileType?: 'png' | 'jpg' | 'webp';
  bounds?: [number, number, number, number];
  center?: [number, number, number];
  metadata?: Record<string, unknown>;
};

const tileTypes = { png: 2, jpg: 3, webp: 4 } as const;

/** A PMTiles v3 archive of the tiles: identical tiles share their bytes (a run or one stored copy, as the spec allows). */
export function writePmtiles(tiles: readonly Tile[], options: ArchiveOptions = {}): Buffer {
  const sorted = tiles.map((t) => ({ ...t, id: tileIdOf(t.z, t.x, t.y) })).sort((a, b) => a.id - b.id);
  const entries: Entry[] = [];
  const chunks: Buffer[] = [];
  const stored = new Map<string, { offset: number; length: number }>();
  let offset = 0;
  for (const tile of sorted) {
    const key = Buffer.from(tile.data).toString('base64');
    const last = entries[entries.length - 1];
    const seen = stored.get(key);
    if (last && seen && last.offset === seen.offset && last.tileId + last.runLength === tile.id) {
      last.runLength += 1;
      continue;
    }
    if (seen) {
      entries.push({ tileId: tile.id, offset: seen.offset, length: seen.length, runLength: 1 });
      continue;
    }
    stored.set(key, { offset, length: tile.data.length });
    entries.push({ tileId: tile.id, offset, length: tile.data.length, runLength: 1 });
    chunks.push(Buffer.from(tile.data));
    offset += tile.data.length;
  }
  const root = zlib.gzipSync(directoryBytes(entries));
  const metadata = zlib.gzipSync(Buffer.from(JSON.stringify(options.metadata ?? {})));
  const tileData = Buffer.concat(chunks);
  const zooms = sorted.map((t) => t.z);
  const [minLon, minLat, maxLon, maxLat] = options.bounds ?? [-180, -85.0511, 180, 85.0511];
  const [centerLon, centerLat, centerZoom] = options.center ?? [(minLon + maxLon) / 2, (minLat + maxLat) / 2, Math.min(...zooms)];

  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + root.length;
  const tileDataOffset = metadataOffset + metadata.length;
  const u64 = [
    rootOffset,
    root.length,
    metadataOffset,
    metadata.length,
    tileDataOffset, // leaf directories: none (offset where they would start, length 0)
    0,
    tileDataOffset,
    tileData.length,
    sorted.length, // addressed tiles
    entries.length, // tile entries
    stored.size, // tile contents
  ];
  u64.forEach((v, i) => header.writeBigUInt64LE(BigInt(v), 8 + i * 8));
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(2, 97); // internal compression: gzip
  header.writeUInt8(1, 98); // tile compression: none (images are compressed already)
  header.writeUInt8(tileTypes[options.tileType ?? 'png'], 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const e7 = (deg: number) => Math.round(deg * 1e7);
  [minLon, minLat, maxLon, maxLat].forEach((v, i) => header.writeInt32LE(e7(v), 102 + i * 4));
  header.writeUInt8(centerZoom, 118);
  header.writeInt32LE(e7(centerLon), 119);
  header.writeInt32LE(e7(centerLat), 123);
  return Buffer.concat([header, root, metadata, tileData]);
}

/**
 * A street-map-like 256 px PNG for tile z/x/y: a pale land colour, a grid of white streets with a yellow arterial, a
 * blue river, and the tile's address as a label, so a screenshot shows plainly that tiles (and which) were drawn.
 */
export function streetTilePng(z: number, x: number, y: number): Uint8Array {
  const c = createCanvas(256, 256);
  const g = c.getContext('2d');
  g.fillStyle = '#efe9dc';
  g.fillRect(0, 0, 256, 256);
  g.strokeStyle = '#ffffff';
  g.lineWidth = 6;
  for (let i = 32; i < 256; i += 64) {
    g.beginPath();
    g.moveTo(i, 0);
    g.lineTo(i, 256);
    g.moveTo(0, i);
    g.lineTo(256, i);
    g.stroke();
  }
  g.strokeStyle = '#f6c453';
  g.lineWidth = 10;
  g.beginPath();
  g.moveTo(0, 200);
  g.lineTo(256, 56);
  g.stroke();
  g.strokeStyle = '#9cc3e6';
  g.lineWidth = 14;
  g.beginPath();
  g.moveTo(0, 40);
  g.bezierCurveTo(90, 120, 160, 10, 256, 110);
  g.stroke();
  g.strokeStyle = 'rgba(0,0,0,0.25)';
  g.lineWidth = 1;
  g.strokeRect(0.5, 0.5, 255, 255);
  g.fillStyle = '#1f2937';
  g.font = 'bold 18px sans-serif';
  g.fillText(`Main St · ${z}/${x}/${y}`, 12, 150);
  return c.toBuffer('image/png');
}

/** Every tile of zooms minZoom..maxZoom that covers the bounding box [west, south, east, north] (Web Mercator). */
export function tilesCovering(bounds: [number, number, number, number], minZoom: number, maxZoom: number) {
  const [west, south, east, north] = bounds;
  const tx = (lon: number, z: number) => Math.min(2 ** z - 1, Math.floor(((lon + 180) / 360) * 2 ** z));
  const ty = (lat: number, z: number) => {
    const r = (lat * Math.PI) / 180;
    return Math.min(2 ** z - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z)));
  };
  const out: { z: number; x: number; y: number }[] = [];
  for (let z = minZoom; z <= maxZoom; z++)
    for (let x = tx(west, z); x <= tx(east, z); x++) for (let y = ty(north, z); y <= ty(south, z); y++) out.push({ z, x, y });
  return out;
}

/** A street-style raster archive over the bounding box, zooms minZoom..maxZoom. */
export function streetArchive(bounds: [number, number, number, number], minZoom: number, maxZoom: number): Buffer {
  const tiles = tilesCovering(bounds, minZoom, maxZoom).map((t) => ({ ...t, data: streetTilePng(t.z, t.x, t.y) }));
  return writePmtiles(tiles, {
    bounds,
    metadata: { name: 'GEARS test streets', attribution: 'Test tiles', format: 'png' },
  });
}
