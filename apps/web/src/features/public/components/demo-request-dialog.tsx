import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { HoneypotField, LeadField, LeadReceived } from './lead-fields.tsx';
import { useLeadForm } from './use-lead-form.ts';

/**
 * spec 01 §2 / spec 03 §3: 'Talk to Sales' opens the request-demo dialog with its eight fields.
 * The Enterprise plan's button sends the same form as a sales enquiry (kind 'sales').
 */
export function DemoRequestDialog({
  leadSource,
  trigger,
  kind = 'demo',
}: {
  leadSource: string;
  trigger?: ReactNode;
  kind?: 'demo' | 'sales';
}) {
  const [open, setOpen] = useState(false);
  const form = useLeadForm(kind, leadSource);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next && form.result) form.reset();
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline" size="lg">
            Talk to Sales
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Talk to Sales</DialogTitle>
          <DialogDescription>
            {kind === 'sales'
              ? 'Tell us about your fleet and sites and we will put together Enterprise pricing for you.'
              : 'Tell us about your fleet and we will set up a demo with your own equipment in mind.'}{' '}
            Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        {form.result ? (
          <LeadReceived result={form.result}>
            <Button variant="outline" onClick={() => change(false)}>
              Close
            </Button>
          </LeadReceived>
        ) : (
          <form
            onSubmit={form.submit}
            noValidate
            className="relative grid gap-4"
            aria-label={kind === 'sales' ? 'Contact sales' : 'Request a demo'}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <LeadField form={form} kind={kind} name="firstName" required />
              <LeadField form={form} kind={kind} name="lastName" required />
              <LeadField form={form} kind={kind} name="company" required />
              <LeadField form={form} kind={kind} name="email" required />
              <LeadField form={form} kind={kind} name="phone" />
              <LeadField form={form} kind={kind} name="equipmentType" />
              <LeadField form={form} kind={kind} name="fleetSize" />
            </div>
            <LeadField form={form} kind={kind} name="message" messageLabel="Notes" />
            <HoneypotField form={form} kind={kind} />
            <Button type="submit" disabled={form.isPending}>
              {form.isPending ? 'Submitting...' : kind === 'sales' ? 'Contact Sales' : 'Request a Demo'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
