import { Pause, Play } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * A carousel's pause/play button and one dot per slide (the insight cards and the analytics hub card). Nothing shows
 * for a single slide. `what` names the slides for the pause button ("insights"); each dot's label names its slide.
 */
export function CarouselControls({
  labels,
  index,
  onSelect,
  stopped,
  onToggle,
  what,
}: {
  labels: string[];
  index: number;
  onSelect: (index: number) => void;
  stopped: boolean;
  onToggle: () => void;
  what: string;
}) {
  if (labels.length < 2) return null;
  return (
    <>
      <button
        type="button"
        className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={stopped ? `Play ${what}` : `Pause ${what}`}
        onClick={onToggle}
      >
        {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
      </button>
      {labels.map((label, i) => (
        <button
          key={label}
          type="button"
          className="group inline-flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={label}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
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
  );
}
