import L from 'leaflet';
import { PMTiles, TileType } from 'pmtiles';

/** Image tile types a browser draws itself; mvt (vector) needs a renderer this map does not have yet (ADR 0034). */
const imageTypes: Partial<Record<TileType, string>> = {
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

export type PmtilesBasemap =
  | { kind: 'raster'; layer: L.GridLayer; maxZoom: number }
  /** The archive holds vector tiles (or an unknown type): the caller shows the outlines and says why. */
  | { kind: 'unsupported'; tileType: number };

/**
 * Opens the portal's PMTiles archive (MAP_PMTILES, served in byte ranges by /api/maps/basemap.pmtiles) and, for a
 * raster archive, a Leaflet GridLayer drawing its tiles. Throws when the header cannot be read (missing file, not a
 * PMTiles archive, no network): the caller falls back to the shipped outlines. Lives in its own chunk with the
 * `pmtiles` decoder (imported dynamically by use-basemap.ts).
 */
export async function openPmtilesBasemap(url: string, attribution: string): Promise<PmtilesBasemap> {
  const archive = new PMTiles(url);
  const header = await archive.getHeader();
  const type = imageTypes[header.tileType];
  if (!type) return { kind: 'unsupported', tileType: header.tileType };

  const Layer = L.GridLayer.extend({
    createTile(coords: L.Coords, done: L.DoneCallback) {
      const img = document.createElement('img');
      img.alt = '';
      img.setAttribute('role', 'presentation');
      const controller = new AbortController();
      (img as HTMLImageElement & { abort?: () => void }).abort = () => controller.abort();
      archive.getZxy(coords.z, coords.x, coords.y, controller.signal).then(
        (tile) => {
          // No tile here (outside the extract, or the sea left out): an empty cell, not an error.
          if (!tile) return done(undefined, img);
          const src = URL.createObjectURL(new Blob([tile.data], { type }));
          img.onload = () => {
            URL.revokeObjectURL(src);
            done(undefined, img);
          };
          img.onerror = () => {
            URL.revokeObjectURL(src);
            done(new Error(`Tile ${coords.z}/${coords.x}/${coords.y} is not a readable image`), img);
          };
          img.src = src;
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), img),
      );
      return img;
    },
  });
  const bounds = L.latLngBounds([header.minLat, header.minLon], [header.maxLat, header.maxLon]);
  const hasBounds = header.maxLon > header.minLon && header.maxLat > header.minLat;
  const layer: L.GridLayer = new (Layer as unknown as new (options: L.GridLayerOptions) => L.GridLayer)({
    attribution,
    minZoom: 0,
    maxZoom: 19,
    // Past the archive's last level its tiles are scaled up; below its first nothing is asked.
    minNativeZoom: header.minZoom,
    maxNativeZoom: header.maxZoom,
    bounds: hasBounds ? bounds : undefined,
  });
  // A tile scrolled away before its bytes arrived: stop asking for them.
  layer.on('tileunload', (e: L.TileEvent) => (e.tile as HTMLImageElement & { abort?: () => void }).abort?.());
  return { kind: 'raster', layer, maxZoom: header.maxZoom };
}
