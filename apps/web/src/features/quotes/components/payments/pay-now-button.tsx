import { CreditCard, Loader2 } from 'lucide-react';
import type { MeResponse } from '@gears/domain';
import { Button, type ButtonProps } from '../../../../components/ui/button.tsx';
import { usePayNow, type PayNowTarget } from '../../api/payments-api.ts';

/**
 * Paying is the client's act: a client admin or manager of the company (spec 03 §6); provider staff never pay,
 * impersonating or not. The server checks the same (apps/server/src/modules/ledger/ledger.access.ts mayPay).
 */
export function canPayInvoices(me: Pick<MeResponse, 'user' | 'context'> | null): boolean {
  if (!me || me.context.isAdmin) return false;
  return me.user.role === 'client_admin' || me.user.role === 'manager';
}

type PayNowButtonProps = { target: PayNowTarget; label?: string } & Pick<ButtonProps, 'size' | 'className'>;

/** 'Pay Now' → a card checkout in a new tab; reads 'Processing...' while the session is created. */
export function PayNowButton({ target, label = 'Pay Now', size = 'sm', className }: PayNowButtonProps) {
  const { payNow, isPending } = usePayNow(target);
  return (
    <Button size={size} className={className} onClick={payNow} disabled={isPending}>
      {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
      {isPending ? 'Processing...' : label}
    </Button>
  );
}
