import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CreditCard, FileCheck2, X } from 'lucide-react';
import type { ClientQuoteRequest, QuoteRequestView } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { quoteDetailsUrl } from '../../../lib/quote-links.ts';
import { useSession } from '../../../lib/session.ts';
import { useQuoteBanners } from '../api/requests-api.ts';
import { canPayInvoices, PayNowButton } from '../../../components/pay-now-button.tsx';
import { TaxChangeNotice } from './quote-tax-totals.tsx';

const dismissedKey = 'gears-quote-banners-dismissed';

function readDismissed(): string[] {
  try {
    const raw = window.sessionStorage.getItem(dismissedKey);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Dismissed for the session (spec 03 §2): a banner comes back in a new session, or when the request reaches the next banner. */
export function useDismissedBanners() {
  const [dismissed, setDismissed] = useState<string[]>(readDismissed);
  const dismiss = (key: string) => {
    const next = [...dismissed, key];
    setDismissed(next);
    try {
      window.sessionStorage.setItem(dismissedKey, JSON.stringify(next));
    } catch {
      // Storage unavailable: dismissed for this page view only.
    }
  };
  return { dismissed, dismiss };
}

export const bannerKey = (quote: ClientQuoteRequest): string => `${quote.id}:${quote.banner}`;

function QuoteBanner({ quote, canPay, onDismiss }: { quote: ClientQuoteRequest; canPay: boolean; onDismiss: () => void }) {
  const isReady = quote.banner === 'quote_ready';
  const heading = `${isReady ? 'Quote Ready' : 'Payment Due'}: ${quote.title}`;
  return (
    <div
      role="region"
      aria-label={heading}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center',
        isReady ? 'border-success/50 bg-success/10' : 'border-info/50 bg-info/10',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {isReady ? (
          <FileCheck2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <CreditCard className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
        )}
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold break-words">{heading}</p>
            <Badge variant={isReady ? 'success' : 'info'}>{isReady ? 'Action Required' : 'Payment Due'}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {isReady
              ? `GEARS has priced ${quote.quoteNumber ?? quote.number}. Review it, then accept or decline.`
              : `Invoice for ${quote.quoteNumber ?? quote.number} is ready to pay by card.`}
          </p>
          {!isReady && quote.invoiceTaxChange ? <TaxChangeNotice {...quote.invoiceTaxChange} className="p-2" /> : null}
        </div>
      </div>
      <div className="flex items-center gap-2 self-end sm:self-center">
        {isReady || !canPay ? (
          <Button asChild size="sm" variant={isReady ? 'default' : 'outline'}>
            <Link to={quoteDetailsUrl(quote.id)}>View Quote</Link>
          </Button>
        ) : (
          <PayNowButton target={{ quoteRequestId: quote.id }} />
        )}
        <Button size="icon" variant="ghost" aria-label={`Dismiss ${heading}`} onClick={onDismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

const isClientView = (quote: QuoteRequestView): quote is ClientQuoteRequest => quote.view === 'client';

/**
 * spec 03 §2 client alert banners: green 'Quote Ready' for a quote sent to the client, blue 'Payment Due' for an
 * invoiced request with a payment link. Refreshed every 60 s. Not shown to a provider admin's all-company view.
 * `onSettled` tells the page when the banners are known, so it can keep its content from being pushed down by them.
 */
export function QuoteAlertBanners({ className, onSettled }: { className?: string; onSettled?: () => void }) {
  const { me } = useSession();
  const isClientSide = Boolean(me && !(me.context.isAdmin && !me.context.isImpersonating));
  const banners = useQuoteBanners(isClientSide);
  // Known once the first answer is in, or the first attempt failed (retries may still bring banners), or at once when
  // there is nothing to ask or no network to ask on: the page below may show.
  const settled = !isClientSide || !banners.isPending || banners.failureCount > 0 || banners.fetchStatus !== 'fetching';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const { dismissed, dismiss } = useDismissedBanners();
  const visible = (banners.data ?? []).filter(isClientView).filter((quote) => !dismissed.includes(bannerKey(quote)));
  if (!isClientSide || visible.length === 0) return null;
  const canPay = canPayInvoices(me);
  return (
    <div className={cn('grid gap-2', className)} aria-label="Quote alerts">
      {visible.map((quote) => (
        <QuoteBanner key={bannerKey(quote)} quote={quote} canPay={canPay} onDismiss={() => dismiss(bannerKey(quote))} />
      ))}
    </div>
  );
}
