import { describe, expect, it } from 'vitest';
import { clusterIndex, type MapMachine } from './clusters.ts';

const machine = (i: number, overrides: Partial<MapMachine> = {}): MapMachine => ({
  id: `m${i}`,
  name: `Machine ${i}`,
  latitude: 40 + i * 0.0001,
  longitude: -100 + i * 0.0001,
  gpsStatus: 'online',
  ...overrides,
});
const world: [number, number, number, number] = [-180, -85, 180, 85];

describe('map clusters', () => {
  it('gathers hundreds of nearby machines into one cluster at a country-wide zoom, with their count', () => {
    const index = clusterIndex(Array.from({ length: 300 }, (_, i) => machine(i)));
    const items = index.items(world, 4);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cluster', count: 300 });
  });

  it('a cluster shows the status needing the most attention among its machines', () => {
    const index = clusterIndex([machine(1), machine(2, { gpsStatus: 'low_battery' }), machine(3, { gpsStatus: 'signal_lost' })]);
    expect(index.items(world, 4)[0]).toMatchObject({ kind: 'cluster', worst: 'signal_lost' });
  });

  it('far-apart machines stay single markers, and a cluster opens at its expansion zoom', () => {
    const index = clusterIndex([machine(1), machine(2, { latitude: 30, longitude: -80 })]);
    expect(index.items(world, 4).map((item) => item.kind)).toEqual(['machine', 'machine']);

    const close = clusterIndex([machine(1), machine(2)]);
    const [cluster] = close.items(world, 4);
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(close.items(world, close.expansionZoom(cluster.clusterId)).length).toBeGreaterThan(1);
  });
});
