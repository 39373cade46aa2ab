import { AlertTriangle, CheckCircle2, Info, OctagonAlert, type LucideIcon } from 'lucide-react';
import type { DashboardSummary } from '@gears/domain';
import { cn } from '../../../lib/cn.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { toneSurface, toneText, type Tone } from './tone.ts';
import { useRotation } from './use-rotation.ts';

/** spec 01 §9: insight cards rotate every 4 s, paused on hover (and on focus, and by the pause button: WCAG 2.2.2). */
export const insightRotationMs = 4_000;

type Insight = DashboardSummary['insights'][number];
const icons: Record<Tone, LucideIcon> = { success: CheckCircle2, info: Info, warning: AlertTriangle, critical: OctagonAlert };

export function InsightCarousel({ insights }: { insights: Insight[] }) {
  const count = insights.length;
  const { index, setIndex, paused, stopped, toggleStopped, pauseHandlers } = useRotation(count, insightRotationMs);
  const current = insights[index];

  if (!current) {
    return (
      <div className="grid gap-2">
        <p className="flex min-h-20 items-center rounded-md border border-dashed px-4 text-sm text-muted-foreground">
          Insights appear here once your fleet, tasks or quotes have data.
        </p>
        <div className="h-8" />
      </div>
    );
  }
  const Icon = icons[current.tone];
  return (
    <section aria-roledescription="carousel" aria-label="Insights" className="grid gap-2" {...pauseHandlers}>
      <div
        aria-live={paused ? 'polite' : 'off'}
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        className={cn('flex min-h-20 items-start gap-3 rounded-md border px-4 py-3', toneSurface[current.tone])}
      >
        <Icon className={cn('mt-0.5 size-5 shrink-0', toneText[current.tone])} aria-hidden="true" />
        <div className="grid gap-0.5">
          <p className="text-sm font-semibold">{current.title}</p>
          <p className="text-sm text-muted-foreground">{current.message}</p>
        </div>
      </div>
      <div className="flex h-8 items-center gap-1">
        <CarouselControls
          labels={insights.map((insight, i) => `Show insight ${i + 1} of ${count}: ${insight.title}`)}
          index={index}
          onSelect={setIndex}
          stopped={stopped}
          onToggle={toggleStopped}
          what="insights"
        />
      </div>
    </section>
  );
}
