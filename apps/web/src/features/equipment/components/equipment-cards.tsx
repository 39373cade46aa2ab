import { Clock, QrCode } from 'lucide-react';
import type { Equipment } from '@gears/domain';
import { ArchivedBadge } from '../../../components/archived-badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/cn.ts';
import { useRowsNearScreen } from '../../../lib/use-progressive-count.ts';
import { GpsSlot } from './gps-slot.tsx';
import { AvailabilityLine, formatHours, LocationText, StatusBadge } from './equipment-display.tsx';

export type SelectionProps = {
  items: Equipment[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], checked: boolean) => void;
  onOpen: (id: string) => void;
  /** In a provider admin's all-company view: whose equipment each row is. */
  companyNames?: ReadonlyMap<string, string>;
};

/** Phone layout (spec 02 §2 cards): name, model, serial, hours, location and the availability line. */
export function EquipmentCards({ items, selected, onToggle, onOpen, companyNames }: SelectionProps) {
  const pageIds = items.map((item) => item.id);
  const { shown, lastRef } = useRowsNearScreen<HTMLLIElement>(items.length);
  return (
    <ul className="grid gap-2" aria-label="Equipment">
      {items.slice(0, shown).map((item, index) => {
        const checked = selected.has(item.id);
        return (
          // content-visibility: a card off screen is not styled, laid out or painted until it comes near (issue 17 Speed,
          // ADR 0043); the 8rem placeholder height is replaced by the card's own once it has been drawn.
          <li
            key={item.id}
            ref={index === shown - 1 ? lastRef : undefined}
            className={cn(
              'flex rounded-lg border bg-card shadow-xs [contain-intrinsic-size:auto_8rem] [content-visibility:auto]',
              checked && 'border-primary bg-accent/30',
            )}
          >
            <label className="flex w-12 shrink-0 cursor-pointer items-start justify-center pt-3.5">
              <Checkbox aria-label={`Select ${item.name}`} checked={checked} onChange={() => onToggle(item.id)} />
            </label>
            <button
              type="button"
              className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1 py-3 pr-3 text-left"
              onClick={() => onOpen(item.id)}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="truncate font-medium">{item.name}</span>
                <span className="flex shrink-0 flex-wrap justify-end gap-1">
                  <GpsSlot equipmentId={item.id} pageIds={pageIds} />
                  <StatusBadge status={item.status} className="shrink-0" />
                </span>
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {[item.manufacturer, item.model].filter(Boolean).join(' ') || 'No model'} · SN {item.serial ?? '—'}
              </span>
              {companyNames ? (
                <span className="truncate text-xs font-medium">{companyNames.get(item.companyId) ?? 'Other company'}</span>
              ) : null}
              <span className="flex min-w-0 items-center gap-3 text-xs">
                <span className="inline-flex shrink-0 items-center gap-1 tabular-nums">
                  <Clock className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  {formatHours(item.hours)}
                </span>
                <LocationText location={item.location} />
              </span>
              <span className="flex items-center justify-between gap-2">
                {/* Archived takes the availability's place: out of the register, not available. */}
                {item.archivedAt ? <ArchivedBadge /> : <AvailabilityLine equipment={item} />}
                {item.qrCodeId ? (
                  <span className="inline-flex items-center gap-1 font-mono text-[11px] text-muted-foreground">
                    <QrCode className="size-3" aria-hidden="true" />
                    {item.qrCodeId}
                  </span>
                ) : (
                  <span className="text-[11px] text-muted-foreground">Needs QR</span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
