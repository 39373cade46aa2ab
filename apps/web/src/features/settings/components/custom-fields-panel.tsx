import { useState, type FormEvent } from 'react';
import { Archive, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { CustomField, CustomFieldType } from '@gears/domain';
import { customFieldTypeLabels, customFieldTypes } from '@gears/domain/equipment/custom-fields.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField, errorAria } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCustomFields } from '../../../lib/custom-fields-api.ts';
import { useCreateCustomField, useDeleteCustomField, useUpdateCustomField } from '../api/custom-fields-api.ts';

/** Options are typed one per line or comma-separated. */
const splitOptions = (text: string) =>
  text
    .split(/[\n,]/)
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * Settings → Custom fields (issue 19 item 4): the fields every machine of the company can carry, within the plan's
 * limit (spec 01 §6: Basic 5, Professional 25, Enterprise unlimited). Managers up (customFields.manage).
 */
export function CustomFieldsPanel() {
  const live = useCustomFields();
  const archived = useCustomFields({ archived: true });
  const list = live.data;
  const archivedOnly = (archived.data?.fields ?? []).filter((f) => f.archivedAt);
  const atLimit = list ? list.limit !== null && list.used >= list.limit : false;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom fields</CardTitle>
        <CardDescription>
          Extra facts your company keeps on every machine (cost centre, colour, insured value …). They show in each machine&apos;s details,
          filter the register and are exported.
          {list ? (
            <span className="mt-1 block font-medium text-foreground">
              {list.limit === null ? `${list.used} in use · no limit on your plan` : `${list.used} of ${list.limit} in use on your plan`}
            </span>
          ) : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {live.isPending ? (
          <SkeletonRows rows={3} label="Loading custom fields" />
        ) : live.isError ? (
          <ErrorState message={errorMessage(live.error, 'Failed to load custom fields')} onRetry={() => void live.refetch()} />
        ) : list!.fields.length === 0 ? (
          <EmptyState title="No custom fields yet" description="Add the first one below; every machine can then carry it." />
        ) : (
          <ul className="grid divide-y rounded-lg border" aria-label="Custom fields">
            {list!.fields.map((field) => (
              <FieldRow key={field.id} field={field} />
            ))}
          </ul>
        )}
        {atLimit ? (
          <p role="status" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
            Your plan includes up to {list!.limit} custom fields. Archive one you no longer use, or upgrade your plan to add more.
          </p>
        ) : (
          <AddFieldForm />
        )}
        {archivedOnly.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">Archived</h3>
            <ul className="grid divide-y rounded-lg border" aria-label="Archived custom fields">
              {archivedOnly.map((field) => (
                <FieldRow key={field.id} field={field} />
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function FieldRow({ field }: { field: CustomField }) {
  const update = useUpdateCustomField();
  const remove = useDeleteCustomField();
  const [editing, setEditing] = useState(false);
  const act = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => toast.success(done),
      (error: unknown) => toast.error('Not changed', { description: errorMessage(error, 'Please try again.') }),
    );
  if (editing) return <EditFieldForm field={field} onDone={() => setEditing(false)} />;
  const busy = update.isPending || remove.isPending;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>{field.name}</span>
          <Badge variant="secondary">{customFieldTypeLabels[field.fieldType]}</Badge>
          {field.isRequired ? <Badge variant="outline">Required</Badge> : null}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          Filter key <span className="font-mono">{field.key}</span>
          {field.options.length ? ` · ${field.options.join(', ')}` : ''}
        </p>
      </div>
      <div className="flex gap-1">
        {field.archivedAt ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void act(update.mutateAsync({ id: field.id, patch: { archived: false } }), 'Field restored')}
          >
            Restore
          </Button>
        ) : (
          <>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setEditing(true)} aria-label={`Edit ${field.name}`}>
              <Pencil aria-hidden="true" />
              <span className="hidden sm:inline">Edit</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={`Archive ${field.name}`}
              onClick={() =>
                void act(update.mutateAsync({ id: field.id, patch: { archived: true } }), 'Field archived; its values are kept')
              }
            >
              <Archive aria-hidden="true" />
              <span className="hidden sm:inline">Archive</span>
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10"
          disabled={busy}
          aria-label={`Delete ${field.name}`}
          onClick={() => void act(remove.mutateAsync(field.id), 'Field deleted')}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** 44 px tall on phones (DESIGN §6a). */
function RequiredCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm md:min-h-0">
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Required on every machine
    </label>
  );
}

function AddFieldForm() {
  const create = useCreateCustomField();
  const [name, setName] = useState('');
  const [fieldType, setFieldType] = useState<CustomFieldType>('text');
  const [options, setOptions] = useState('');
  const [isRequired, setRequired] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem('Field name is required');
    setProblem(null);
    try {
      await create.mutateAsync({
        name: name.trim(),
        fieldType,
        options: fieldType === 'options' ? splitOptions(options) : undefined,
        isRequired,
      });
      toast.success('Custom field added', { description: name.trim() });
      setName('');
      setOptions('');
      setRequired(false);
    } catch (error) {
      setProblem(errorMessage(error, 'The field could not be added.'));
    }
  }

  return (
    <form className="grid gap-3 rounded-lg border p-3" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a custom field">
      <h3 className="text-sm font-semibold">Add a field</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="custom-field-name" label="Name" error={problem}>
          <Input
            id="custom-field-name"
            value={name}
            maxLength={60}
            placeholder="e.g. Cost centre"
            onChange={(event) => setName(event.target.value)}
            {...errorAria('custom-field-name', problem)}
          />
        </FormField>
        <FormField id="custom-field-type" label="Type">
          <NativeSelect id="custom-field-type" value={fieldType} onChange={(event) => setFieldType(event.target.value as CustomFieldType)}>
            {customFieldTypes.map((type) => (
              <option key={type} value={type}>
                {customFieldTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {fieldType === 'options' ? (
          <FormField id="custom-field-options" label="Options" hint="Separate them with commas.">
            <Input
              id="custom-field-options"
              value={options}
              placeholder="Yellow, Red, Green"
              onChange={(event) => setOptions(event.target.value)}
            />
          </FormField>
        ) : null}
      </div>
      <RequiredCheckbox checked={isRequired} onChange={setRequired} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add field'}
        </Button>
      </div>
    </form>
  );
}

function EditFieldForm({ field, onDone }: { field: CustomField; onDone: () => void }) {
  const update = useUpdateCustomField();
  const [name, setName] = useState(field.name);
  const [options, setOptions] = useState(field.options.join(', '));
  const [isRequired, setRequired] = useState(field.isRequired);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `edit-${field.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await update.mutateAsync({
        id: field.id,
        patch: { name: name.trim(), isRequired, ...(field.fieldType === 'options' ? { options: splitOptions(options) } : {}) },
      });
      toast.success('Field saved');
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, 'The field could not be saved.'));
    }
  }

  return (
    <li className="p-3">
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${field.name}`}>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-name`} label="Name" error={problem}>
            <Input id={`${id}-name`} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
          </FormField>
          {field.fieldType === 'options' ? (
            <FormField id={`${id}-options`} label="Options" hint="Separate them with commas.">
              <Input id={`${id}-options`} value={options} onChange={(event) => setOptions(event.target.value)} />
            </FormField>
          ) : null}
        </div>
        <RequiredCheckbox checked={isRequired} onChange={setRequired} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={update.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </li>
  );
}
