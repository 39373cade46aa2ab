import { useEffect, useState } from 'react';
import { Building2, Loader2, TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { CreateQuoteRequestInput, QuoteDuplicateInfo, QuoteRequestView } from '@gears/domain';
import { equipmentTypes } from '@gears/domain/equipment/fields.rules';
import { quoteMessages as m } from '@gears/domain/quotes/messages';
import { quoteStatusLabel } from '@gears/domain/quotes/quote-status.rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { showServerError } from '../../../lib/forms.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateQuoteRequest, useQuoteEquipmentChoice } from '../api/requests-api.ts';
import {
  createQuoteFields,
  createQuoteResolver,
  duplicateOf,
  emptyCreateForm,
  type CreateQuoteForm,
  type CreateQuotePrefill,
} from './create-quote-form.ts';
import { EquipmentPicker } from './equipment-picker.tsx';
import { urgencyChoices, words } from './quote-display.tsx';

type CreateQuoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deep link's equipment (?new=1&equipmentId=…): chosen and its type filled in. */
  equipmentId?: string;
  /** The deep link's title, description and urgency (?new=1&title=…&description=…&urgency=…). */
  prefill?: CreateQuotePrefill;
  onCreated: (quote: QuoteRequestView) => void;
};

/** spec 03 §7 create with the duplicate check; a provider admin needs a client company (impersonation). */
export function CreateQuoteDialog({ open, onOpenChange, equipmentId = '', prefill, onCreated }: CreateQuoteDialogProps) {
  const { me } = useSession();
  const create = useCreateQuoteRequest();
  const form = useForm<CreateQuoteForm, unknown, CreateQuoteRequestInput>({
    resolver: createQuoteResolver,
    defaultValues: emptyCreateForm(me, equipmentId, prefill),
  });
  const { errors } = form.formState;
  const [duplicate, setDuplicate] = useState<QuoteDuplicateInfo | null>(null);
  const needsCompany = Boolean(me?.context.isAdmin && !me.context.isImpersonating);
  const prefilled = useQuoteEquipmentChoice(open && equipmentId && !needsCompany ? equipmentId : null);

  const prefillKey = JSON.stringify(prefill ?? {});
  useEffect(() => {
    if (!open) return;
    form.reset(emptyCreateForm(me, equipmentId, prefill));
    setDuplicate(null);
    create.reset();
    // Reset only when the dialog opens (or the deep link changes), not on every session refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, equipmentId, prefillKey]);

  // The deep link's equipment type fills in once the machine has loaded, unless the person already chose one.
  const prefilledType = prefilled.data?.equipmentType ?? '';
  useEffect(() => {
    if (prefilledType && form.getValues('equipmentId') === equipmentId && !form.getValues('equipmentType')) {
      form.setValue('equipmentType', prefilledType);
    }
  }, [prefilledType, equipmentId, form]);

  // Any change makes it a different request: the duplicate warning belongs to the one that was sent.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => name && setDuplicate(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const send = (force: boolean) =>
    form.handleSubmit((input) => {
      create.mutate(
        { ...input, force },
        {
          onSuccess: (quote) => {
            onOpenChange(false);
            onCreated(quote);
          },
          onError: (error) => {
            const dup = duplicateOf(error);
            if (dup) return void setDuplicate(dup);
            showServerError(form.setError, error, createQuoteFields, 'Failed to create quote request. Please try again.');
          },
        },
      );
    });

  const submit = needsCompany ? (event: { preventDefault: () => void }) => event.preventDefault() : send(false);
  const equipmentType = form.watch('equipmentType');
  const field = (name: 'title' | 'contactEmail') =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `quote-${name === 'title' ? 'title' : 'contact-email'}-error` }
      : {};

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
              <FormField id="quote-title" label="Title *" error={errors.title?.message}>
                <Input
                  id="quote-title"
                  {...form.register('title')}
                  maxLength={200}
                  placeholder="e.g. Hydraulic pump replacement"
                  {...field('title')}
                />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField id="quote-description" label="Description">
                <Textarea
                  id="quote-description"
                  {...form.register('description')}
                  maxLength={5000}
                  placeholder="Parts, symptoms, part numbers, where the machine is…"
                />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField id="quote-equipment" label="Equipment">
                <EquipmentPicker
                  id="quote-equipment"
                  value={form.watch('equipmentId')}
                  enabled={open && !needsCompany}
                  onChange={(choice) => {
                    form.setValue('equipmentId', choice?.id ?? '');
                    if (choice?.equipmentType) form.setValue('equipmentType', choice.equipmentType);
                  }}
                />
              </FormField>
            </div>
            <FormField id="quote-type" label="Equipment type">
              <NativeSelect id="quote-type" {...form.register('equipmentType')}>
                <option value="">Not specified</option>
                {equipmentType && !(equipmentTypes as readonly string[]).includes(equipmentType) ? (
                  <option value={equipmentType}>{words(equipmentType)}</option>
                ) : null}
                {equipmentTypes.map((type) => (
                  <option key={type} value={type}>
                    {words(type)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="quote-urgency" label="Urgency">
              <NativeSelect id="quote-urgency" {...form.register('urgency')}>
                {urgencyChoices.map((u) => (
                  <option key={u.value} value={u.value}>
                    {u.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="quote-contact-name" label="Contact name">
              <Input id="quote-contact-name" {...form.register('contactName')} maxLength={200} autoComplete="name" />
            </FormField>
            <FormField id="quote-contact-phone" label="Contact phone">
              <Input id="quote-contact-phone" type="tel" {...form.register('contactPhone')} maxLength={50} autoComplete="tel" />
            </FormField>
            <div className="sm:col-span-2">
              <FormField
                id="quote-contact-email"
                label="Contact email"
                error={errors.contactEmail?.message}
                hint="The quote is emailed here when it is ready."
              >
                <Input
                  id="quote-contact-email"
                  type="email"
                  {...form.register('contactEmail')}
                  maxLength={254}
                  autoComplete="email"
                  {...field('contactEmail')}
                />
              </FormField>
            </div>
          </fieldset>
          {errors.root && !duplicate ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
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
                  <Button size="sm" onClick={() => void send(true)()} disabled={create.isPending}>
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
