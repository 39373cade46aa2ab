import type { Part } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';

/** Stock against the reorder point: colour and words (colour is never the only signal). */
export function StockBadge({ part }: { part: Pick<Part, 'stockState' | 'unitsInStock' | 'minStock'> }) {
  if (part.stockState === 'out') return <Badge variant="destructive">Out of stock</Badge>;
  if (part.stockState === 'low') return <Badge variant="warning">Low stock</Badge>;
  return <Badge variant="success">In stock</Badge>;
}
