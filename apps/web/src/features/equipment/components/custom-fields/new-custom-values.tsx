import { useCustomFields } from '../../../../lib/custom-fields-api.ts';
import { CustomValueFields } from './custom-value-input.tsx';

type Props = {
  values: Record<string, string>;
  problems: Record<string, string>;
  onChange: (key: string, value: string) => void;
};

/**
 * The company's custom fields in Add New Equipment (issue 19 item 4): a required one is marked * and the server refuses
 * the machine without it ('{name} is required', shown under the field). Nothing shows while there are none.
 */
export function NewCustomValues({ values, problems, onChange }: Props) {
  const fields = useCustomFields().data?.fields ?? [];
  if (fields.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">Custom fields</legend>
      <CustomValueFields idPrefix="add-equipment-cf" fields={fields} values={values} problems={problems} onChange={onChange} />
    </fieldset>
  );
}

/** The values to send: filled-in ones only, trimmed (an empty optional field is simply not set). */
export const filledCustomValues = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
