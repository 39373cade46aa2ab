import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { ChevronsLeft, ChevronsRight, SlidersHorizontal } from 'lucide-react';
import type { SidebarShortcut, SidebarState } from '@gears/domain';
import { applySidebarShortcut } from '@gears/domain/platform/sidebar.rules';
import { Button } from '../../components/ui/button.tsx';
import { deferredMenu } from '../../components/ui/deferred-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { currentViewport, modifierLabel, type SidebarUpdate } from './use-sidebar-state.ts';

type SidebarControlsProps = { state: SidebarState; onChange: (update: SidebarUpdate) => void };

export const PositionTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function PositionTrigger(props, ref) {
  return (
    <Button ref={ref} variant="ghost" size="icon" aria-label="Sidebar position" title="Sidebar position" aria-haspopup="menu" {...props}>
      <SlidersHorizontal />
    </Button>
  );
});

const DeferredPositionMenu = deferredMenu<{ onShortcut: (shortcut: SidebarShortcut) => void }>(
  async () => (await import('./sidebar-position-menu.tsx')).SidebarPositionMenu,
);

/** The same actions as the keyboard shortcuts, for mouse and touch users. */
export function SidebarControls({ state, onChange }: SidebarControlsProps) {
  const apply = (shortcut: SidebarShortcut) => onChange((previous) => applySidebarShortcut(previous, shortcut, currentViewport()));
  const CollapseIcon = state.collapsed !== state.isRightSide ? ChevronsRight : ChevronsLeft;
  return (
    <div className={cn('flex gap-1 border-t p-2', state.collapsed ? 'flex-col items-center' : 'items-center justify-between')}>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => apply('toggle-collapse')}
        aria-label={state.collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        title={`${state.collapsed ? 'Expand' : 'Collapse'} (${modifierLabel}+B)`}
      >
        <CollapseIcon />
      </Button>
      <DeferredPositionMenu onShortcut={apply} placeholder={(handlers) => <PositionTrigger {...handlers} />} />
    </div>
  );
}
