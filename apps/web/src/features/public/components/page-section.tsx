import { Suspense, type ReactNode } from 'react';

export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="grid max-w-3xl gap-3">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{eyebrow}</p> : null}
      <h1 className="text-3xl font-semibold tracking-tight text-balance md:text-4xl">{title}</h1>
      {children ? <div className="text-base text-muted-foreground md:text-lg">{children}</div> : null}
    </div>
  );
}

export function PublicPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-10 md:px-6 md:py-16">{children}</div>;
}

/**
 * A part of a pre-rendered page that React hydrates on its own (a Suspense boundary is hydrated in its own pass), so
 * hydrating a long page is several short tasks rather than one long one. Nothing inside suspends.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
