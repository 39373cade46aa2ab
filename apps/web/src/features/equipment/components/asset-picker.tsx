import { useState } from 'react';
import type { Equipment } from '@gears/domain';
import { errorAria, FieldError } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useEquipmentPicker } from '../api/equipment-api.ts';
import { AvailabilityLine } from './equipment-display.tsx';

type AssetPickerProps = { value: Equipment | null; onChange: (equipment: Equipment) => void; error?: string };

/** spec 02 §7 New Assignment: the asset, found by name, model or serial, with its availability shown. */
export function AssetPicker({ value, onChange, error }: AssetPickerProps) {
  const [search, setSearch] = useState('');
  const picker = useEquipmentPicker(useDebouncedValue(search, 300));
  return (
    <div className="grid gap-1.5">
      <label htmlFor="assignment-asset" className="text-sm font-medium">
        Asset
      </label>
      <Input
        id="assignment-asset"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search by name, model or serial"
        {...errorAria('assignment-asset', error)}
      />
      <ul className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto" aria-label="Matching equipment">
        {picker.isPending ? <li className="p-2 text-xs text-muted-foreground">Loading…</li> : null}
        {picker.data?.length === 0 ? <li className="p-2 text-xs text-muted-foreground">No equipment matches.</li> : null}
        {picker.data?.map((equipment) => {
          const selected = value?.id === equipment.id;
          return (
            <li key={equipment.id} className="min-w-0">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(equipment)}
                className={cn(
                  'flex min-h-11 w-full items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-left text-sm md:min-h-9',
                  selected ? 'border-primary bg-primary/10' : 'hover:bg-muted',
                )}
              >
                <span className="min-w-0 truncate">
                  {equipment.name}
                  {equipment.serial ? <span className="text-muted-foreground"> · SN {equipment.serial}</span> : null}
                </span>
                <AvailabilityLine equipment={equipment} className="shrink-0" />
              </button>
            </li>
          );
        })}
      </ul>
      <FieldError id="assignment-asset" error={error} />
    </div>
  );
}
