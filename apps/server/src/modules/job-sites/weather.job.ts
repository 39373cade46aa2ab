import {
  jobSiteMessages,
  weatherCondition,
  weatherMessages as w,
  weatherRefreshMinutes,
  weatherStaleMinutes,
  type JobSiteWeather,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Database, Sql } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { fetchCurrentWeather } from './weather.client.ts';
import * as repo from './weather.repo.ts';

export const weatherQueue = 'job-sites.weather';
const batch = 500;
const concurrency = 4;

/**
 * One pass (spec 01 §9: every 30 minutes): each active site with a position whose reading is older than that asks the
 * weather service, outside any transaction (DESIGN §4a: never await outside I/O inside one), then saves what came back.
 * A site the service does not answer for keeps its last reading (it goes stale and then reads as unavailable).
 * Returns how many sites got a reading.
 */
export async function refreshJobSiteWeather(db: Database, weatherUrl: string | null, now = new Date(), fetchImpl: typeof fetch = fetch) {
  if (!weatherUrl) return 0;
  const targets = await db.transaction((tx) =>
    repo.listWeatherTargetsUnscoped(tx, new Date(now.getTime() - (weatherRefreshMinutes - 1) * 60_000), batch),
  );
  let saved = 0;
  for (let i = 0; i < targets.length; i += concurrency) {
    const slice = targets.slice(i, i + concurrency);
    const readings = await Promise.all(
      slice.map((s) => fetchCurrentWeather(weatherUrl, { latitude: Number(s.latitude), longitude: Number(s.longitude) }, fetchImpl)),
    );
    await db.transaction(async (tx) => {
      for (const [k, reading] of readings.entries()) {
        if (!reading) continue;
        const s = slice[k]!;
        await repo.saveWeatherUnscoped(tx, {
          siteId: s.id,
          companyId: s.company_id,
          latitude: s.latitude,
          longitude: s.longitude,
          ...reading,
        });
        saved += 1;
      }
    });
  }
  return saved;
}

export function defineJobSiteWeather(deps: AppDeps): void {
  deps.jobs.define(weatherQueue, async () => {
    await refreshJobSiteWeather(deps.db, deps.config.maps.weatherUrl);
  });
  deps.jobs.schedule(weatherQueue, `every ${weatherRefreshMinutes} min`, {
    queue: weatherQueue,
    singleton: true,
    maxAttempts: 2,
    leaseSeconds: 600,
  });
}

const unavailable = (reason: string): JobSiteWeather => ({
  available: false,
  reason,
  condition: null,
  temperatureC: null,
  humidityPercent: null,
  windSpeedKmh: null,
  observedAt: null,
  fetchedAt: null,
});

/** The site's cached weather, or why there is none. Another company's site is 404 (RLS and the scope). */
export async function siteWeather(
  tx: Sql,
  scope: Scope,
  siteId: string,
  weatherUrl: string | null,
  now = new Date(),
): Promise<JobSiteWeather> {
  const row = await repo.findSiteWeather(tx, siteId, scope.companyId);
  if (!row) throw notFound(jobSiteMessages.notFound);
  if (!weatherUrl) return unavailable(w.notConfigured);
  if (row.site_latitude === null) return unavailable(w.noCoordinates);
  if (row.fetched_at === null || row.latitude !== row.site_latitude || row.longitude !== row.site_longitude)
    return unavailable(w.notYetFetched);
  if (now.getTime() - new Date(row.fetched_at).getTime() > weatherStaleMinutes * 60_000) return unavailable(w.stale);
  return {
    available: true,
    reason: null,
    condition: weatherCondition(row.weather_code),
    temperatureC: Number(row.temperature_c),
    humidityPercent: row.humidity_percent,
    windSpeedKmh: row.wind_speed_kmh === null ? null : Number(row.wind_speed_kmh),
    observedAt: new Date(row.observed_at!).toISOString(),
    fetchedAt: new Date(row.fetched_at).toISOString(),
  };
}
