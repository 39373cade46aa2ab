import { useState } from 'react';
import type { LinkedNoteType } from '@gears/domain';
import { linkedRecordLabels } from '@gears/domain/notes/note.rules';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNoteLinkOptions } from '../api/notes-api.ts';

type Props = {
  id: string;
  type: LinkedNoteType;
  /** The field's label; the record's kind when not given ("Quote request"). */
  label?: string;
  value: string;
  /** What the chosen record is called when it is not among the matches (the note's stored label). */
  chosenLabel?: string | null;
  onChange: (id: string) => void;
  enabled: boolean;
};

const searchHints: Record<LinkedNoteType, string> = {
  quote: 'Search by QR- number or title',
  maintenance: 'Search by MT- number or title',
  order: 'Search by SO- number',
  equipment: 'Search by name',
};

/**
 * A searchable picker of the company's own records of one kind (GET /api/notes/link-options, the server's company
 * scope): the matches load when it is shown and as one types; the chosen record stays listed when it is not a match.
 */
export function LinkedRecordPicker({ id, type, label, value, chosenLabel, onChange, enabled }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300).trim();
  const options = useNoteLinkOptions(type, term, enabled);
  const listed = options.data?.items ?? [];
  const kind = linkedRecordLabels[type];
  const missingChosen = value && !listed.some((o) => o.id === value);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label ?? kind}</Label>
      <Input
        type="search"
        aria-label={`Search ${kind.toLowerCase()}s`}
        placeholder={searchHints[type]}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        disabled={!enabled}
      />
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={!enabled}>
        <option value="">
          {options.isPending && enabled
            ? 'Loading…'
            : options.isError
              ? `Could not load ${kind.toLowerCase()}s`
              : listed.length === 0 && term
                ? `No ${kind.toLowerCase()} matches "${term}"`
                : `No ${kind.toLowerCase()}`}
        </option>
        {missingChosen ? <option value={value}>{chosenLabel ?? `Selected ${kind.toLowerCase()}`}</option> : null}
        {listed.map((o) => (
          <option key={o.id} value={o.id}>
            {o.detail ? `${o.label} — ${o.detail}` : o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
