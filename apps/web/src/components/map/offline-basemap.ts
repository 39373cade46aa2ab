import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The outlines ship with the product as static files (hashed, precached by the service worker), fetched only when a
// map needs them: Natural Earth countries at 1:50m (world-atlas) and US states at 1:10m (us-atlas), both public domain.
import countriesUrl from 'world-atlas/countries-50m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';

/** The sea behind the outlines (the map container's background while the offline basemap shows). */
export const offlineSeaColor = '#dbe4ea';

type Outlines = { land: GeoJSON.FeatureCollection; states: GeoJSON.MultiLineString };
let outlines: Promise<Outlines> | null = null;

async function fetchTopology(url: string): Promise<Topology> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`The offline map outlines could not be read (${res.status}).`);
  return (await res.json()) as Topology;
}

/** Both files once per page; a failure lets the next map try again. */
export function loadOutlines(): Promise<Outlines> {
  outlines ??= Promise.all([fetchTopology(countriesUrl), fetchTopology(statesUrl)])
    .then(([world, us]) => ({
      land: feature(world, world.objects.countries as GeometryCollection) as GeoJSON.FeatureCollection,
      // Borders between states only (a → b where a ≠ b): the coast is already drawn by the country.
      states: mesh(us, us.objects.states as GeometryCollection, (a, b) => a !== b),
    }))
    .catch((error: unknown) => {
      outlines = null;
      throw error;
    });
  return outlines;
}

/**
 * Adds the outlines to the map in a pane under the markers and returns a function that removes them. Drawn on a
 * canvas: thousands of coastline vertices are cheaper there than as SVG paths.
 */
export async function addOfflineBasemap(map: L.Map): Promise<() => void> {
  const { land, states } = await loadOutlines();
  const pane = map.getPane('basemap') ?? map.createPane('basemap');
  pane.style.zIndex = '150';
  const renderer = L.canvas({ pane: 'basemap', padding: 0.5 });
  const layer = L.layerGroup([
    L.geoJSON(land, {
      pane: 'basemap',
      interactive: false,
      style: { renderer, color: '#8b969e', weight: 0.8, fillColor: '#f4f1ea', fillOpacity: 1 } as L.PathOptions,
    }),
    L.geoJSON(states, {
      pane: 'basemap',
      interactive: false,
      style: { renderer, color: '#a9b2b8', weight: 0.6, dashArray: '3 3' } as L.PathOptions,
    }),
  ]).addTo(map);
  map.getContainer().style.background = offlineSeaColor;
  return () => {
    layer.remove();
    map.getContainer().style.background = '';
  };
}
