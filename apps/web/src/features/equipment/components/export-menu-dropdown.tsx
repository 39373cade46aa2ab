import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu.tsx';
import { exportFormats, ExportTrigger, type ExportMenuProps } from './export-button.tsx';

export function ExportMenuDropdown({ defaultOpen, className, disabled, count, onExport }: ExportMenuProps & { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ExportTrigger className={className} disabled={disabled} count={count} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {exportFormats.map((f) => (
          <DropdownMenuItem key={f.value} onSelect={() => onExport(f.value)}>
            {f.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
