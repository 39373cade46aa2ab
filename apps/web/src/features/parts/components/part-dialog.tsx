import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { CreatePartInput, Part, UpdatePartInput } from '@gears/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { showServerError } from '../../../lib/forms.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useCreatePart, useUpdatePart } from '../api/parts-api.ts';
import { createPartResolver, initialPartValues, partFields, updatePartResolver, valuesOfPart, type PartFormValues } from './part-form.ts';

type PartDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  part: Part | null;
  /** "Add as new part" from a photo identification. */
  prefill?: Partial<PartFormValues>;
  onSaved?: (part: Part) => void;
};

/** Add or edit a part. Stock on hand is set once when adding; afterwards it changes only through the ledger. */
export function PartDialog({ open, onOpenChange, part, prefill, onSaved }: PartDialogProps) {
  const form = useForm<PartFormValues, unknown, Omit<CreatePartInput, 'companyId'> | UpdatePartInput>({
    resolver: part ? updatePartResolver : createPartResolver,
    defaultValues: initialPartValues(),
  });
  const { errors } = form.formState;
  const create = useCreatePart();
  const update = useUpdatePart(part?.id ?? '');
  const pending = create.isPending || update.isPending;
  // ADR 0008: the unit cost is a money field; a role that may not set it sees it, read-only.
  const mayEditCost = useCan('parts.editCost');
  useEffect(() => {
    if (open) form.reset(part ? valuesOfPart(part) : initialPartValues(prefill));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, part?.id]);

  const submit = form.handleSubmit((input) => {
    const onError = (error: unknown) => showServerError(form.setError, error, partFields, 'The part was not saved. Please try again.');
    const onSuccess = (saved: Part) => (onOpenChange(false), onSaved?.(saved));
    if (part) update.mutate(input as UpdatePartInput, { onSuccess, onError });
    else create.mutate(input as Omit<CreatePartInput, 'companyId'>, { onSuccess, onError });
  });

  const field = (name: keyof PartFormValues, label: string, extra: Record<string, unknown> = {}, hint?: string) => (
    <FormField id={`part-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input
        id={`part-${name}`}
        {...form.register(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `part-${name}-error` : undefined}
        {...extra}
      />
    </FormField>
  );
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{part ? 'Edit part' : 'Add part'}</DialogTitle>
          <DialogDescription>
            {part ? `${part.partNumber} · stock changes go through Receive, Use or Adjust.` : 'Fields marked * are required.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {errors.root ? (
            <Alert variant="destructive" role="alert">
              {errors.root.message}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('partName', 'Part name *', { placeholder: 'e.g. Hydraulic filter' })}
            {field(
              'partNumber',
              part ? 'Part number *' : 'Part number',
              { autoComplete: 'off' },
              part ? undefined : 'Leave empty to generate one (PN-…).',
            )}
            {field('manufacturer', 'Manufacturer')}
            {field('category', 'Category', { placeholder: 'e.g. Filters' })}
            {field('supplier', 'Supplier')}
            {field('location', 'Storage location', { placeholder: 'e.g. Shelf B3' })}
            {field('unitCost', 'Unit cost (USD)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, readOnly: !mayEditCost })}
            {field('leadTimeDays', 'Lead time (days)', number)}
            {field('minStock', 'Reorder point (min stock) *', number, 'Low stock at or below this number.')}
            {part ? null : field('unitsInStock', 'Units in stock now', number, 'Recorded in the ledger as received.')}
          </div>
          <FormField id="part-description" label="Description">
            <Textarea id="part-description" rows={3} {...form.register('description')} />
          </FormField>
          <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t bg-popover p-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : part ? 'Save changes' : 'Add part'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
