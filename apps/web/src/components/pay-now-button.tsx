import { CreditCard, Loader2 } from 'lucide-react';
import type { MeResponse } from '@gears/domain';
import { can } from '@gears/domain/platform/permissions.rules';
import { Button, type ButtonProps } from './ui/button.tsx';
import { usePayNow, type PayNowTarget } from '../lib/payments-api.ts';

/**
 * Paying is the client's act: a role with 'invoices.pay' (ADR 0008: client admin or manager); provider staff never
 * pay, impersonating or not. The server checks the same (apps/server/src/modules/ledger/ledger.access.ts mayPay).
 */
export function canPayInvoices(me: Pick<MeResponse, 'user' | 'context'> | null): boolean {
  if (!me || me.context.isAdmin) return false;
  return can(me.user.role, 'invoices.pay');
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
