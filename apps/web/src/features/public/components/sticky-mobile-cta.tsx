import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { isStickyCtaVisible } from './home-motion.ts';

/** spec 01 §2 / spec 03 §2: phones only; after one screen height; dismissible for the rest of the visit. */
export function StickyMobileCta() {
  const [dismissed, setDismissed] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissed) return;
    const update = () => setVisible(isStickyCtaVisible(window.scrollY, window.innerHeight, false));
    // The first reading waits for the next frame: reading the scroll position right after React commits would force a
    // layout of the whole page inside this task.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [dismissed]);

  if (dismissed || !visible) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-[var(--consent-inset,0px)] z-30 border-t bg-card/95 p-3 shadow-lg backdrop-blur md:hidden"
      role="region"
      aria-label="Start your subscription"
    >
      <div className="flex items-center gap-2">
        <Button asChild className="flex-1">
          <Link to="/pricing">Start My Subscription</Link>
        </Button>
        <Button variant="ghost" size="icon" onClick={() => setDismissed(true)} aria-label="Dismiss">
          <X />
        </Button>
      </div>
    </div>
  );
}
