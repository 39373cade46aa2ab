import type { Sql } from '../../db/database.ts';

export type WeatherTargetRow = { id: string; company_id: string; latitude: string; longitude: string };

/** Active sites with a position whose cached reading is missing, for another place, or older than `olderThan` (owner, all companies). */
export async function listWeatherTargetsUnscoped(tx: Sql, olderThan: Date, limit: number): Promise<WeatherTargetRow[]> {
  return tx.query<WeatherTargetRow>(
    `select s.id, s.company_id, s.latitude::text as latitude, s.longitude::text as longitude
       from job_sites s left join job_site_weather w on w.job_site_id = s.id
      where s.status = 'active' and s.latitude is not null and s.longitude is not null
        and (w.job_site_id is null or w.fetched_at < $1 or w.latitude <> s.latitude or w.longitude <> s.longitude)
      order by w.fetched_at nulls first, s.id
      limit $2`,
    [olderThan, limit],
  );
}

export async function saveWeatherUnscoped(
  tx: Sql,
  w: {
    siteId: string;
    companyId: string;
    latitude: string;
    longitude: string;
    observedAt: Date;
    temperatureC: number;
    humidityPercent: number | null;
    weatherCode: number | null;
    windSpeedKmh: number | null;
  },
): Promise<void> {
  await tx.query(
    `insert into job_site_weather (job_site_id, company_id, latitude, longitude, observed_at, temperature_c, humidity_percent,
                                   weather_code, wind_speed_kmh, fetched_at)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, now()
      where exists (select 1 from job_sites s where s.id = $1 and s.company_id = $2)
     on conflict (job_site_id) do update set latitude = excluded.latitude, longitude = excluded.longitude,
       observed_at = excluded.observed_at, temperature_c = excluded.temperature_c, humidity_percent = excluded.humidity_percent,
       weather_code = excluded.weather_code, wind_speed_kmh = excluded.wind_speed_kmh, fetched_at = excluded.fetched_at`,
    [w.siteId, w.companyId, w.latitude, w.longitude, w.observedAt, w.temperatureC, w.humidityPercent, w.weatherCode, w.windSpeedKmh],
  );
}

export type SiteWeatherRow = {
  site_latitude: string | null;
  site_longitude: string | null;
  latitude: string | null;
  longitude: string | null;
  observed_at: Date | null;
  temperature_c: string | null;
  humidity_percent: number | null;
  weather_code: number | null;
  wind_speed_kmh: string | null;
  fetched_at: Date | null;
};

/** The site (under the caller's RLS: another company's is not found) and its cached reading. */
export async function findSiteWeather(tx: Sql, siteId: string, companyId: string | null): Promise<SiteWeatherRow | null> {
  const rows = await tx.query<SiteWeatherRow>(
    `select s.latitude::text as site_latitude, s.longitude::text as site_longitude, w.latitude::text as latitude,
            w.longitude::text as longitude, w.observed_at, w.temperature_c::text as temperature_c, w.humidity_percent,
            w.weather_code, w.wind_speed_kmh::text as wind_speed_kmh, w.fetched_at
       from job_sites s left join job_site_weather w on w.job_site_id = s.id and w.company_id = s.company_id
      where s.id = $1 and ($2::uuid is null or s.company_id = $2)`,
    [siteId, companyId],
  );
  return rows[0] ?? null;
}
