import { jobSiteMessages as m, type ReverseGeocodeResult } from '@gears/domain';
import { AppError } from '../../platform/errors.ts';

/** How long a reverse lookup may take before the app says geocoding is unavailable. */
export const geocoderTimeoutMs = 5_000;

/**
 * Reverse geocoding through a Nominatim-compatible service (GEOCODER_URL, DESIGN §5): GET {base}/reverse with
 * format=jsonv2, which answers { display_name, licence, … } or { error: "Unable to geocode" } when nothing is near.
 * Nominatim's usage policy asks for an identifying User-Agent; the portal's public URL identifies the install.
 * Without a geocoder, or when it fails or is slow, the answer is 503 'Geocoding is unavailable…' — never a made-up
 * address; the web keeps the address field for the user to type.
 */
export async function reverseGeocode(
  opts: { geocoderUrl: string | null; publicUrl: string },
  position: { lat: number; lon: number },
  fetchImpl: typeof fetch = fetch,
): Promise<ReverseGeocodeResult> {
  if (!opts.geocoderUrl) throw new AppError('UNAVAILABLE', m.geocodingUnavailable);
  const url = new URL(`${opts.geocoderUrl}/reverse`);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', String(position.lat));
  url.searchParams.set('lon', String(position.lon));
  url.searchParams.set('zoom', '18');
  url.searchParams.set('addressdetails', '0');
  let body: { display_name?: unknown; licence?: unknown; error?: unknown };
  try {
    const res = await fetchImpl(url, {
      headers: { accept: 'application/json', 'user-agent': `GEARS Portal job sites (${opts.publicUrl})` },
      signal: AbortSignal.timeout(geocoderTimeoutMs),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    body = (await res.json()) as typeof body;
  } catch {
    throw new AppError('UNAVAILABLE', m.geocodingUnavailable);
  }
  if (typeof body?.display_name !== 'string' || !body.display_name.trim()) {
    // Nominatim's answer for a position with no address data (open sea, no coverage).
    if (body && 'error' in body) throw new AppError('NOT_FOUND', m.geocodingNoAddress);
    throw new AppError('UNAVAILABLE', m.geocodingUnavailable);
  }
  return {
    address: body.display_name.trim().slice(0, 500),
    attribution: typeof body.licence === 'string' ? body.licence.slice(0, 300) : null,
  };
}
