import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3, FileText, Forklift, Wrench, type LucideIcon } from 'lucide-react';
import type { DashboardSummary } from '@gears/domain';
import { Card } from '../../../components/ui/card.tsx';
import { formatWholeDollars } from '../../../lib/format.ts';
import { statCardClass as cardClass, statGridClass } from './figures-skeleton.tsx';
import type { ModuleIds } from './quick-actions.tsx';
import { TrendLine } from './trend-line.tsx';

type StatCard = { id: string; title: string; icon: LucideIcon; to: string | null; value: string; detail: string; trend: ReactNode };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** spec 01 §2: four stat cards linking to fleet-management, maintenance, quotes-orders and analytics. */
export function statCardsOf(s: DashboardSummary, modules: ModuleIds): StatCard[] {
  const { fleet, maintenance, quotes, analytics } = s.cards;
  const d = s.periodDays;
  const before = `vs the ${d} days before`;
  return [
    {
      id: 'fleet',
      title: 'Fleet',
      icon: Forklift,
      to: '/dashboard/fleet-management',
      value: fleet.machines.toLocaleString('en-US'),
      detail: `${plural(fleet.machines, 'machine')}, ${fleet.inMaintenance.toLocaleString('en-US')} in maintenance`,
      trend: <TrendLine trend={fleet.trend} comparison={`vs ${d} days ago`} />,
    },
    {
      id: 'maintenance',
      title: 'Maintenance',
      icon: Wrench,
      to: '/dashboard/maintenance',
      value: maintenance.openTasks.toLocaleString('en-US'),
      detail: `${plural(maintenance.openTasks, 'open task')}, ${maintenance.overdueTasks.toLocaleString('en-US')} overdue`,
      trend: (
        <TrendLine
          trend={maintenance.trend}
          lead={`${maintenance.completedInPeriod.toLocaleString('en-US')} completed in ${d} days`}
          comparison={before}
        />
      ),
    },
    {
      id: 'quotes',
      title: 'Quotes',
      icon: FileText,
      to: '/dashboard/quotes-orders',
      value: quotes.openQuotes.toLocaleString('en-US'),
      detail: `${plural(quotes.openQuotes, 'open quote')} worth ${formatWholeDollars(quotes.openValueCents / 100)}`,
      trend: (
        <TrendLine
          trend={quotes.trend}
          lead={`${quotes.requestedInPeriod.toLocaleString('en-US')} requested in ${d} days`}
          comparison={before}
        />
      ),
    },
    {
      id: 'analytics',
      title: 'Paid',
      icon: BarChart3,
      to: modules.has('analytics') ? '/dashboard/analytics' : null,
      value: formatWholeDollars(analytics.paidInPeriodCents / 100),
      detail: `${plural(analytics.paidInvoicesInPeriod, 'invoice')} paid in the last ${d} days`,
      trend: <TrendLine trend={analytics.trend} comparison={before} />,
    },
  ];
}

function CardBody({ card }: { card: StatCard }) {
  return (
    <>
      <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <card.icon className="size-4" aria-hidden="true" />
        {card.title}
      </p>
      <p className="text-2xl font-semibold tabular-nums">{card.value}</p>
      <p className="text-xs text-muted-foreground">{card.detail}</p>
      {card.trend}
    </>
  );
}

export function StatCards({ summary, modules }: { summary: DashboardSummary; modules: ModuleIds }) {
  return (
    <section aria-label="Key figures" className={statGridClass}>
      {statCardsOf(summary, modules).map((card) =>
        card.to ? (
          <Link key={card.id} to={card.to} className="group rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
            <Card className={`${cardClass} transition-colors group-hover:bg-muted/50`}>
              <CardBody card={card} />
            </Card>
          </Link>
        ) : (
          <Card key={card.id} className={cardClass}>
            <CardBody card={card} />
          </Card>
        ),
      )}
    </section>
  );
}
