import { useEffect } from 'react';
import L from 'leaflet';
import { isOfflineTileUrl } from './basemap-choice.ts';
import { addOfflineBasemap } from './offline-basemap.ts';

/**
 * Which basemap shows: 'tiles' (MAP_TILE_URL loaded), 'offline' (set to offline), 'fallback' (the tiles failed, so the
 * shipped outlines show), 'loading', or 'unavailable' (not even the outlines could be read).
 */
export type BasemapState = 'loading' | 'tiles' | 'offline' | 'fallback' | 'unavailable';

/** No tile after this long (a blocked host may never answer) counts as failed. */
const tileWaitMs = 8000;

/** Puts the basemap on the map: the tiles when they load, else the outlines the product ships (works with no internet). */
export function useBasemap(map: L.Map | null, tileUrl: string, attribution: string, onState?: (state: BasemapState) => void) {
  useEffect(() => {
    if (!map) return;
    let removeOutlines: (() => void) | null = null;
    let done = false;
    const report = (state: BasemapState) => !done && onState?.(state);
    const showOutlines = (state: 'offline' | 'fallback') => {
      void addOfflineBasemap(map).then(
        (remove) => {
          if (done) return remove();
          removeOutlines = remove;
          report(state);
        },
        () => report('unavailable'),
      );
    };

    if (isOfflineTileUrl(tileUrl)) {
      showOutlines('offline');
      return () => {
        done = true;
        removeOutlines?.();
      };
    }
    report('loading');
    let loaded = false;
    let failed = false;
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 });
    const fail = () => {
      if (loaded || failed) return;
      failed = true;
      tiles.remove();
      showOutlines('fallback');
    };
    tiles.on('tileload', () => {
      if (failed) return;
      loaded = true;
      report('tiles');
    });
    tiles.on('tileerror', fail);
    tiles.addTo(map);
    const timer = setTimeout(fail, tileWaitMs);
    return () => {
      done = true;
      clearTimeout(timer);
      tiles.remove();
      removeOutlines?.();
    };
    // onState is a report channel; a new function each render must not rebuild the basemap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, tileUrl, attribution]);
}
