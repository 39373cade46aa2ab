import { useEffect, useState } from 'react';

/** spec 01 §2: the dashboard clock updates every 60 s. */
export const clockIntervalMs = 60_000;

export function useNow(intervalMs = clockIntervalMs): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
