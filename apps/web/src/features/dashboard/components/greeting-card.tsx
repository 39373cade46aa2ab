import type { ReactNode } from 'react';
import { Building2, CalendarDays, Clock } from 'lucide-react';
import type { MeResponse } from '@gears/domain';
import { greetingFor } from '@gears/domain/platform/greeting.rules';
import { roleLabels } from '@gears/domain/platform/role-labels';
import { Card } from '../../../components/ui/card.tsx';
import { firstName, formatLongDate, formatTime } from '../../../lib/format.ts';
import { useNow } from './use-now.ts';

/** spec 01 §2: greeting by time of day, company and role, the clock (every 60 s) and date, then the insight cards. */
export function GreetingCard({ me, children }: { me: MeResponse; children?: ReactNode }) {
  const now = useNow();
  const name = firstName(me.user.name);
  return (
    <Card className="overflow-hidden">
      <div className="grid gap-4 border-l-4 border-primary p-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">
              {greetingFor(now.getHours())}
              {name ? `, ${name}` : ''}
            </h1>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Building2 className="size-4" aria-hidden="true" />
              {me.context.companyName}
              <span aria-hidden="true">·</span>
              {roleLabels[me.user.role]}
            </p>
          </div>
          <div className="grid gap-1 text-sm md:text-right">
            <p className="flex items-center gap-1.5 font-medium md:justify-end">
              <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
              <time dateTime={now.toISOString()}>{formatTime(now)}</time>
            </p>
            <p className="flex items-center gap-1.5 text-muted-foreground md:justify-end">
              <CalendarDays className="size-4" aria-hidden="true" />
              {formatLongDate(now)}
            </p>
          </div>
        </div>
        {children}
      </div>
    </Card>
  );
}
