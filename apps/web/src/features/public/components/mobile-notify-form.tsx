import { Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { HoneypotField } from './lead-fields.tsx';
import { useLeadForm } from './use-lead-form.ts';

/** spec 03 §2/§5: the mobile-app launch signup; an address without '@' is 'Invalid Email'. */
export function MobileNotifyForm() {
  const form = useLeadForm('mobile_notify', 'home_mobile_app');
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-5 md:grid-cols-[auto_1fr] md:items-center md:gap-6">
      <Smartphone className="size-8 text-accent-text" aria-hidden="true" />
      <div className="grid gap-3">
        <div>
          <h3 className="font-semibold">Get the mobile app first</h3>
          <p className="text-sm text-muted-foreground">
            The portal already works in a phone's browser and keeps scans offline. Leave your email to hear when the native app launches.
          </p>
        </div>
        {form.result ? (
          <p role="status" className="text-sm font-medium text-success">
            {form.result.title} {form.result.message}
          </p>
        ) : (
          <form
            onSubmit={form.submit}
            noValidate
            className="relative flex flex-col gap-2 sm:flex-row"
            aria-label="Mobile app launch signup"
          >
            <label htmlFor="mobile_notify-email" className="sr-only">
              Email for the mobile app launch
            </label>
            <Input id="mobile_notify-email" type="email" autoComplete="email" placeholder="you@company.com" {...form.field('email')} />
            <HoneypotField form={form} kind="mobile_notify" />
            <Button type="submit" disabled={form.isPending}>
              {form.isPending ? 'Submitting...' : 'Notify Me'}
            </Button>
          </form>
        )}
        {form.errors.email ? (
          <p id="mobile_notify-email-error" role="alert" className="text-xs text-destructive">
            {form.errors.email}
          </p>
        ) : null}
      </div>
    </div>
  );
}
