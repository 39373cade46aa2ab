import { useState } from 'react';
import { Input, NativeSelect } from '../../../../components/ui/input.tsx';
import { useEquipment, useEquipmentPicker } from '../../api/equipment-api.ts';

/** A search box and the matching machines (8 at a time); the machine already chosen stays in the list. */
export function AssetPicker({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  invalid: boolean;
}) {
  const [search, setSearch] = useState('');
  const matches = useEquipmentPicker(search);
  const chosen = useEquipment(value || null);
  const options = [...(matches.data ?? [])];
  if (chosen.data && !options.some((e) => e.id === chosen.data.id)) options.unshift(chosen.data);
  return (
    <div className="grid gap-2">
      <Input
        type="search"
        aria-label="Search machines"
        placeholder="Search by name, serial or model"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined}>
        <option value="">Select an asset</option>
        {options.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
            {e.availability !== 'Available' ? ` · ${e.availability}` : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
