import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports (CONVENTIONS: named exports only). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(loader: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await loader())[name] as ComponentType }));
}
