import { useState } from 'react';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useQuoteEquipmentChoice, useQuoteEquipmentChoices, type EquipmentChoice } from '../api/requests-api.ts';

const describe = (e: EquipmentChoice) => [e.name, e.model, e.serial && `SN ${e.serial}`].filter(Boolean).join(' · ');

type EquipmentPickerProps = { id: string; value: string; onChange: (choice: EquipmentChoice | null) => void; enabled: boolean };

/** The company's equipment, searchable; the chosen machine stays listed even when it is not among the matches. */
export function EquipmentPicker({ id, value, onChange, enabled }: EquipmentPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const choices = useQuoteEquipmentChoices(term, enabled);
  const listed = choices.data ?? [];
  const chosen = useQuoteEquipmentChoice(value && !listed.some((e) => e.id === value) ? value : null);
  const all = [...(chosen.data ? [chosen.data] : []), ...listed];

  return (
    <div className="grid gap-2">
      <Input
        type="search"
        aria-label="Search equipment"
        placeholder="Search by name, model or serial"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={!enabled}
      />
      <NativeSelect
        id={id}
        value={value}
        disabled={!enabled}
        onChange={(event) => onChange(all.find((e) => e.id === event.target.value) ?? null)}
      >
        <option value="">{choices.isPending && enabled ? 'Loading equipment…' : 'No specific equipment'}</option>
        {all.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {describe(choice)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
