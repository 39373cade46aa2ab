import { useQuery } from '@tanstack/react-query';
import { CloudSun } from 'lucide-react';
import type { JobSiteWeather } from '@gears/domain';
import { weatherMessages, weatherRefreshMinutes } from '@gears/domain/job-sites/weather.rules';
import { api } from '../../../lib/api-client.ts';
import { formatRelativeAge } from '../../../lib/format.ts';

/**
 * spec 01 §3 Weather (condition, location, temperature, humidity), refreshed every 30 minutes (§9) by the server's job;
 * unset, unreachable or stale → "Weather unavailable" with the reason. Never invented numbers (DESIGN §5).
 */
export function SiteWeather({ siteId }: { siteId: string }) {
  const weather = useQuery({
    queryKey: ['job-sites', 'weather', siteId],
    queryFn: ({ signal }) => api.get<JobSiteWeather>(`/api/job-sites/${siteId}/weather`, signal),
    refetchInterval: weatherRefreshMinutes * 60_000,
    staleTime: 5 * 60_000,
  });
  const w = weather.data;
  return (
    <section aria-label="Weather" className="flex items-start gap-2">
      <CloudSun className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      {weather.isPending ? (
        <span className="text-muted-foreground">Loading weather…</span>
      ) : !w || !w.available ? (
        <span>
          {weatherMessages.unavailable}
          <span className="block text-xs text-muted-foreground">{w?.reason ?? 'Unable to fetch weather data'}</span>
        </span>
      ) : (
        <span>
          <span className="font-medium tabular-nums">{w.temperatureC} °C</span>
          {w.condition ? ` · ${w.condition}` : ''}
          {w.humidityPercent !== null ? ` · humidity ${w.humidityPercent} %` : ''}
          {w.windSpeedKmh !== null ? ` · wind ${w.windSpeedKmh} km/h` : ''}
          <span className="block text-xs text-muted-foreground">Observed {formatRelativeAge(w.observedAt!)}</span>
        </span>
      )}
    </section>
  );
}
