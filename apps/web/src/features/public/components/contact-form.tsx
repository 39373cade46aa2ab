import { Button } from '../../../components/ui/button.tsx';
import { HoneypotField, LeadField, LeadReceived } from './lead-fields.tsx';
import { useLeadForm } from './use-lead-form.ts';

/** /contact: stored as a lead of kind 'contact' and seen by the provider in the admin area. */
export function ContactForm() {
  const form = useLeadForm('contact', 'contact_page');
  if (form.result) {
    return (
      <LeadReceived result={form.result}>
        <Button variant="outline" onClick={form.reset}>
          Send another message
        </Button>
      </LeadReceived>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate className="relative grid gap-4" aria-label="Contact us">
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadField form={form} kind="contact" name="firstName" required />
        <LeadField form={form} kind="contact" name="lastName" required />
        <LeadField form={form} kind="contact" name="email" required />
        <LeadField form={form} kind="contact" name="phone" />
        <LeadField form={form} kind="contact" name="company" />
        <LeadField form={form} kind="contact" name="fleetSize" />
      </div>
      <LeadField form={form} kind="contact" name="message" required />
      <HoneypotField form={form} kind="contact" />
      <Button type="submit" className="justify-self-start" disabled={form.isPending}>
        {form.isPending ? 'Submitting...' : 'Send Message'}
      </Button>
    </form>
  );
}
