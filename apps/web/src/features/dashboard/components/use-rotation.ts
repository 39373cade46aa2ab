import { useEffect, useState, type FocusEvent } from 'react';

/**
 * A carousel's turn: the shown index moves on every `ms` while nothing pauses it — hover, focus inside, or the pause
 * button (WCAG 2.2.2). The insight cards (spec 01 §9: 4 s) and the analytics hub card (spec 03: 8 s) share it.
 */
export function useRotation(count: number, ms: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ms);
    return () => window.clearInterval(timer);
  }, [paused, count, ms]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    setIndex,
    paused,
    stopped,
    toggleStopped: () => setStopped((s) => !s),
    /** Spread on the carousel's outer element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
