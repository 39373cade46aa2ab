import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { NativeSelect } from '../../../../components/ui/input.tsx';
import { useCustomFields } from '../../../../lib/custom-fields-api.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { CustomValueInput } from './custom-value-input.tsx';

/**
 * The register's custom field filter (issue 19 item 4): one field and the value it must have, sent as cf=key:value
 * (matched exactly, ignoring case). Shown only when the company has custom fields.
 */
export function CustomFieldFilter({ value, onChange }: { value: string; onChange: (cf: string) => void }) {
  const fields = useCustomFields();
  // key:value as parseCustomFieldFilter reads it on the server (the domain rules stay out of this chunk: bundle budget).
  const at = value.indexOf(':');
  const [key, setKey] = useState(at > 0 ? value.slice(0, at) : '');
  const [text, setText] = useState(at > 0 ? value.slice(at + 1) : '');
  const debounced = useDebouncedValue(text, 400);
  const field = fields.data?.fields.find((f) => f.key === key);

  useEffect(() => {
    const next = key && debounced.trim() ? `${key}:${debounced.trim()}` : '';
    if (next !== value) onChange(next);
    // Only the person's edits drive the filter; the URL value seeds the controls once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, debounced]);

  if (!fields.data || fields.data.fields.length === 0) return null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2 sm:flex">
      <NativeSelect
        aria-label="Custom field"
        className="sm:w-52"
        value={key}
        onChange={(event) => {
          setKey(event.target.value);
          setText('');
        }}
      >
        <option value="">Any custom field</option>
        {fields.data.fields.map((f) => (
          <option key={f.key} value={f.key}>
            {f.name}
          </option>
        ))}
      </NativeSelect>
      {field ? (
        <CustomValueInput
          id="custom-field-filter-value"
          field={field}
          value={text}
          onChange={setText}
          emptyLabel="Any value"
          className="sm:w-52"
          ariaLabel={`Value of ${field.name}`}
        />
      ) : (
        <span className="text-xs text-muted-foreground">Filter by a custom field</span>
      )}
      {key ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Clear the custom field filter"
          onClick={() => {
            setKey('');
            setText('');
          }}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
