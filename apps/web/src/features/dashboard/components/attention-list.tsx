import { Link } from 'react-router';
import { Bell, ChevronRight, ClipboardCheck, FileText, PackageMinus, Receipt, Undo2, Wrench, type LucideIcon } from 'lucide-react';
import type { DashboardSummary } from '@gears/domain';
import { Card } from '../../../components/ui/card.tsx';

type Item = DashboardSummary['attention'][number];

const icons: Record<Item['kind'], LucideIcon> = {
  overdue_tasks: Wrench,
  repairs_to_approve: ClipboardCheck,
  quotes_to_price: FileText,
  quotes_to_accept: FileText,
  invoices_to_pay: Receipt,
  overdue_returns: Undo2,
  fleet_alerts: Bell,
  low_stock: PackageMinus,
};

/** issue 17: what asks this person to act, by role (the server chooses from the permission table); only non-zero items. */
export function AttentionList({ items }: { items: Item[] }) {
  const open = items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="attention-heading" className="grid content-start gap-3">
      <h2 id="attention-heading" className="text-sm font-semibold text-muted-foreground">
        Needs attention
      </h2>
      <Card className="min-h-32 p-2">
        {open.length === 0 ? (
          <p className="flex min-h-28 items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            Nothing needs your attention right now.
          </p>
        ) : (
          <ul className="grid">
            {open.map((item) => {
              const Icon = icons[item.kind];
              return (
                <li key={item.kind}>
                  <Link
                    to={item.href}
                    className="flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/15 text-accent-text">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="flex-1">{item.label}</span>
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
