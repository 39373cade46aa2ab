import { z } from 'zod';

/** spec 01 §9: weather refreshes every 30 minutes; a reading older than this is not shown as current. */
export const weatherRefreshMinutes = 30;
export const weatherStaleMinutes = 120;

/** spec 01 §3 Weather: condition, location, temperature, humidity. Null fields: the source did not say. */
export const jobSiteWeather = z.object({
  available: z.boolean(),
  /** Why not, in the user's words (spec 01 §8 'Unable to fetch weather data' family). */
  reason: z.string().nullable(),
  condition: z.string().nullable(),
  temperatureC: z.number().nullable(),
  humidityPercent: z.number().nullable(),
  windSpeedKmh: z.number().nullable(),
  observedAt: z.string().nullable(),
  fetchedAt: z.string().nullable(),
});
export type JobSiteWeather = z.infer<typeof jobSiteWeather>;

export const weatherMessages = {
  unavailable: 'Weather unavailable',
  notConfigured: 'No weather service is configured.',
  noCoordinates: 'Set the site’s position on the map to see its weather.',
  notYetFetched: 'The weather service has not answered for this site yet.',
  stale: 'The weather service has not answered recently.',
} as const;

/** WMO weather interpretation codes as Open-Meteo documents them (`weather_code`). */
const wmo: [readonly number[], string][] = [
  [[0], 'Clear sky'],
  [[1], 'Mainly clear'],
  [[2], 'Partly cloudy'],
  [[3], 'Overcast'],
  [[45, 48], 'Fog'],
  [[51, 53, 55], 'Drizzle'],
  [[56, 57], 'Freezing drizzle'],
  [[61, 63, 65], 'Rain'],
  [[66, 67], 'Freezing rain'],
  [[71, 73, 75], 'Snow'],
  [[77], 'Snow grains'],
  [[80, 81, 82], 'Rain showers'],
  [[85, 86], 'Snow showers'],
  [[95], 'Thunderstorm'],
  [[96, 99], 'Thunderstorm with hail'],
];

/** The condition for a WMO code; null for a code outside the table (shown as no condition, never guessed). */
export function weatherCondition(code: number | null): string | null {
  if (code === null) return null;
  return wmo.find(([codes]) => codes.includes(code))?.[1] ?? null;
}
