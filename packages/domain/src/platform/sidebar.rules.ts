/**
 * spec 01 §2/§5/§9: the desktop sidebar. Width 200–400 (default 280), 80 when collapsed;
 * dropped within 80 px of a screen edge it docks there; it floats below the ~110 px header.
 */
export const sidebarLimits = {
  minWidth: 200,
  maxWidth: 400,
  defaultWidth: 280,
  collapsedWidth: 80,
  snapZone: 80,
  topOffset: 110,
  margin: 8,
} as const;

export type SidebarPosition = { x: number; y: number };
export type SidebarState = {
  collapsed: boolean;
  position: SidebarPosition;
  /** Docked into the page layout (true) or floating over it (false). */
  isIntegrated: boolean;
  isRightSide: boolean;
  width: number;
};
export type Viewport = { width: number; height: number };

export const defaultSidebarState: SidebarState = {
  collapsed: false,
  position: { x: 24, y: sidebarLimits.topOffset },
  isIntegrated: true,
  isRightSide: false,
  width: sidebarLimits.defaultWidth,
};

export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return sidebarLimits.defaultWidth;
  return Math.round(Math.min(sidebarLimits.maxWidth, Math.max(sidebarLimits.minWidth, width)));
}

/** Dragging the inner edge: right-docked sidebars grow when the pointer moves left. */
export function resizeSidebarWidth(startWidth: number, deltaX: number, isRightSide: boolean): number {
  return clampSidebarWidth(startWidth + (isRightSide ? -deltaX : deltaX));
}

export function visibleSidebarWidth(state: SidebarState): number {
  return state.collapsed ? sidebarLimits.collapsedWidth : clampSidebarWidth(state.width);
}

/** Which edge a floating sidebar dropped at `x` docks to, if it is inside a snap zone. */
export function dockEdgeForDrop(x: number, width: number, viewportWidth: number): 'left' | 'right' | null {
  if (x <= sidebarLimits.snapZone) return 'left';
  if (x + width >= viewportWidth - sidebarLimits.snapZone) return 'right';
  return null;
}

/** Keeps a floating sidebar fully reachable: inside the viewport and below the header. */
export function clampFloatingPosition(position: SidebarPosition, width: number, viewport: Viewport): SidebarPosition {
  const { margin, topOffset } = sidebarLimits;
  const maxX = Math.max(margin, viewport.width - width - margin);
  const maxY = Math.max(topOffset, viewport.height - 160);
  return {
    x: Math.round(Math.min(maxX, Math.max(margin, position.x))),
    y: Math.round(Math.min(maxY, Math.max(topOffset, position.y))),
  };
}

/** The end of a drag by the floating sidebar's header: re-dock near an edge, else stay floating. */
export function dropFloatingSidebar(state: SidebarState, position: SidebarPosition, viewport: Viewport): SidebarState {
  const width = visibleSidebarWidth(state);
  const edge = dockEdgeForDrop(position.x, width, viewport.width);
  if (edge) return { ...state, isIntegrated: true, isRightSide: edge === 'right' };
  return { ...state, isIntegrated: false, position: clampFloatingPosition(position, width, viewport) };
}

export type SidebarShortcut = 'toggle-collapse' | 'dock-left' | 'dock-right' | 'float';
export type ShortcutKeys = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey?: boolean };

/** Ctrl/Cmd+B collapses; Ctrl/Cmd+Alt+ArrowLeft/Right docks; Ctrl/Cmd+Alt+ArrowUp floats. */
export function sidebarShortcutFor(keys: ShortcutKeys): SidebarShortcut | null {
  const modifier = keys.ctrlKey || keys.metaKey;
  if (!modifier || keys.shiftKey) return null;
  if (!keys.altKey && keys.key.toLowerCase() === 'b') return 'toggle-collapse';
  if (!keys.altKey) return null;
  if (keys.key === 'ArrowLeft') return 'dock-left';
  if (keys.key === 'ArrowRight') return 'dock-right';
  if (keys.key === 'ArrowUp') return 'float';
  return null;
}

export function applySidebarShortcut(state: SidebarState, shortcut: SidebarShortcut, viewport: Viewport): SidebarState {
  switch (shortcut) {
    case 'toggle-collapse':
      return { ...state, collapsed: !state.collapsed };
    case 'dock-left':
      return { ...state, isIntegrated: true, isRightSide: false };
    case 'dock-right':
      return { ...state, isIntegrated: true, isRightSide: true };
    case 'float': {
      // Float away from the edge it was docked to, outside the snap zone so it does not re-dock.
      const width = visibleSidebarWidth(state);
      const x = state.isRightSide ? viewport.width - width - sidebarLimits.snapZone - 24 : sidebarLimits.snapZone + 24;
      const position = state.isIntegrated ? { x, y: sidebarLimits.topOffset } : state.position;
      return { ...state, isIntegrated: false, position: clampFloatingPosition(position, width, viewport) };
    }
  }
}

/** Reads the state kept in local storage, repairing anything missing or out of range. */
export function parseSidebarState(raw: unknown): SidebarState {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ...defaultSidebarState };
  const value = raw as Record<string, unknown>;
  const position = value.position as Record<string, unknown> | undefined;
  const x = typeof position?.x === 'number' && Number.isFinite(position.x) ? position.x : defaultSidebarState.position.x;
  const y = typeof position?.y === 'number' && Number.isFinite(position.y) ? position.y : defaultSidebarState.position.y;
  return {
    collapsed: typeof value.collapsed === 'boolean' ? value.collapsed : defaultSidebarState.collapsed,
    position: { x, y },
    isIntegrated: typeof value.isIntegrated === 'boolean' ? value.isIntegrated : defaultSidebarState.isIntegrated,
    isRightSide: typeof value.isRightSide === 'boolean' ? value.isRightSide : defaultSidebarState.isRightSide,
    width: typeof value.width === 'number' ? clampSidebarWidth(value.width) : defaultSidebarState.width,
  };
}
