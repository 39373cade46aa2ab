import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { defaultMapView } from '@gears/domain/job-sites/job-site.rules';
import { useBasemap, type BasemapState } from '../../../components/map/use-basemap.ts';

export type SiteMapProps = {
  latitude: number | null;
  longitude: number | null;
  radius: number;
  tileUrl: string;
  attribution: string;
  /** The portal's PMTiles street map (MAP_PMTILES), drawn before tileUrl when set. */
  pmtilesUrl?: string | null;
  onPick: (latitude: number, longitude: number) => void;
};

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The job-site map (lazy chunk: Leaflet stays out of the login → dashboard budget). Clicking sets the coordinates; the
 * site shows as a point with its geofence circle. Tiles come from MAP_PMTILES or MAP_TILE_URL; when they fail (offline) or the setting
 * is 'offline', the country and state outlines shipped with the portal show instead, and the coordinate fields beside
 * it keep working. Starts at the continental US, zoom 4 (spec 02 §9).
 */
export default function SiteMap({ latitude, longitude, radius, tileUrl, attribution, pmtilesUrl, onPick }: SiteMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marks = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [mapObject, setMapObject] = useState<L.Map | null>(null);
  const [basemap, setBasemap] = useState<BasemapState>('loading');
  useBasemap(mapObject, { tileUrl, attribution, pmtilesUrl }, setBasemap);

  useEffect(() => {
    if (!host.current) return;
    const start: L.LatLngExpression =
      latitude !== null && longitude !== null ? [latitude, longitude] : [defaultMapView.latitude, defaultMapView.longitude];
    const m = L.map(host.current, { center: start, zoom: latitude !== null ? 15 : defaultMapView.zoom, attributionControl: true });
    marks.current = L.layerGroup().addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current(round6(e.latlng.lat), round6(e.latlng.lng)));
    map.current = m;
    setMapObject(m);
    return () => {
      m.remove();
      map.current = null;
      setMapObject(null);
    };
    // The map is made once; the basemap follows the tile setting (useBasemap) and the position follows below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const layer = marks.current;
    if (!layer || !map.current) return;
    layer.clearLayers();
    if (latitude === null || longitude === null) return;
    L.circle([latitude, longitude], { radius, color: '#d97706', weight: 2, fillOpacity: 0.15 }).addTo(layer);
    L.circleMarker([latitude, longitude], { radius: 6, color: '#92400e', fillColor: '#f59e0b', fillOpacity: 1 }).addTo(layer);
    if (!map.current.getBounds().contains([latitude, longitude]))
      map.current.setView([latitude, longitude], Math.max(map.current.getZoom(), 13));
  }, [latitude, longitude, radius]);

  return (
    <div className="grid gap-1">
      <div
        ref={host}
        role="application"
        aria-label="Map: click to set the site's position"
        data-testid="site-map"
        className="h-56 w-full overflow-hidden rounded-md border bg-muted sm:h-64"
      />
      {basemap === 'fallback' || basemap === 'unavailable' || basemap === 'vector' ? (
        <p className="text-xs text-muted-foreground" role="status">
          {basemap === 'vector'
            ? "The portal's street map file holds vector tiles, which this map cannot draw yet."
            : 'The map tiles could not be loaded (offline?).'}{' '}
          {basemap !== 'unavailable'
            ? 'Country and state outlines show instead; click the map or type the coordinates.'
            : 'Type the coordinates instead.'}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">Click the map to set the site's position.</p>
      )}
    </div>
  );
}
