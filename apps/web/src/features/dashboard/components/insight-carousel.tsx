import { AlertTriangle, CheckCircle2, Info, OctagonAlert, Pause, Play, type LucideIcon } from 'lucide-react';
import type { DashboardSummary } from '@gears/domain';
import { cn } from '../../../lib/cn.ts';
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
        {count > 1 ? (
          <>
            <button
              type="button"
              className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={stopped ? 'Play insights' : 'Pause insights'}
              onClick={toggleStopped}
            >
              {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
            </button>
            {insights.map((insight, i) => (
              <button
                key={insight.id}
                type="button"
                className="group inline-flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Show insight ${i + 1} of ${count}: ${insight.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-2.5 rounded-full transition-colors',
                    i === index ? 'bg-primary' : 'bg-muted-foreground/40 group-hover:bg-muted-foreground',
                  )}
                />
              </button>
            ))}
          </>
        ) : null}
      </div>
    </section>
  );
}
