import { useState } from 'react';
import { Link } from 'react-router';
import { Link2, Unlink } from 'lucide-react';
import type { EquipmentBusiness, LinkDocType, LinkedDocument } from '@gears/domain';
import { isQuoteStatus, quoteClientLabels } from '@gears/domain/quotes/quote-status.rules';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { usePermissions } from '../../../../lib/permissions.ts';
import { quoteDetailsUrl } from '../../../../lib/quote-links.ts';
import { useEquipmentBusiness, useUnlinkDocument } from '../../api/business-api.ts';
import { LinkPicker } from './link-picker.tsx';

const sections: { docType: LinkDocType; key: 'quotes' | 'invoices' | 'orders'; title: string; action: string }[] = [
  { docType: 'quote', key: 'quotes', title: 'Quotes', action: 'Link quotes' },
  { docType: 'invoice', key: 'invoices', title: 'Invoices', action: 'Link invoices' },
  { docType: 'order', key: 'orders', title: 'Sales orders', action: 'Link sales orders' },
];

/** Quotes read as the client sees their status; orders and invoices by their own words. */
function statusLabel(doc: LinkedDocument): string {
  if (doc.docType === 'quote' && isQuoteStatus(doc.status)) return quoteClientLabels[doc.status];
  const word = doc.status.replaceAll('_', ' ');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function Row({ doc, canUnlink, onUnlink }: { doc: LinkedDocument; canUnlink: boolean; onUnlink: () => void }) {
  const label = doc.number ?? doc.title;
  return (
    <li className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 border-b py-1.5 text-sm last:border-b-0">
      <span className="min-w-0 flex-1">
        {doc.docType === 'quote' ? (
          <Link className="font-medium underline-offset-2 hover:underline" to={quoteDetailsUrl(doc.id)}>
            {label}
          </Link>
        ) : (
          <span className="font-medium">{label}</span>
        )}
        {doc.number ? <span className="text-muted-foreground"> · {doc.title}</span> : null}
        <span className="block text-xs text-muted-foreground">
          {statusLabel(doc)}
          {doc.date ? ` · ${formatDate(doc.date)}` : ''}
          {doc.via === 'history' ? ' · requested for this machine' : ' · linked'}
        </span>
      </span>
      <span className="tabular-nums">{doc.amount === null ? 'Not priced yet' : formatMoney(Number(doc.amount))}</span>
      {canUnlink && doc.via === 'link' ? (
        <Button size="sm" variant="ghost" aria-label={`Unlink ${label}`} onClick={onUnlink}>
          <Unlink aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

function Summary({ s }: { s: EquipmentBusiness['summary'] }) {
  const figures: [string, string][] = [
    ['Revenue', formatMoney(Number(s.revenue))],
    ['Active quotes', String(s.activeQuotes)],
    ['Completed orders', String(s.completedOrders)],
    ['Invoiced', formatMoney(Number(s.invoiced))],
    ['Paid', formatMoney(Number(s.paid))],
    ['Outstanding', formatMoney(Number(s.outstanding))],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-2.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-base font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * spec 02 §2 Business tab: the machine's quotes, invoices and sales orders (5 of each, newest first), pickers to link
 * more, unlinking what was linked by hand (a document requested for the machine is its history), and the revenue
 * summary of spec 02 §9, exact to the cent.
 */
export function BusinessTab({ equipmentId, readOnly = false }: { equipmentId: string; readOnly?: boolean }) {
  const business = useEquipmentBusiness(equipmentId);
  const unlink = useUnlinkDocument(equipmentId);
  const can = usePermissions();
  const [picking, setPicking] = useState<LinkDocType | null>(null);
  const mayLink = can('equipment.linkDocuments') && !readOnly;
  if (business.isPending) return <SkeletonRows rows={6} label="Loading business" />;
  if (business.isError)
    return <ErrorState message={errorMessage(business.error, 'Failed to load business data')} onRetry={() => void business.refetch()} />;
  const b = business.data;
  return (
    <div className="grid gap-4">
      <Summary s={b.summary} />
      {sections.map(({ docType, key, title, action }) => {
        const list = b[key];
        return (
          <section key={docType} aria-labelledby={`business-${docType}`} className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`business-${docType}`} className="flex items-center gap-2 text-sm font-semibold">
                {title}
                <Badge variant="secondary">{list.total}</Badge>
              </h3>
              {mayLink && picking !== docType ? (
                <Button size="sm" variant="outline" onClick={() => setPicking(docType)}>
                  <Link2 aria-hidden="true" />
                  {action}
                </Button>
              ) : null}
            </div>
            {picking === docType ? <LinkPicker equipmentId={equipmentId} docType={docType} onDone={() => setPicking(null)} /> : null}
            {list.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No {title.toLowerCase()} on this machine yet.</p>
            ) : (
              <ul>
                {list.items.map((doc) => (
                  <Row key={doc.id} doc={doc} canUnlink={mayLink} onUnlink={() => unlink.mutate({ docType, refId: doc.id })} />
                ))}
              </ul>
            )}
            {list.total > list.items.length ? (
              <p className="text-xs text-muted-foreground">
                Showing the newest {list.items.length} of {list.total}.
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
