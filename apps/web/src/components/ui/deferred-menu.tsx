import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type PointerEventHandler,
  type FocusEventHandler,
  type MouseEventHandler,
  type ReactNode,
} from 'react';

export type TriggerHandlers = {
  onPointerEnter: PointerEventHandler;
  onFocus: FocusEventHandler;
  onClick: MouseEventHandler;
};

type WithOpen<P> = P & { defaultOpen?: boolean };

/**
 * The Radix menu with its positioning engine costs ~14 KB gzipped, more than every page of the
 * dashboard together, yet no menu is open at first paint. A deferred menu renders a look-alike
 * trigger, starts loading the real menu on hover or focus, and opens it once loaded if the user
 * clicked. From then on the real Radix menu (and its trigger) stay mounted.
 */
export function deferredMenu<P extends object>(loader: () => Promise<ComponentType<WithOpen<P>>>) {
  let loading: Promise<ComponentType<WithOpen<P>>> | null = null;
  const preload = () => (loading ??= loader());
  const RealMenu = lazy(async () => ({ default: await preload() }));

  return function DeferredMenu(props: P & { placeholder: (handlers: TriggerHandlers) => ReactNode }) {
    const { placeholder, ...menuProps } = props;
    const [requested, setRequested] = useState(false);
    const trigger = placeholder({
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      onClick: () => {
        void preload();
        setRequested(true);
      },
    });
    if (!requested) return <>{trigger}</>;
    return (
      <Suspense fallback={trigger}>
        <RealMenu {...(menuProps as P)} defaultOpen />
      </Suspense>
    );
  };
}
