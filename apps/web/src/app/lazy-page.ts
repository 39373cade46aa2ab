import { lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** React.lazy for modules with named exports (CONVENTIONS: named exports only); keeps the component's props. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(loader: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await loader())[name] as ComponentType<PropsOf<M[K]>> }));
}
