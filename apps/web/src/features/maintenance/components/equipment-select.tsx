import { useState } from 'react';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useEquipmentOption, useEquipmentOptions, type EquipmentOption } from '../api/equipment-options-api.ts';

type EquipmentSelectProps = {
  id: string;
  value: string;
  onChange: (id: string, option: EquipmentOption | null) => void;
  /** Label of the empty choice ('No equipment', 'All equipment'). */
  emptyLabel: string;
  searchable?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

const describe = (o: EquipmentOption) => [o.name, o.model, o.serial && `SN ${o.serial}`].filter(Boolean).join(' · ');

/** A select of equipment with an optional search box; the chosen one is listed even when it is not among the matches. */
export function EquipmentSelect({ id, value, onChange, emptyLabel, searchable, invalid, describedBy, className }: EquipmentSelectProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const options = useEquipmentOptions(term);
  const chosen = useEquipmentOption(value && !(options.data ?? []).some((o) => o.id === value) ? value : null);
  const list = [...(chosen.data ? [chosen.data] : []), ...(options.data ?? [])];

  return (
    <div className={className ?? 'grid gap-2'}>
      {searchable ? (
        <Input
          type="search"
          aria-label="Search equipment"
          placeholder="Search equipment by name, model or serial"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      <NativeSelect
        id={id}
        aria-label={searchable ? undefined : 'Equipment'}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value, list.find((o) => o.id === event.target.value) ?? null)}
      >
        <option value="">{options.isPending ? 'Loading equipment…' : emptyLabel}</option>
        {list.map((option) => (
          <option key={option.id} value={option.id}>
            {describe(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
