import { lazy } from 'react';

/** The chart components as lazy chunks: recharts loads when the first chart is drawn, not with the page. */
export const BarsChart = lazy(async () => ({ default: (await import('./charts.tsx')).BarsChart }));
export const LinesChart = lazy(async () => ({ default: (await import('./charts.tsx')).LinesChart }));
