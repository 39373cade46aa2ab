import { useEffect, useState, type FormEvent } from 'react';
import { Building2, Loader2, TriangleAlert } from 'lucide-react';
import type { QuoteDuplicateInfo, QuoteRequestView, QuoteUrgency } from '@gears/domain';
import { equipmentTypes } from '@gears/domain/equipment/fields.rules';
import { quoteMessages as m } from '@gears/domain/quotes/messages';
import { quoteStatusLabel } from '@gears/domain/quotes/quote-status.rules';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../../components/ui/input.tsx';
import { errorMessage, fieldErrors } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import { useCreateQuoteRequest, useQuoteEquipmentChoice } from '../../api/requests-api.ts';
import {
  duplicateOf,
  emptyCreateForm,
  toCreateInput,
  validateCreateForm,
  type CreateQuoteErrors,
  type CreateQuoteForm,
} from './create-quote-form.ts';
import { EquipmentPicker } from './equipment-picker.tsx';
import { urgencyChoices, words } from './quote-display.tsx';

type CreateQuoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deep link's equipment (?new=1&equipmentId=…): chosen and its type filled in. */
  equipmentId?: string;
  onCreated: (quote: QuoteRequestView) => void;
};

/** spec 03 §7 create with the duplicate check; a provider admin needs a client company (impersonation). */
export function CreateQuoteDialog({ open, onOpenChange, equipmentId = '', onCreated }: CreateQuoteDialogProps) {
  const { me } = useSession();
  const create = useCreateQuoteRequest();
  const [form, setForm] = useState<CreateQuoteForm>(() => emptyCreateForm(me, equipmentId));
  const [errors, setErrors] = useState<CreateQuoteErrors & { form?: string }>({});
  const [duplicate, setDuplicate] = useState<QuoteDuplicateInfo | null>(null);
  const needsCompany = Boolean(me?.context.isAdmin && !me.context.isImpersonating);
  const prefilled = useQuoteEquipmentChoice(open && equipmentId && !needsCompany ? equipmentId : null);

  useEffect(() => {
    if (!open) return;
    setForm(emptyCreateForm(me, equipmentId));
    setErrors({});
    setDuplicate(null);
    create.reset();
    // Reset only when the dialog opens (or the deep link changes), not on every session refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, equipmentId]);

  // The deep link's equipment type fills in once the machine has loaded, unless the person already chose one.
  const prefilledType = prefilled.data?.equipmentType ?? '';
  useEffect(() => {
    if (prefilledType) setForm((f) => (f.equipmentId === equipmentId && !f.equipmentType ? { ...f, equipmentType: prefilledType } : f));
  }, [prefilledType, equipmentId]);

  // Any change makes it a different request: the duplicate warning belongs to the one that was sent.
  const set = <K extends keyof CreateQuoteForm>(key: K, value: CreateQuoteForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setDuplicate(null);
  };

  function send(force: boolean) {
    const found = validateCreateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toCreateInput(form, force), {
      onSuccess: (quote) => {
        onOpenChange(false);
        onCreated(quote);
      },
      onError: (error) => {
        const dup = duplicateOf(error);
        if (dup) {
          setDuplicate(dup);
          return;
        }
        const fields = fieldErrors(error);
        setErrors({
          title: fields.title,
          contactEmail: fields.contactEmail,
          form: errorMessage(error, 'Failed to create quote request. Please try again.'),
        });
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsCompany) return;
    send(false);
  }

  const audience = me?.context.isAdmin && !me.context.isImpersonating ? 'admin' : 'client';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Quote Request</DialogTitle>
          <DialogDescription>Describe what you need. GEARS prices it and sends you the quote to accept.</DialogDescription>
        </DialogHeader>
        {needsCompany ? (
          <Alert variant="warning" role="alert">
            <Building2 aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{m.needsCompanyContext}</p>
              <p className="text-muted-foreground">Impersonate a client company from Admin to request a quote on its behalf.</p>
            </div>
          </Alert>
        ) : null}
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset disabled={needsCompany || create.isPending} className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <FormField id="quote-title" label="Title *" error={errors.title}>
                <Input
                  id="quote-title"
                  value={form.title}
                  maxLength={200}
                  placeholder="e.g. Hydraulic pump replacement"
                  aria-invalid={errors.title ? true : undefined}
                  onChange={(event) => set('title', event.target.value)}
                />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField id="quote-description" label="Description">
                <Textarea
                  id="quote-description"
                  value={form.description}
                  maxLength={5000}
                  placeholder="Parts, symptoms, part numbers, where the machine is…"
                  onChange={(event) => set('description', event.target.value)}
                />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField id="quote-equipment" label="Equipment">
                <EquipmentPicker
                  id="quote-equipment"
                  value={form.equipmentId}
                  enabled={open && !needsCompany}
                  onChange={(choice) => {
                    setForm((f) => ({ ...f, equipmentId: choice?.id ?? '', equipmentType: choice?.equipmentType ?? f.equipmentType }));
                    setDuplicate(null);
                  }}
                />
              </FormField>
            </div>
            <FormField id="quote-type" label="Equipment type">
              <NativeSelect id="quote-type" value={form.equipmentType} onChange={(event) => set('equipmentType', event.target.value)}>
                <option value="">Not specified</option>
                {form.equipmentType && !(equipmentTypes as readonly string[]).includes(form.equipmentType) ? (
                  <option value={form.equipmentType}>{words(form.equipmentType)}</option>
                ) : null}
                {equipmentTypes.map((type) => (
                  <option key={type} value={type}>
                    {words(type)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="quote-urgency" label="Urgency">
              <NativeSelect
                id="quote-urgency"
                value={form.urgency}
                onChange={(event) => set('urgency', event.target.value as QuoteUrgency)}
              >
                {urgencyChoices.map((u) => (
                  <option key={u.value} value={u.value}>
                    {u.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="quote-contact-name" label="Contact name">
              <Input
                id="quote-contact-name"
                value={form.contactName}
                maxLength={200}
                autoComplete="name"
                onChange={(event) => set('contactName', event.target.value)}
              />
            </FormField>
            <FormField id="quote-contact-phone" label="Contact phone">
              <Input
                id="quote-contact-phone"
                type="tel"
                value={form.contactPhone}
                maxLength={50}
                autoComplete="tel"
                onChange={(event) => set('contactPhone', event.target.value)}
              />
            </FormField>
            <div className="sm:col-span-2">
              <FormField
                id="quote-contact-email"
                label="Contact email"
                error={errors.contactEmail}
                hint="The quote is emailed here when it is ready."
              >
                <Input
                  id="quote-contact-email"
                  type="email"
                  value={form.contactEmail}
                  maxLength={254}
                  autoComplete="email"
                  aria-invalid={errors.contactEmail ? true : undefined}
                  onChange={(event) => set('contactEmail', event.target.value)}
                />
              </FormField>
            </div>
          </fieldset>
          {errors.form && !duplicate ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          {duplicate ? (
            <Alert variant="warning" role="alert" aria-label="Possible duplicate">
              <TriangleAlert aria-hidden="true" />
              <div className="grid gap-2">
                <p className="font-medium">A similar quote request is already open</p>
                <p>
                  <span className="font-medium">{duplicate.title}</span> · {quoteStatusLabel(duplicate.status, audience)} · requested{' '}
                  {formatDate(duplicate.createdAt)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => send(true)} disabled={create.isPending}>
                    Create anyway
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDuplicate(null)} disabled={create.isPending}>
                    Change request
                  </Button>
                </div>
              </div>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={needsCompany || create.isPending || duplicate !== null}>
              {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {create.isPending ? 'Creating…' : 'Create Quote'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
