import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo.tsx';

/** A bare page for the checkout and the payment result: the logo, one card, no dashboard chrome. */
export function CheckoutShell({ heading, children, banner }: { heading: string; children: ReactNode; banner?: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/40">
      {banner}
      <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-6 sm:py-10">
        <Link to="/" className="justify-self-center rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <Logo />
        </Link>
        <h1 className="sr-only">{heading}</h1>
        {children}
      </main>
    </div>
  );
}

/** Exact amounts on a payment page: the card is charged to the cent. */
export const formatChargeAmount = (amount: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
