import { useState } from 'react';
import type { SubscriptionResponse } from '@gears/domain';
import { billingMessages as m } from '@gears/domain/billing/messages';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useCancelAtPeriodEnd, usePortal } from '../api/billing-api.ts';

/**
 * A subscription the provider bills: Stripe's customer portal when Stripe is the provider; in test mode this page is
 * the portal, with cancel at period end and resume (spec 01 FAQ: month-to-month, cancel in the billing dashboard).
 */
export function ManageSubscription({ subscription: s }: { subscription: SubscriptionResponse }) {
  const portal = usePortal();
  const cancel = useCancelAtPeriodEnd(true);
  const resume = useCancelAtPeriodEnd(false);
  const [confirming, setConfirming] = useState(false);
  const error = portal.error ?? cancel.error ?? resume.error;
  const ends = s.currentPeriodEnd ? formatLongDate(s.currentPeriodEnd) : 'the end of the period';

  if (s.provider === 'stripe') {
    return (
      <div className="grid gap-2">
        <Button
          className="w-fit"
          disabled={portal.isPending}
          onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
        >
          {portal.isPending ? 'Opening...' : 'Manage billing'}
        </Button>
        <p className="text-xs text-muted-foreground">Change your card, download invoices or cancel in Stripe’s customer portal.</p>
        {portal.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(portal.error, m.noPortalUrl)}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {s.cancelAtPeriodEnd ? (
        <>
          <p className="text-sm">Your subscription ends on {ends}. Resume it to keep your plan.</p>
          <Button className="w-fit" disabled={resume.isPending} onClick={() => resume.mutate()}>
            {resume.isPending ? 'Resuming...' : 'Resume subscription'}
          </Button>
        </>
      ) : (
        <>
          <Button variant="outline" className="w-fit" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Cancel your subscription?"
            description={`Your plan stays active until ${ends}. After that the company falls back to the Basic plan’s limits; nothing on your register is deleted.`}
            confirmLabel="Cancel at period end"
            destructive
            isPending={cancel.isPending}
            onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
          />
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, m.loadFailed)}
        </p>
      ) : null}
    </div>
  );
}
