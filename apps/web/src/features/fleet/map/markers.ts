import L from 'leaflet';
import { gpsStatusColors, gpsStatusLabels } from '../components/gps-status.tsx';
import type { MapItem } from './clusters.ts';

type DrawOptions = {
  selectedId: string | null;
  onMachine: (equipmentId: string) => void;
  onCluster: (clusterId: number, at: L.LatLngExpression) => void;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Draws one view's markers: a dot per machine in its GPS status colour (name and status in its label, so colour is
 * never the only signal) and a counted bubble per cluster, ringed in the colour of its worst machine. The markers are
 * HTML elements carrying the machine's id and position, so a browser test can see one move.
 */
export function drawItems(group: L.LayerGroup, items: readonly MapItem[], options: DrawOptions) {
  group.clearLayers();
  for (const item of items) {
    if (item.kind === 'cluster') {
      const size = item.count < 10 ? 34 : item.count < 100 ? 40 : 48;
      const icon = L.divIcon({
        className: 'fleet-cluster',
        iconSize: [size, size],
        html: `<span data-testid="fleet-cluster" style="display:flex;width:${size}px;height:${size}px;align-items:center;justify-content:center;border-radius:9999px;background:#1f2937e6;color:#fff;font:600 12px system-ui,sans-serif;box-shadow:0 0 0 4px ${gpsStatusColors[item.worst]}99">${item.count}</span>`,
      });
      L.marker([item.latitude, item.longitude], {
        icon,
        keyboard: true,
        title: `${item.count} machines: zoom in`,
        alt: `${item.count} machines`,
      })
        .on('click', () => options.onCluster(item.clusterId, [item.latitude, item.longitude]))
        .addTo(group);
      continue;
    }
    const { machine } = item;
    const selected = machine.id === options.selectedId;
    const size = selected ? 22 : 16;
    const label = `${machine.name}: ${gpsStatusLabels[machine.gpsStatus]}`;
    const icon = L.divIcon({
      className: 'fleet-marker',
      iconSize: [size, size],
      html: `<span data-testid="fleet-marker" data-equipment-id="${escape(machine.id)}" data-gps-status="${machine.gpsStatus}" data-lat="${machine.latitude}" data-lng="${machine.longitude}" style="display:block;width:${size}px;height:${size}px;border-radius:9999px;background:${gpsStatusColors[machine.gpsStatus]};border:${selected ? 3 : 2}px solid ${selected ? '#111827' : '#fff'};box-shadow:0 1px 3px #0006"></span>`,
    });
    L.marker([machine.latitude, machine.longitude], { icon, keyboard: true, title: label, alt: label, zIndexOffset: selected ? 1000 : 0 })
      .bindTooltip(escape(label), { direction: 'top', offset: [0, -size / 2] })
      .on('click', () => options.onMachine(machine.id))
      .addTo(group);
  }
}
