import { Plus } from 'lucide-react';
import type { Part } from '@gears/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useParts } from '../api/parts-api.ts';
import { StockBadge } from './stock-badge.tsx';

type PartsTableProps = {
  search: string;
  lowStock: boolean;
  includeArchived: boolean;
  onOpen: (part: Part) => void;
  /** Absent for a role that may not add parts (ADR 0008). */
  onAdd: (() => void) | null;
  onClear: () => void;
};

export function PartsTable({ search, lowStock, includeArchived, onOpen, onAdd, onClear }: PartsTableProps) {
  const parts = useParts(search, lowStock, includeArchived);
  if (parts.isPending) return <SkeletonRows rows={6} label="Loading parts" />;
  if (parts.isError) return <ErrorState message={errorMessage(parts.error, 'Failed to load parts')} onRetry={() => void parts.refetch()} />;
  const { items, total } = parts.data;
  if (items.length === 0) {
    if (search || lowStock) {
      return (
        <EmptyState
          title={lowStock && !search ? 'No parts are low on stock' : 'No parts match'}
          action={
            <Button variant="outline" onClick={onClear}>
              Show all parts
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        title="No parts in your inventory yet"
        description="Add the parts you keep on the shelf; stock changes are recorded in a ledger."
        action={
          onAdd ? (
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add Part
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className={`grid gap-2 transition-opacity ${parts.isPlaceholderData ? 'opacity-60' : ''}`}>
      <Table aria-label="Parts">
        <TableHeader>
          <TableRow>
            <TableHead>Part</TableHead>
            <TableHead className="text-right">In stock</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Reorder at</TableHead>
            <TableHead className="hidden md:table-cell">Location</TableHead>
            <TableHead className="hidden text-right md:table-cell">Unit cost</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((part) => (
            <TableRow
              key={part.id}
              className={part.archivedAt ? 'cursor-pointer text-muted-foreground' : 'cursor-pointer'}
              onClick={() => onOpen(part)}
            >
              <TableCell className="max-w-0 w-full">
                <button
                  type="button"
                  className="grid min-h-11 w-full text-left md:min-h-0"
                  onClick={(e) => (e.stopPropagation(), onOpen(part))}
                >
                  <span className="truncate font-medium">{part.partName}</span>
                  <span className="truncate font-mono text-xs text-muted-foreground">{part.partNumber}</span>
                </button>
              </TableCell>
              <TableCell className="text-right">
                <span className="grid justify-items-end gap-0.5">
                  <span className="font-semibold tabular-nums">{part.unitsInStock}</span>
                  {part.archivedAt ? <Badge variant="secondary">Archived</Badge> : <StockBadge part={part} />}
                </span>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{part.minStock}</TableCell>
              <TableCell className="hidden md:table-cell">{part.location ?? '—'}</TableCell>
              <TableCell className="hidden text-right tabular-nums md:table-cell">
                {part.unitCost === null ? '—' : formatMoney(part.unitCost)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > items.length ? (
        <p className="text-center text-xs text-muted-foreground">
          Showing {items.length} of {total.toLocaleString()} parts. Search to narrow.
        </p>
      ) : null}
    </div>
  );
}
