import { PanelLeft, PanelRight, PanelTop } from 'lucide-react';
import type { SidebarShortcut } from '@gears/domain';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { PositionTrigger } from './sidebar-controls.tsx';
import { modifierLabel } from './use-sidebar-state.ts';

type SidebarPositionMenuProps = { onShortcut: (shortcut: SidebarShortcut) => void; defaultOpen?: boolean };

export function SidebarPositionMenu({ onShortcut, defaultOpen }: SidebarPositionMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <PositionTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start">
        <DropdownMenuLabel>Sidebar position</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onShortcut('dock-left')}>
          <PanelLeft /> Dock left <kbd className="ml-auto text-xs text-muted-foreground">{modifierLabel}+Alt+←</kbd>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onShortcut('dock-right')}>
          <PanelRight /> Dock right <kbd className="ml-auto text-xs text-muted-foreground">{modifierLabel}+Alt+→</kbd>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onShortcut('float')}>
          <PanelTop /> Float <kbd className="ml-auto text-xs text-muted-foreground">{modifierLabel}+Alt+↑</kbd>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
