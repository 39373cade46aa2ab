import { useEffect, useRef, useState } from 'react';
import { Cookie, Minus } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { cn } from '../lib/cn.ts';
import { useConsentInset } from './consent-inset.ts';

/** spec 01 §4/§9: undecided → card after 3 s → accepted | declined, kept under `cookie-consent`. */
export const cookieConsentKey = 'cookie-consent';
export const cookieConsentDelayMs = 3000;
type Consent = 'accepted' | 'declined';

function storedConsent(): Consent | null {
  const value = readStorage(cookieConsentKey);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function CookieConsent({ className }: { className?: string }) {
  const [decided, setDecided] = useState(() => storedConsent() !== null);
  const [visible, setVisible] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const card = useRef<HTMLElement | null>(null);
  const setCard = (el: HTMLElement | null) => {
    card.current = el;
  };
  // On phones the bottom bars and the page's end move up above the card, so it covers nothing (issue 13 item 14).
  useConsentInset(card, !decided && visible, minimised);

  useEffect(() => {
    if (decided) return;
    const timer = window.setTimeout(() => setVisible(true), cookieConsentDelayMs);
    return () => window.clearTimeout(timer);
  }, [decided]);

  if (decided || !visible) return null;

  const decide = (value: Consent) => {
    writeStorage(cookieConsentKey, value);
    setDecided(true);
  };

  if (minimised) {
    return (
      <Button
        ref={setCard}
        variant="outline"
        size="icon"
        className={cn('fixed bottom-4 left-4 z-40 rounded-full shadow-md', className)}
        onClick={() => setMinimised(false)}
        aria-label="Open cookie preferences"
      >
        <Cookie />
      </Button>
    );
  }

  return (
    <section
      ref={setCard}
      aria-label="Cookie consent"
      className={cn('fixed bottom-4 left-4 z-40 w-[min(24rem,calc(100vw-2rem))] rounded-lg border bg-card p-4 shadow-lg', className)}
    >
      <div className="flex items-start gap-3">
        <Cookie className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="text-sm font-semibold">Cookies</h2>
          <p className="text-sm text-muted-foreground">
            GEARS Portal uses one essential cookie to keep you signed in and stores preferences such as your theme in this browser. No
            advertising cookies.
          </p>
        </div>
        <Button variant="ghost" size="icon" className="-mt-2 -mr-2" onClick={() => setMinimised(true)} aria-label="Minimise cookie notice">
          <Minus />
        </Button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => decide('declined')}>
          Decline
        </Button>
        <Button size="sm" onClick={() => decide('accepted')}>
          Accept
        </Button>
      </div>
    </section>
  );
}
