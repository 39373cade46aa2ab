import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { CreateEquipmentInput } from '@gears/domain';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerError } from '../../../lib/forms.ts';
import { equipmentKeys, useCreateEquipment } from '../api/equipment-api.ts';
import { imageAccept, imageProblem, uploadEquipmentFile } from '../api/files-api.ts';
import { addEquipmentFields, addEquipmentResolver, initialValues, type AddEquipmentValues } from './add-equipment-form.ts';
import { AddEquipmentFields } from './add-equipment-fields.tsx';
import { CompanySelect } from './company-select.tsx';
import { filledCustomValues, NewCustomValues } from './custom-fields/new-custom-values.tsx';

type AddEquipmentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A provider admin who is not impersonating chooses the company (the server refuses a write without one). */
  needsCompany: boolean;
  onCreated: (id: string) => void;
};

export function AddEquipmentDialog({ open, onOpenChange, needsCompany, onCreated }: AddEquipmentDialogProps) {
  const form = useForm<AddEquipmentValues, unknown, CreateEquipmentInput>({
    resolver: addEquipmentResolver(needsCompany),
    defaultValues: initialValues(),
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [custom, setCustom] = useState<Record<string, string>>({});
  const [customProblems, setCustomProblems] = useState<Record<string, string>>({});
  const create = useCreateEquipment();
  const [isUploading, setUploading] = useState(false);
  const queryClient = useQueryClient();

  function reset() {
    form.reset(initialValues());
    setImage(null);
    setImageError(null);
    setCustom({});
    setCustomProblems({});
  }

  const submit = form.handleSubmit((input) => {
    setCustomProblems({});
    // A provider admin outside impersonation picks the company here; its custom fields are filled in afterwards.
    const customValues = needsCompany ? undefined : filledCustomValues(custom);
    create.mutate(
      { ...input, customValues },
      {
        onSuccess: async (created) => {
          if (image) {
            setUploading(true);
            try {
              await uploadEquipmentFile('images', created.id, image);
              void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
            } catch (error) {
              toast.error('Upload Failed', { description: errorMessage(error, 'The equipment was added, but its image was not.') });
            } finally {
              setUploading(false);
            }
          }
          reset();
          onOpenChange(false);
          onCreated(created.id);
        },
        onError: (error) => {
          // A duplicate serial (409) belongs on the serial field; validation details go to their fields.
          const customFields =
            error instanceof ApiError ? (error.details as { fields?: Record<string, string> } | undefined)?.fields : undefined;
          if (error instanceof ApiError && error.code === 'CONFLICT' && error.message === equipmentMessages.duplicateSerial) {
            form.setError('serial', { type: 'server', message: equipmentMessages.duplicateSerial });
          } else if (customFields && !needsCompany) setCustomProblems(customFields);
          else showServerError(form.setError, error, addEquipmentFields, 'Equipment could not be added. Please try again.');
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add New Equipment</DialogTitle>
          <DialogDescription>Fields marked * are required. You can add images, documents and a QR code afterwards.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5">
          {needsCompany ? (
            <CompanySelect
              id="add-equipment-companyId"
              value={form.watch('companyId')}
              onChange={(id) => form.setValue('companyId', id, { shouldValidate: form.formState.isSubmitted })}
              error={form.formState.errors.companyId?.message}
            />
          ) : null}
          <AddEquipmentFields form={form} />
          {needsCompany ? null : (
            <NewCustomValues
              values={custom}
              problems={customProblems}
              onChange={(key, value) => setCustom((current) => ({ ...current, [key]: value }))}
            />
          )}
          <FormField id="add-equipment-image" label="Image" error={imageError} hint="PNG, JPEG or WebP, up to 10 MB.">
            <Input
              id="add-equipment-image"
              type="file"
              accept={imageAccept}
              className="py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const problem = file ? imageProblem(file) : null;
                setImageError(problem);
                setImage(problem ? null : file);
              }}
            />
          </FormField>
          {form.formState.errors.root ? (
            <Alert variant="destructive" role="alert">
              {form.formState.errors.root.message}
            </Alert>
          ) : null}
          <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t bg-popover p-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || isUploading}>
              {create.isPending ? 'Adding…' : isUploading ? 'Uploading image…' : 'Add Equipment'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
