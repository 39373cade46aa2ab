import { QrCode } from 'lucide-react';
import type { Equipment } from '@gears/domain';
import { ArchivedBadge } from '../../../components/archived-badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useProgressiveCount } from '../../../lib/use-progressive-count.ts';
import { GpsSlot } from './gps-slot.tsx';
import { AvailabilityLine, formatHours, StatusBadge } from './equipment-display.tsx';
import type { SelectionProps } from './equipment-cards.tsx';

/** Desk layout: a dense table with a sticky header and row selection. */
export function EquipmentTable({ items, selected, onToggle, onToggleAll, onOpen, companyNames }: SelectionProps) {
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const pageIds = items.map((item) => item.id);
  const shown = useProgressiveCount(items.length);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all shown"
              checked={allSelected}
              onChange={(event) =>
                onToggleAll(
                  items.map((item) => item.id),
                  event.target.checked,
                )
              }
            />
          </TableHead>
          <TableHead>Equipment</TableHead>
          {companyNames ? <TableHead>Company</TableHead> : null}
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Hours</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Availability</TableHead>
          {/* The all-company view trades the QR column for the company's name; the code is in the detail. */}
          {companyNames ? null : <TableHead>QR</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.slice(0, shown).map((item) => (
          <EquipmentRow
            key={item.id}
            item={item}
            checked={selected.has(item.id)}
            onToggle={onToggle}
            onOpen={onOpen}
            company={companyNames ? (companyNames.get(item.companyId) ?? 'Other company') : null}
            pageIds={pageIds}
          />
        ))}
      </TableBody>
    </Table>
  );
}

type RowProps = {
  item: Equipment;
  checked: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  company: string | null;
  pageIds: readonly string[];
};

function EquipmentRow({ item, checked, onToggle, onOpen, company, pageIds }: RowProps) {
  const detail = [item.manufacturer, item.model].filter(Boolean).join(' ');
  return (
    <TableRow
      data-state={checked ? 'selected' : undefined}
      className="cursor-pointer data-[state=selected]:bg-accent/40"
      onClick={() => onOpen(item.id)}
    >
      <TableCell onClick={(event) => event.stopPropagation()}>
        <Checkbox aria-label={`Select ${item.name}`} checked={checked} onChange={() => onToggle(item.id)} />
      </TableCell>
      <TableCell className="max-w-72">
        <button type="button" className="block max-w-full truncate text-left font-medium hover:underline" onClick={() => onOpen(item.id)}>
          {item.name}
        </button>
        <div className="truncate text-xs text-muted-foreground">
          {detail || 'No model'} · SN {item.serial ?? '—'}
        </div>
      </TableCell>
      {company !== null ? <TableCell className="max-w-40 truncate">{company}</TableCell> : null}
      <TableCell>
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={item.status} />
          {item.archivedAt ? <ArchivedBadge /> : <GpsSlot equipmentId={item.id} pageIds={pageIds} />}
        </span>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">{formatHours(item.hours)}</TableCell>
      <TableCell className="max-w-40 truncate text-muted-foreground">{item.location ?? '—'}</TableCell>
      <TableCell>
        <AvailabilityLine equipment={item} />
      </TableCell>
      {company !== null ? null : <QrCell code={item.qrCodeId} />}
    </TableRow>
  );
}

function QrCell({ code }: { code: string | null }) {
  return (
    <TableCell>
      {code ? (
        <span className="inline-flex items-center gap-1 font-mono text-xs whitespace-nowrap">
          <QrCode className="size-3.5" aria-hidden="true" />
          {code}
        </span>
      ) : (
        <span className="text-xs whitespace-nowrap text-muted-foreground">Needs QR</span>
      )}
    </TableCell>
  );
}
