import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Equipment } from '@gears/domain';
import { assignToTypeLabels, assignToTypes, isPersonType, type AssignToType } from '@gears/domain/assignments/assignment.rules';
import { checkOutInput, type CheckOutValues } from '@gears/domain/assignments/assignment.schema';
import { assignmentMessages as m } from '@gears/domain/assignments/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { domainResolver, showServerError, textOrNull } from '../../../lib/forms.ts';
import { localToday } from '../../../lib/local-date.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { useAssignmentOptions, useCheckOut } from '../api/assignments-api.ts';
import { useEquipment } from '../api/equipment-api.ts';
import { AssetPicker } from './asset-picker.tsx';
import { AvailabilityLine } from './equipment-display.tsx';

/** On a phone the dialog sits at the bottom of the screen, in thumb reach (DESIGN §6a one-hand use); centred from sm up. */
export const thumbSheet =
  'top-auto bottom-0 w-full max-w-none translate-y-0 rounded-b-none sm:top-1/2 sm:bottom-auto sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-y-1/2 sm:rounded-b-lg';

type Values = { assignedToType: AssignToType; userId: string; jobSiteId: string; name: string; expectedReturnDate: string; notes: string };

type CheckOutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The machine, when the dialog opens from it (detail dialog, scanner); otherwise the person picks one. */
  equipmentId: string | null;
};

/** spec 02 §2 New Assignment / §4 Check-out. Technicians check out to themselves; supervisors up to anyone or anything. */
export function CheckOutDialog({ open, onOpenChange, equipmentId }: CheckOutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={thumbSheet}>
        <DialogHeader>
          <DialogTitle>{equipmentId ? 'Check Out' : 'New Assignment'}</DialogTitle>
          <DialogDescription>Who takes the asset, and when it is due back.</DialogDescription>
        </DialogHeader>
        {open ? <CheckOutForm equipmentId={equipmentId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CheckOutForm({ equipmentId, onDone }: { equipmentId: string | null; onDone: () => void }) {
  const can = usePermissions();
  const { user, context } = useSession();
  const mayManage = can('assignments.manage');
  const given = useEquipment(equipmentId);
  const [picked, setPicked] = useState<Equipment | null>(null);
  const [assetError, setAssetError] = useState<string | undefined>();
  const asset = equipmentId ? (given.data ?? null) : picked;
  // A provider admin outside impersonation works across companies: the options are the chosen machine's company's.
  const needsCompany = Boolean(context?.isAdmin && !context.isImpersonating);
  const options = useAssignmentOptions(mayManage && (!needsCompany || asset !== null), needsCompany ? (asset?.companyId ?? null) : null);
  const checkOut = useCheckOut();

  const resolver = useMemo(() => {
    const today = localToday();
    const toInput = (v: Values) => ({
      equipmentId: asset?.id,
      assignedToType: mayManage ? v.assignedToType : 'employee',
      userId: isPersonType(v.assignedToType) || !mayManage ? (mayManage ? v.userId || null : (user?.id ?? null)) : null,
      jobSiteId: v.assignedToType === 'job_site' ? v.jobSiteId || null : null,
      name: v.assignedToType === 'project' || v.assignedToType === 'location' ? textOrNull(v.name) : null,
      expectedReturnDate: v.expectedReturnDate || null,
      notes: textOrNull(v.notes),
    });
    const schema = checkOutInput.refine((v) => v.expectedReturnDate === null || v.expectedReturnDate >= today, {
      path: ['expectedReturnDate'],
      message: m.returnDateInPast,
    });
    return domainResolver<Values, CheckOutValues>(toInput, schema);
  }, [asset?.id, mayManage, user?.id]);
  const form = useForm<Values, unknown, CheckOutValues>({
    resolver,
    defaultValues: { assignedToType: 'employee', userId: user?.id ?? '', jobSiteId: '', name: '', expectedReturnDate: '', notes: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('assignedToType');

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await checkOut.mutateAsync(input);
        onDone();
      } catch (error) {
        showServerError(form.setError, error, ['userId', 'jobSiteId', 'name', 'expectedReturnDate', 'notes'], m.checkOutFailed);
      }
    },
    () => !asset && setAssetError(m.selectAsset),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Check out">
      {equipmentId ? (
        <div className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm">
          <span className="min-w-0 truncate font-medium">{asset?.name ?? 'Loading…'}</span>
          {asset ? <AvailabilityLine equipment={asset} className="shrink-0" /> : null}
        </div>
      ) : (
        <AssetPicker value={picked} onChange={(e) => (setPicked(e), setAssetError(undefined))} error={assetError} />
      )}
      {mayManage ? (
        <>
          <FormField id="assignment-type" label="Assign to" error={errors.assignedToType?.message}>
            <NativeSelect id="assignment-type" {...form.register('assignedToType')}>
              {assignToTypes.map((t) => (
                <option key={t} value={t}>
                  {assignToTypeLabels[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {isPersonType(type) ? (
            <FormField id="assignment-person" label="Person" error={errors.userId?.message}>
              <NativeSelect id="assignment-person" {...form.register('userId')}>
                <option value="">Choose a person</option>
                {options.data?.people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                    {p.id === user?.id ? ' (you)' : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          {type === 'job_site' ? (
            <FormField
              id="assignment-site"
              label="Job site"
              error={errors.jobSiteId?.message}
              hint={options.data?.jobSites.length === 0 ? 'No active job sites yet.' : undefined}
            >
              <NativeSelect id="assignment-site" {...form.register('jobSiteId')}>
                <option value="">Choose a job site</option>
                {options.data?.jobSites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.code ? `${s.code} · ${s.name}` : s.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          {type === 'project' || type === 'location' ? (
            <FormField id="assignment-name" label={type === 'project' ? 'Project' : 'Location'} error={errors.name?.message}>
              <Input id="assignment-name" maxLength={200} {...form.register('name')} />
            </FormField>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">You are checking this asset out to yourself.</p>
      )}
      <FormField id="assignment-return" label="Expected return" error={errors.expectedReturnDate?.message}>
        <Input id="assignment-return" type="date" min={localToday()} {...form.register('expectedReturnDate')} />
      </FormField>
      <FormField id="assignment-notes" label="Notes" error={errors.notes?.message}>
        <Textarea id="assignment-notes" className="min-h-16" maxLength={2000} {...form.register('notes')} />
      </FormField>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || (equipmentId !== null && !asset)}>
        {isSubmitting ? 'Checking out…' : 'Check Out'}
      </Button>
    </form>
  );
}
