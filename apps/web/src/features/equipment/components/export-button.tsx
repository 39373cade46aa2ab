import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { deferredMenu } from '../../../components/ui/deferred-menu.tsx';
import type { ExportFormat } from '../api/bulk-api.ts';

export const exportFormats: { value: ExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV (.csv)' },
  { value: 'xlsx', label: 'Excel workbook (.xlsx)' },
];

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { count?: ReactNode };

export const ExportTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function ExportTrigger({ count, ...props }, ref) {
  return (
    <Button ref={ref} variant="outline" aria-haspopup="menu" {...props}>
      <Download aria-hidden="true" />
      Export
      {count}
    </Button>
  );
});

export type ExportMenuProps = { className?: string; disabled?: boolean; count?: ReactNode; onExport: (format: ExportFormat) => void };

const DeferredExportMenu = deferredMenu<ExportMenuProps>(async () => (await import('./export-menu-dropdown.tsx')).ExportMenuDropdown);

/** The register's Export: a menu of CSV or Excel (issue 19 scope 1), the menu code loaded on first hover or focus. */
export function ExportButton(props: ExportMenuProps) {
  return (
    <DeferredExportMenu
      {...props}
      placeholder={(handlers) => <ExportTrigger className={props.className} disabled={props.disabled} count={props.count} {...handlers} />}
    />
  );
}
