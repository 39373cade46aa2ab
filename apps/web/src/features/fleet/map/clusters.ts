import Supercluster from 'supercluster';
import type { GpsStatus } from '@gears/domain/fleet/status.rules';

/** A machine with a position, as the map draws it. */
export type MapMachine = { id: string; name: string; latitude: number; longitude: number; gpsStatus: GpsStatus };

type PointProps = { id: string; rank: number };
type ClusterProps = { rank: number };

/** How much a status needs attention: a cluster shows the worst of its machines. */
const rank: Record<GpsStatus, number> = { online: 0, offline: 1, no_tracker: 1, low_battery: 2, signal_lost: 3 };
const byRank: GpsStatus[] = ['online', 'offline', 'low_battery', 'signal_lost'];

export type MapItem =
  | { kind: 'machine'; machine: MapMachine }
  | { kind: 'cluster'; clusterId: number; count: number; latitude: number; longitude: number; worst: GpsStatus };

/**
 * Clusters for hundreds (or thousands) of machines: supercluster's index is built once per set of positions and
 * answers each view (bounds and zoom) in well under a millisecond.
 */
export function clusterIndex(machines: readonly MapMachine[]) {
  const byId = new Map(machines.map((m) => [m.id, m]));
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: 56,
    maxZoom: 15,
    map: (props) => ({ rank: props.rank }),
    reduce: (acc, props) => {
      acc.rank = Math.max(acc.rank, props.rank);
    },
  });
  index.load(
    machines.map((m) => ({
      type: 'Feature' as const,
      properties: { id: m.id, rank: rank[m.gpsStatus] },
      geometry: { type: 'Point' as const, coordinates: [m.longitude, m.latitude] },
    })),
  );
  return {
    /** What to draw for a view: bbox [west, south, east, north] in degrees. */
    items(bbox: [number, number, number, number], zoom: number): MapItem[] {
      return index.getClusters(bbox, Math.round(zoom)).flatMap((f): MapItem[] => {
        const [longitude, latitude] = f.geometry.coordinates as [number, number];
        if ('cluster' in f.properties && f.properties.cluster) {
          const p = f.properties;
          return [
            { kind: 'cluster', clusterId: p.cluster_id, count: p.point_count, latitude, longitude, worst: byRank[p.rank] ?? 'online' },
          ];
        }
        const machine = byId.get((f.properties as PointProps).id);
        return machine ? [{ kind: 'machine', machine }] : [];
      });
    },
    /** The zoom at which a cluster falls apart (a click zooms there). */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}
