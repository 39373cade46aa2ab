import { Activity, CheckCircle2, ClipboardList, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { QuoteFunnel } from '@gears/domain';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

type Tile = { label: string; value: number; hint: string; icon: LucideIcon; tone: string };

function tilesOf(funnel: QuoteFunnel): Tile[] {
  return [
    {
      label: 'Total Requests',
      value: funnel.total,
      hint: `${funnel.conversionRate}% conversion · ${funnel.converted} accepted`,
      icon: ClipboardList,
      tone: 'text-foreground',
    },
    { label: 'Active', value: funnel.active, hint: 'With GEARS, before the quote is sent', icon: Activity, tone: 'text-info' },
    { label: 'Processed', value: funnel.processed, hint: 'Quote sent to the client or beyond', icon: CheckCircle2, tone: 'text-success' },
    {
      label: 'Failed',
      value: funnel.failed,
      hint: funnel.failed > 0 ? 'Need attention' : 'Nothing needs attention',
      icon: TriangleAlert,
      tone: funnel.failed > 0 ? 'text-destructive' : 'text-muted-foreground',
    },
  ];
}

/** spec 03 §2 funnel tiles, computed by the server from the requests in view (funnel.rules.ts). */
export function FunnelTiles({ funnel, isPending }: { funnel: QuoteFunnel | undefined; isPending: boolean }) {
  if (isPending || !funnel) {
    return (
      <div role="status" aria-label="Loading the funnel" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Quote request funnel" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tilesOf(funnel).map((tile) => (
        <li key={tile.label}>
          <Card className="grid h-full content-start gap-1 p-4">
            <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              {tile.label}
              <tile.icon className={`size-4 ${tile.tone}`} aria-hidden="true" />
            </span>
            <span className="text-2xl font-semibold tabular-nums">{tile.value.toLocaleString()}</span>
            <span className="text-xs text-muted-foreground">{tile.hint}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
