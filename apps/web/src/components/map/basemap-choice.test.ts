import { describe, expect, it } from 'vitest';
import { isOfflineTileUrl } from './basemap-choice.ts';

describe('basemap choice', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', false],
    ['http://tiles.local:8080/{z}/{x}/{y}.png', false],
    ['offline', true],
    ['', true],
    [null, true],
    ['/tiles/{z}/{x}/{y}.png', true],
  ])('MAP_TILE_URL %s → offline outlines: %s', (url, offline) => {
    expect(isOfflineTileUrl(url)).toBe(offline);
  });
});
