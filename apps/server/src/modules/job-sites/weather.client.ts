/** How long one weather request may take before the site is left as it was. */
export const weatherTimeoutMs = 10_000;

export type WeatherReading = {
  observedAt: Date;
  temperatureC: number;
  humidityPercent: number | null;
  weatherCode: number | null;
  windSpeedKmh: number | null;
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The current weather at a position from an Open-Meteo-compatible forecast endpoint (WEATHER_API_URL, DESIGN §5):
 * GET {url}?latitude=…&longitude=…&current=temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m&timezone=GMT,
 * which answers { current: { time: 'YYYY-MM-DDTHH:MM' (GMT), temperature_2m, relative_humidity_2m, weather_code,
 * wind_speed_10m }, current_units: { … } }. Anything else — an error, a timeout, no temperature — is null: the site
 * keeps its last reading, which goes stale and then reads "Weather unavailable". Never a made-up figure.
 */
export async function fetchCurrentWeather(
  baseUrl: string,
  position: { latitude: number; longitude: number },
  fetchImpl: typeof fetch = fetch,
): Promise<WeatherReading | null> {
  const url = new URL(baseUrl);
  url.searchParams.set('latitude', String(position.latitude));
  url.searchParams.set('longitude', String(position.longitude));
  url.searchParams.set('current', 'temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m');
  url.searchParams.set('timezone', 'GMT');
  url.searchParams.set('wind_speed_unit', 'kmh');
  url.searchParams.set('temperature_unit', 'celsius');
  try {
    const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(weatherTimeoutMs) });
    if (!res.ok) return null;
    const body = (await res.json()) as { current?: Record<string, unknown>; current_units?: Record<string, unknown> };
    const c = body?.current;
    const temperature = num(c?.temperature_2m);
    if (!c || temperature === null || typeof c.time !== 'string') return null;
    // Units are asked for above; an endpoint that answers in others is not read as if they were ours.
    if (body.current_units?.temperature_2m !== undefined && body.current_units.temperature_2m !== '°C') return null;
    const observedAt = new Date(`${c.time.length === 16 ? `${c.time}:00` : c.time}Z`);
    if (Number.isNaN(observedAt.getTime())) return null;
    const humidity = num(c.relative_humidity_2m);
    return {
      observedAt,
      temperatureC: Math.round(temperature * 10) / 10,
      humidityPercent: humidity === null ? null : Math.max(0, Math.min(100, Math.round(humidity))),
      weatherCode: num(c.weather_code),
      windSpeedKmh: num(c.wind_speed_10m),
    };
  } catch {
    return null;
  }
}
