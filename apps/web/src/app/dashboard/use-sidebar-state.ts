import { useCallback, useEffect, useState } from 'react';
import type { SidebarState } from '@gears/domain';
import { applySidebarShortcut, parseSidebarState, sidebarShortcutFor } from '@gears/domain/platform/sidebar.rules';
import { readJson, writeJson } from '../../lib/storage.ts';

/** spec 01 §3/§9: {collapsed, position, isIntegrated, isRightSide, width}, kept locally. */
export const sidebarStorageKey = 'sidebar-state';

export function currentViewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

export type SidebarUpdate = SidebarState | ((previous: SidebarState) => SidebarState);

export function useSidebarState(): [SidebarState, (update: SidebarUpdate) => void] {
  const [state, setState] = useState<SidebarState>(() => parseSidebarState(readJson(sidebarStorageKey)));

  useEffect(() => writeJson(sidebarStorageKey, state), [state]);

  const update = useCallback((next: SidebarUpdate) => setState((previous) => (typeof next === 'function' ? next(previous) : next)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = sidebarShortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      update((previous) => applySidebarShortcut(previous, shortcut, currentViewport()));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [update]);

  return [state, update];
}

export const modifierLabel = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';
