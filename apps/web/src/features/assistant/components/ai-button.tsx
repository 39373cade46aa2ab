import { lazy, Suspense, useState } from 'react';
import { BotMessageSquare } from 'lucide-react';

// The chat panel loads on first open (the dashboard's first screen is at its JS budget).
const AssistantPanel = lazy(async () => ({ default: (await import('./assistant-panel.tsx')).AssistantPanel }));

/** spec 01 §2 header AI assistant: opens the chat as a popover on desktop and full screen on phones. */
export function AssistantButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
        aria-label="AI assistant"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:size-9"
      >
        <BotMessageSquare className="size-5" aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The header loads the button lazily (React.lazy takes a default export). */
export default AssistantButton;
