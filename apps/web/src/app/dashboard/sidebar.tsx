import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GripHorizontal } from 'lucide-react';
import type { SidebarPosition, SidebarState } from '@gears/domain';
import {
  clampFloatingPosition,
  dropFloatingSidebar,
  resizeSidebarWidth,
  sidebarLimits,
  visibleSidebarWidth,
} from '@gears/domain/platform/sidebar.rules';
import { cn } from '../../lib/cn.ts';
import type { NavEntry } from '../navigation/nav-config.ts';
import { SidebarControls } from './sidebar-controls.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { currentViewport, type SidebarUpdate } from './use-sidebar-state.ts';

type SidebarProps = { state: SidebarState; onChange: (update: SidebarUpdate) => void; entries: readonly NavEntry[] };

function ResizeHandle({ state, onChange }: Omit<SidebarProps, 'entries'>) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width: state.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    if (!origin) return;
    const width = resizeSidebarWidth(origin.width, event.clientX - origin.x, state.isRightSide);
    onChange((previous) => ({ ...previous, width }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 16 : event.key === 'ArrowLeft' ? -16 : 0;
    if (!step) return;
    event.preventDefault();
    onChange((previous) => ({ ...previous, width: resizeSidebarWidth(previous.width, step, previous.isRightSide) }));
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize sidebar"
      aria-valuemin={sidebarLimits.minWidth}
      aria-valuemax={sidebarLimits.maxWidth}
      aria-valuenow={state.width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (start.current = null)}
      onKeyDown={onKeyDown}
      className={cn(
        'absolute inset-y-0 z-10 w-1.5 cursor-col-resize touch-none hover:bg-primary/40 focus-visible:bg-primary/60',
        state.isRightSide ? '-left-0.5' : '-right-0.5',
      )}
    />
  );
}

export function DockedSidebar({ state, onChange, entries }: SidebarProps) {
  return (
    <aside
      aria-label="Sidebar"
      style={{ width: visibleSidebarWidth(state) }}
      className={cn('relative hidden shrink-0 flex-col bg-sidebar md:flex', state.isRightSide ? 'order-last border-l' : 'border-r')}
    >
      <SidebarNav entries={entries} collapsed={state.collapsed} />
      <SidebarControls state={state} onChange={onChange} />
      {state.collapsed ? null : <ResizeHandle state={state} onChange={onChange} />}
    </aside>
  );
}

/** Floating: dragged by its header; dropped within the snap zone of an edge it docks there. */
export function FloatingSidebar({ state, onChange, entries }: SidebarProps) {
  const [dragPosition, setDragPosition] = useState<SidebarPosition | null>(null);
  const offset = useRef<{ dx: number; dy: number } | null>(null);
  const width = visibleSidebarWidth(state);
  const position = dragPosition ?? state.position;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    offset.current = { dx: event.clientX - state.position.x, dy: event.clientY - state.position.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!offset.current) return;
    const next = { x: event.clientX - offset.current.dx, y: event.clientY - offset.current.dy };
    setDragPosition(clampFloatingPosition(next, width, currentViewport()));
  };
  const onPointerUp = () => {
    if (offset.current && dragPosition) {
      const dropped = dragPosition;
      onChange((previous) => dropFloatingSidebar(previous, dropped, currentViewport()));
    }
    offset.current = null;
    setDragPosition(null);
  };

  return (
    <aside
      aria-label="Sidebar"
      style={{ left: position.x, top: position.y, width, maxHeight: `calc(100dvh - ${position.y + 16}px)` }}
      className="fixed z-30 hidden flex-col overflow-hidden rounded-lg border bg-sidebar shadow-xl md:flex"
    >
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        className="flex h-9 cursor-grab touch-none items-center justify-center gap-2 border-b text-xs text-muted-foreground select-none active:cursor-grabbing"
        title="Drag to move; drop near an edge to dock"
      >
        <GripHorizontal className="size-4" aria-hidden="true" />
        {state.collapsed ? null : <span>Drag to move</span>}
      </div>
      <SidebarNav entries={entries} collapsed={state.collapsed} />
      <SidebarControls state={state} onChange={onChange} />
    </aside>
  );
}
