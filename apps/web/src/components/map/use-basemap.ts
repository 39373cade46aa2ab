import { useEffect } from 'react';
import L from 'leaflet';
import { isOfflineTileUrl } from './basemap-choice.ts';
import { addOfflineBasemap } from './offline-basemap.ts';

/**
 * Which basemap shows: 'tiles' (MAP_TILE_URL loaded), 'street' (the portal's own PMTiles street map, MAP_PMTILES),
 * 'offline' (set to offline), 'fallback' (the tiles failed, so the shipped outlines show), 'vector' (the PMTiles file
 * holds vector tiles, not drawn yet: the outlines show), 'loading', or 'unavailable' (not even the outlines).
 */
export type BasemapState = 'loading' | 'tiles' | 'street' | 'offline' | 'fallback' | 'vector' | 'unavailable';

/** Where the tiles come from: MAP_TILE_URL, and the portal's PMTiles file when MAP_PMTILES is set (it comes first). */
export type BasemapSource = { tileUrl: string; attribution: string; pmtilesUrl?: string | null };

/** No tile after this long (a blocked host may never answer) counts as failed. */
const tileWaitMs = 8000;

/**
 * Puts the basemap on the map: the portal's PMTiles street map or MAP_TILE_URL's tiles when they load, else the
 * outlines the product ships (works with no internet; ADR 0024, 0034).
 */
export function useBasemap(map: L.Map | null, source: BasemapSource, onState?: (state: BasemapState) => void) {
  const { tileUrl, attribution, pmtilesUrl } = source;
  useEffect(() => {
    if (!map) return;
    let removeOutlines: (() => void) | null = null;
    let tiles: L.GridLayer | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const report = (state: BasemapState) => !done && onState?.(state);
    const showOutlines = (state: 'offline' | 'fallback' | 'vector') => {
      void addOfflineBasemap(map).then(
        (remove) => {
          if (done) return remove();
          removeOutlines = remove;
          report(state);
        },
        () => report('unavailable'),
      );
    };
    // A tile layer counts once one tile has loaded; a failed first tile or none within tileWaitMs → the outlines.
    const watch = (layer: L.GridLayer, state: 'tiles' | 'street') => {
      let loaded = false;
      let failed = false;
      const fail = () => {
        if (loaded || failed || done) return;
        failed = true;
        layer.remove();
        showOutlines('fallback');
      };
      layer.on('tileload', () => {
        if (failed) return;
        loaded = true;
        report(state);
      });
      layer.on('tileerror', fail);
      tiles = layer;
      layer.addTo(map);
      timer = setTimeout(fail, tileWaitMs);
    };

    if (pmtilesUrl) {
      report('loading');
      // The decoder is its own chunk, loaded only when the portal serves a PMTiles file (never on the way to the dashboard).
      import('./pmtiles-layer.ts')
        .then(({ openPmtilesBasemap }) => openPmtilesBasemap(pmtilesUrl, attribution))
        .then(
          (basemap) => {
            if (done) return;
            if (basemap.kind === 'unsupported') return showOutlines('vector');
            watch(basemap.layer, 'street');
          },
          () => !done && showOutlines('fallback'),
        );
    } else if (isOfflineTileUrl(tileUrl)) {
      showOutlines('offline');
    } else {
      report('loading');
      watch(L.tileLayer(tileUrl, { attribution, maxZoom: 19 }), 'tiles');
    }
    return () => {
      done = true;
      clearTimeout(timer);
      (tiles as L.GridLayer | null)?.remove();
      removeOutlines?.();
    };
    // onState is a report channel; a new function each render must not rebuild the basemap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, tileUrl, attribution, pmtilesUrl]);
}
