import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { HydrationUnit } from './page-section.tsx';
import { revealFallbackDelay } from './home-motion.ts';

/** A home-page section that fades in when it scrolls into view (at once with reduced motion or no observer). */
export function Reveal({ children, className, ...props }: { children: ReactNode; className?: string } & React.HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!element || reduced || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    // Read in the next frame, where the page is laid out anyway: reading the viewport width right after React commits
    // would force a layout of the whole page inside this task.
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      const delay = revealFallbackDelay(window.innerWidth);
      if (delay !== null) timer = window.setTimeout(() => setShown(true), delay);
    });
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);

  return (
    <section
      ref={ref}
      data-revealed={shown ? 'true' : 'false'}
      className={cn(
        'transition-[opacity,translate] duration-700 ease-out',
        shown ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
        className,
      )}
      {...props}
    >
      <HydrationUnit>{children}</HydrationUnit>
    </section>
  );
}
