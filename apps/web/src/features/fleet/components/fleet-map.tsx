import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { TrackPoint } from '@gears/domain';
import { defaultMapView } from '@gears/domain/job-sites/job-site.rules';
import { clusterIndex, type MapMachine } from '../map/clusters.ts';
import type { Geofence } from '../api/positions-api.ts';
import { drawItems } from '../map/markers.ts';
import { useBasemap, type BasemapState } from '../../../components/map/use-basemap.ts';

export type FleetMapProps = {
  machines: readonly MapMachine[];
  geofences: readonly Geofence[];
  /** The selected machine's trail (newest first, as the API answers). */
  trail?: readonly TrackPoint[];
  selectedId?: string | null;
  tileUrl: string;
  attribution: string;
  /** The portal's PMTiles street map (MAP_PMTILES), drawn before tileUrl when set. */
  pmtilesUrl?: string | null;
  /** The map fits to the machines (or the trail) again whenever this changes: a new filter, a new machine. */
  fitKey: string;
  onSelect?: (equipmentId: string) => void;
  onBasemap?: (state: BasemapState) => void;
  className?: string;
  label: string;
};

/**
 * The fleet map (lazy chunk: Leaflet and the clustering stay out of the first load). Starts on the continental US at
 * zoom 4 (spec 02 §2), then fits the fleet; markers are coloured by GPS status and clustered; job sites show their
 * geofence circles; the selected machine's trail is a line. Tiles from MAP_PMTILES or MAP_TILE_URL, or the shipped outlines.
 */
export default function FleetMap(props: FleetMapProps) {
  const { machines, geofences, trail, selectedId, tileUrl, attribution, pmtilesUrl, fitKey, onSelect, onBasemap, className, label } = props;
  const host = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const layers = useRef<{ fences: L.LayerGroup; trail: L.LayerGroup; markers: L.LayerGroup } | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const fitted = useRef<string | null>(null);
  const [view, setView] = useState(0);

  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, {
      center: [defaultMapView.latitude, defaultMapView.longitude],
      zoom: defaultMapView.zoom,
      worldCopyJump: true,
    });
    layers.current = { fences: L.layerGroup().addTo(m), trail: L.layerGroup().addTo(m), markers: L.layerGroup().addTo(m) };
    // A scale bar: on the offline outlines a city-level view has no other sense of distance.
    L.control.scale({ position: 'bottomleft' }).addTo(m);
    m.on('moveend zoomend', () => setView((n) => n + 1));
    // Leaflet measures its container once: a rotated phone or a resized window would leave tiles and clicks offset.
    const resize = new ResizeObserver(() => m.invalidateSize());
    resize.observe(host.current);
    setMap(m);
    return () => {
      resize.disconnect();
      m.remove();
      layers.current = null;
      setMap(null);
    };
  }, []);

  useBasemap(map, { tileUrl, attribution, pmtilesUrl }, onBasemap);

  useEffect(() => {
    const group = layers.current?.fences;
    if (!group) return;
    group.clearLayers();
    for (const fence of geofences) {
      L.circle([fence.latitude, fence.longitude], {
        radius: fence.radius,
        color: '#d97706',
        weight: 1.5,
        fillOpacity: 0.08,
        interactive: false,
      }).addTo(group);
      L.circleMarker([fence.latitude, fence.longitude], { radius: 3, color: '#92400e', weight: 1, fillOpacity: 1 })
        .bindTooltip(fence.name)
        .addTo(group);
    }
  }, [map, geofences]);

  useEffect(() => {
    const group = layers.current?.trail;
    if (!group) return;
    group.clearLayers();
    if (!trail || trail.length === 0) return;
    const line = trail.map((p) => [p.latitude, p.longitude] as L.LatLngTuple);
    L.polyline(line, { color: '#2563eb', weight: 3, opacity: 0.85 }).addTo(group);
    L.circleMarker(line[line.length - 1]!, { radius: 4, color: '#2563eb', fillColor: '#fff', fillOpacity: 1 })
      .bindTooltip('Oldest point of the trail')
      .addTo(group);
  }, [map, trail]);

  const index = useRef<ReturnType<typeof clusterIndex> | null>(null);
  useEffect(() => {
    index.current = clusterIndex(machines);
  }, [machines]);

  useEffect(() => {
    const group = layers.current?.markers;
    if (!map || !group || !index.current) return;
    const b = map.getBounds();
    const bbox: [number, number, number, number] = [
      Math.max(-180, b.getWest()),
      Math.max(-85, b.getSouth()),
      Math.min(180, b.getEast()),
      Math.min(85, b.getNorth()),
    ];
    drawItems(group, index.current.items(bbox, map.getZoom()), {
      selectedId: selectedId ?? null,
      onMachine: (id) => select.current?.(id),
      onCluster: (clusterId, at) => map.flyTo(at, Math.min(index.current?.expansionZoom(clusterId) ?? map.getZoom() + 2, 18)),
    });
  }, [map, machines, selectedId, view]);

  // The selected machine stays in view as it moves (live positions).
  useEffect(() => {
    if (!map || !selectedId || fitted.current !== fitKey) return;
    const selected = machines.find((m) => m.id === selectedId);
    if (selected && !map.getBounds().pad(-0.1).contains([selected.latitude, selected.longitude]))
      map.panTo([selected.latitude, selected.longitude]);
  }, [map, selectedId, machines, fitKey]);

  useEffect(() => {
    if (!map || fitted.current === fitKey) return;
    const points: L.LatLngTuple[] =
      trail && trail.length > 0 ? trail.map((p) => [p.latitude, p.longitude]) : machines.map((m) => [m.latitude, m.longitude]);
    if (points.length === 0) return;
    fitted.current = fitKey;
    if (points.length === 1) map.setView(points[0]!, 13);
    else map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: 14 });
  }, [map, fitKey, machines, trail]);

  return <div ref={host} role="region" aria-label={label} data-testid="fleet-map" className={className} />;
}
