import { LogoMark } from './logo.tsx';

/** spec 01 §2: shown while the session or a page loads. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={fullScreen ? 'flex min-h-dvh items-center justify-center' : 'flex min-h-[50vh] items-center justify-center'}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <LogoMark className="size-10 animate-pulse" />
        <p className="font-semibold">Loading GEARS Portal</p>
        <p className="text-sm text-muted-foreground">Initializing system...</p>
      </div>
    </div>
  );
}
