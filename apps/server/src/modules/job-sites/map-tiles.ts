/**
 * The Content-Security-Policy source the web map's tiles come from: the tile URL's scheme and host, with a Leaflet
 * subdomain placeholder ({s}) as a wildcard ("https://{s}.tile.example.org/…" → "https://*.tile.example.org").
 * A relative tile URL (tiles served by this server) needs nothing beyond 'self'.
 */
export function tileSourcesOf(tileUrl: string): string[] {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return [];
  const origin = match[1]!.replace(/\{s\}/g, '*');
  return /^[a-z]+:\/\/[a-z0-9*.:-]+$/i.test(origin) ? [origin] : [];
}
