import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage, fieldErrors } from '../../../lib/api-client.ts';
import { equipmentKeys, useCreateEquipment } from '../api/equipment-api.ts';
import { imageAccept, imageProblem, uploadEquipmentFile } from '../api/files-api.ts';
import {
  initialValues,
  toCreateInput,
  validateAddEquipment,
  type AddEquipmentErrors,
  type AddEquipmentValues,
} from './add-equipment-form.ts';
import { AddEquipmentFields } from './add-equipment-fields.tsx';
import { CompanySelect } from './company-select.tsx';

type AddEquipmentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A provider admin who is not impersonating chooses the company (the server refuses a write without one). */
  needsCompany: boolean;
  onCreated: (id: string) => void;
};

/** Server answers mapped onto the fields: a duplicate serial (409) and validation details by path. */
function serverErrors(error: unknown): AddEquipmentErrors {
  if (error instanceof ApiError && error.code === 'CONFLICT' && error.message === equipmentMessages.duplicateSerial) {
    return { serial: equipmentMessages.duplicateSerial };
  }
  return fieldErrors(error) as AddEquipmentErrors;
}

export function AddEquipmentDialog({ open, onOpenChange, needsCompany, onCreated }: AddEquipmentDialogProps) {
  const [values, setValues] = useState<AddEquipmentValues>(() => initialValues());
  const [errors, setErrors] = useState<AddEquipmentErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const create = useCreateEquipment();
  const [isUploading, setUploading] = useState(false);
  const queryClient = useQueryClient();

  function reset() {
    setValues(initialValues());
    setErrors({});
    setFormError(null);
    setImage(null);
    setImageError(null);
  }

  function change<K extends keyof AddEquipmentValues>(field: K, value: AddEquipmentValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAddEquipment(values, needsCompany);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`add-equipment-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    create.mutate(toCreateInput(values), {
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
        const mapped = serverErrors(error);
        setErrors(mapped);
        if (Object.keys(mapped).length === 0) setFormError(errorMessage(error, 'Equipment could not be added. Please try again.'));
      },
    });
  }

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
              value={values.companyId}
              onChange={(id) => change('companyId', id)}
              error={errors.companyId}
            />
          ) : null}
          <AddEquipmentFields values={values} errors={errors} onChange={change} />
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
          {formError ? (
            <Alert variant="destructive" role="alert">
              {formError}
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
