import { useEffect, useState } from 'react';
import type { JobSiteDetail } from '@gears/domain';
import { siteTypeLabels, siteTypes, type SiteType } from '@gears/domain/job-sites/job-site.rules';
import { jobSiteMessages as m } from '@gears/domain/job-sites/messages';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateJobSite, useUpdateJobSite } from '../api/job-sites-api.ts';
import { EquipmentPicker } from './equipment-picker.tsx';
import { LocationFields } from './location-fields.tsx';
import { checkSiteForm, emptySiteValues, valuesOfSite, type SiteFormErrors, type SiteFormValues } from './site-form.ts';
import { TeamPicker } from './team-picker.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; site: JobSiteDetail | null; onSaved?: (site: JobSiteDetail) => void };

/** Create Job Site / Edit Job Site (spec 02 §2, §5): every field, the place, the machines and the crew in one save. */
export function SiteDialog({ open, onOpenChange, site, onSaved }: Props) {
  const [values, setValues] = useState<SiteFormValues>(emptySiteValues);
  const [errors, setErrors] = useState<SiteFormErrors>({});
  const create = useCreateJobSite();
  const update = useUpdateJobSite(site?.id ?? '');
  const pending = create.isPending || update.isPending;
  useEffect(() => {
    if (!open) return;
    setValues(site ? valuesOfSite(site) : emptySiteValues());
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, site?.id]);

  const set = (patch: Partial<SiteFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkSiteForm(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    const onSuccess = (saved: JobSiteDetail) => (onOpenChange(false), onSaved?.(saved));
    const onError = (error: unknown) => {
      const message = errorMessage(error, site ? m.updateFailed : m.createFailed);
      setErrors({ root: message });
      toast.error(site ? m.updateFailed : m.creationFailed, { description: message });
    };
    if (site)
      update.mutate(
        { ...checked.input, latitude: checked.input.latitude ?? null, longitude: checked.input.longitude ?? null },
        { onSuccess, onError },
      );
    else create.mutate(checked.input, { onSuccess, onError });
  };
  const text = (name: keyof SiteFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <FormField id={`site-${name}`} label={label} error={errors[name]}>
      <Input
        id={`site-${name}`}
        value={values[name] as string}
        onChange={(e) => set({ [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        {...extra}
      />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{site ? 'Edit Job Site' : 'Create Job Site'}</DialogTitle>
          <DialogDescription>Fields marked * are required. Assigned people are notified in the portal and by email.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {errors.root ? (
            <Alert variant="destructive" role="alert">
              {errors.root}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('siteName', 'Site name *', { placeholder: 'e.g. Riverside Bridge' })}
            {text('siteCode', 'Site code', { placeholder: 'e.g. NW-RB-01', autoComplete: 'off' })}
            <FormField id="site-siteType" label="Site type *" error={errors.siteType}>
              <NativeSelect id="site-siteType" value={values.siteType} onChange={(e) => set({ siteType: e.target.value as SiteType })}>
                {siteTypes.map((t) => (
                  <option key={t} value={t}>
                    {siteTypeLabels[t]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {text('geofenceRadius', 'Geofence radius (m)', { type: 'number', inputMode: 'numeric', min: 10, max: 1000, step: 1 })}
            {text('contactPerson', 'Contact person')}
            {text('contactPhone', 'Contact phone', { type: 'tel', autoComplete: 'off' })}
          </div>
          <LocationFields
            value={{ address: values.address, latitude: values.latitude, longitude: values.longitude }}
            radius={Number(values.geofenceRadius) || 100}
            errors={{ address: errors.address, latitude: errors.latitude, longitude: errors.longitude }}
            onChange={set}
          />
          <FormField id="site-notes" label="Notes" error={errors.notes}>
            <Textarea id="site-notes" rows={2} value={values.notes} onChange={(e) => set({ notes: e.target.value })} />
          </FormField>
          <div className="grid gap-4 lg:grid-cols-2">
            <EquipmentPicker siteId={site?.id ?? null} selected={values.equipmentIds} onChange={(equipmentIds) => set({ equipmentIds })} />
            <TeamPicker selected={values.team} onChange={(team) => set({ team })} />
          </div>
          {errors.equipmentIds || errors.team ? <p className="text-xs text-destructive">{errors.equipmentIds ?? errors.team}</p> : null}
          <FormField id="site-assignmentNotes" label="Assignment notes" error={errors.assignmentNotes}>
            <Input id="site-assignmentNotes" value={values.assignmentNotes} onChange={(e) => set({ assignmentNotes: e.target.value })} />
          </FormField>
          <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t bg-popover p-4 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : site ? 'Save changes' : 'Create Job Site'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
