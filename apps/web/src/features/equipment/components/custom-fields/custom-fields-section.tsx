import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, ListPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { CustomField, Equipment } from '@gears/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { usePermissions } from '../../../../lib/permissions.ts';
import { useCustomValues, useSaveCustomValues } from '../../api/custom-values-api.ts';
import { AlternateCodesEditor } from './alternate-codes-editor.tsx';
import { CustomValueFields, formatCustomValue } from './custom-value-input.tsx';

/**
 * The detail dialog's custom fields and alternate codes (issue 19 items 4, 5), under the overview's facts. Whoever may
 * edit the machine fills the fields in; the company's managers define them in Settings → Custom fields.
 */
export function CustomFieldsSection({ equipment }: { equipment: Equipment }) {
  const can = usePermissions();
  const mayEdit = can('equipment.edit') && equipment.archivedAt === null;
  return (
    <div className="grid grid-cols-1 gap-5 border-t pt-4">
      <CustomValues equipmentId={equipment.id} mayEdit={mayEdit} mayDefine={can('customFields.manage')} />
      <AlternateCodesEditor equipmentId={equipment.id} mayEdit={mayEdit} />
    </div>
  );
}

function CustomValues({ equipmentId, mayEdit, mayDefine }: { equipmentId: string; mayEdit: boolean; mayDefine: boolean }) {
  const query = useCustomValues(equipmentId);
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <SkeletonRows rows={2} label="Loading custom fields" />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error, 'Failed to load custom fields')} onRetry={() => void query.refetch()} />;
  const { fields, values } = query.data;
  return (
    <section aria-labelledby="custom-fields-heading" className="grid grid-cols-1 gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="custom-fields-heading" className="flex items-center gap-1.5 text-sm font-semibold">
          <ListPlus className="size-4 text-muted-foreground" aria-hidden="true" />
          Custom fields
        </h3>
        {mayEdit && fields.length > 0 && !editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit fields
          </Button>
        ) : null}
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Your company has no custom fields yet.{' '}
          {mayDefine ? (
            <Link className="font-medium text-accent-text underline-offset-2 hover:underline" to="/settings?tab=custom-fields">
              Define them in Settings
            </Link>
          ) : (
            'A manager can define them in Settings.'
          )}
        </p>
      ) : editing ? (
        <CustomValuesForm equipmentId={equipmentId} fields={fields} values={values} onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          {fields.map((field) => (
            <div key={field.id} className="grid min-w-0 gap-0.5">
              <dt className="text-xs text-muted-foreground">{field.name}</dt>
              <dd className="min-w-0 truncate">{formatCustomValue(field, values[field.key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

type FormProps = { equipmentId: string; fields: CustomField[]; values: Record<string, string>; onDone: () => void };

function CustomValuesForm({ equipmentId, fields, values, onDone }: FormProps) {
  const save = useSaveCustomValues(equipmentId);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.key, values[f.key] ?? ''])));
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblems({});
    try {
      await save.mutateAsync(Object.fromEntries(fields.map((f) => [f.key, draft[f.key]?.trim() ? draft[f.key]! : null])));
      toast.success('Custom fields saved');
      onDone();
    } catch (error) {
      // The server names each field's problem (details.fields); anything else is one message.
      const details = error instanceof ApiError ? (error.details as { fields?: Record<string, string> } | undefined) : undefined;
      if (details?.fields) setProblems(details.fields);
      else toast.error('Save failed', { description: errorMessage(error, 'Please try again.') });
    }
  }

  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <CustomValueFields
        idPrefix="custom-field"
        fields={fields}
        values={draft}
        problems={problems}
        onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save fields'}
        </Button>
      </div>
    </form>
  );
}
