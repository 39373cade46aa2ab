/**
 * The basemap a map uses: MAP_TILE_URL's XYZ tiles, or the shipped outlines when the setting is 'offline' (or not an
 * http(s) URL). A map on tiles falls back to the outlines when the tiles fail (ADR 0024).
 */
export function isOfflineTileUrl(tileUrl: string | null | undefined): boolean {
  return !tileUrl || !/^https?:\/\//i.test(tileUrl.trim());
}
