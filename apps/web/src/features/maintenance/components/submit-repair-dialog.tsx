import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-client.ts';
import { attachmentAccept, attachmentProblem, useSubmitRepair } from '../api/repairs-api.ts';
import { emptyFilters, useTasks } from '../api/tasks-api.ts';
import { EquipmentSelect } from './equipment-select.tsx';
import { MemberSelect } from './member-select.tsx';

type Errors = Partial<Record<'equipmentId' | 'description' | 'quoteAmount' | 'files' | 'form', string>>;

/** spec 02 §7 submit_repair: equipment, description, quote amount, linked task, mechanic, attachments. */
export function SubmitRepairDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [equipmentId, setEquipmentId] = useState('');
  const [description, setDescription] = useState('');
  const [quote, setQuote] = useState('');
  const [taskId, setTaskId] = useState('');
  const [mechanicId, setMechanicId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmitRepair();
  const tasks = useTasks({ ...emptyFilters, status: 'open', equipmentId });
  useEffect(() => {
    if (open) {
      setEquipmentId('');
      setDescription('');
      setQuote('');
      setTaskId('');
      setMechanicId('');
      setFiles([]);
      setErrors({});
    }
  }, [open]);

  function send(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!equipmentId && !taskId) found.equipmentId = 'Choose the equipment to repair';
    if (!description.trim()) found.description = 'Describe the repair';
    const amount = quote.trim() === '' ? null : Number(quote);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) found.quoteAmount = 'The quote amount cannot be negative';
    const bad = files.map(attachmentProblem).find(Boolean);
    if (bad) found.files = bad;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(
      {
        input: {
          equipmentId: equipmentId || undefined,
          description: description.trim(),
          quoteAmount: amount,
          taskId: taskId || null,
          mechanicId: mechanicId || null,
        },
        files,
      },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => {
          const mapped = fieldErrors(error) as Errors;
          setErrors(Object.keys(mapped).length > 0 ? mapped : { form: errorMessage(error, 'Please try again.') });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Submit repair request</DialogTitle>
          <DialogDescription>It waits for approval; approved repairs get a mechanic and are completed when done.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={send} className="grid gap-4">
          <FormField id="repair-equipment" label="Equipment *" error={errors.equipmentId}>
            <EquipmentSelect
              id="repair-equipment"
              searchable
              value={equipmentId}
              emptyLabel="Choose equipment"
              invalid={Boolean(errors.equipmentId)}
              onChange={(id) => (setEquipmentId(id), setTaskId(''))}
            />
          </FormField>
          <FormField id="repair-description" label="What needs repairing *" error={errors.description}>
            <Textarea
              id="repair-description"
              rows={3}
              value={description}
              aria-invalid={errors.description ? true : undefined}
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="repair-quote" label="Quote amount (USD)" error={errors.quoteAmount}>
              <Input
                id="repair-quote"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={quote}
                onChange={(e) => setQuote(e.target.value)}
              />
            </FormField>
            <FormField id="repair-mechanic-submit" label="Mechanic">
              <MemberSelect id="repair-mechanic-submit" value={mechanicId} onChange={setMechanicId} />
            </FormField>
          </div>
          <FormField
            id="repair-task"
            label="Linked task"
            hint={equipmentId ? 'Open tasks of this equipment.' : 'Open tasks; choose an equipment to narrow the list.'}
          >
            <NativeSelect id="repair-task" value={taskId} onChange={(e) => setTaskId(e.target.value)}>
              <option value="">No linked task</option>
              {(tasks.data?.items ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.taskNumber} · {t.title}
                  {t.equipment ? ` · ${t.equipment.name}` : ''}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="repair-files"
            label="Attachments"
            error={errors.files}
            hint="Photos or documents (.pdf, .doc, .docx, .txt, .jpg, .png), up to 20 MB each."
          >
            <Input
              id="repair-files"
              type="file"
              multiple
              accept={attachmentAccept}
              className="py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
          </FormField>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting…' : 'Submit request'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
