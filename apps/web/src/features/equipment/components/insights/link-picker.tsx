import { useState } from 'react';
import type { LinkDocType } from '@gears/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useLinkCandidates, useLinkDocuments } from '../../api/business-api.ts';

const nouns = { quote: 'quotes', invoice: 'invoices', order: 'sales orders' } as const;

/** spec 02 §2 Business tab picker: search the company's documents not yet on the machine, tick, Link. */
export function LinkPicker({ equipmentId, docType, onDone }: { equipmentId: string; docType: LinkDocType; onDone: () => void }) {
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 250);
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = useLinkCandidates(equipmentId, docType, search, true);
  const link = useLinkDocuments(equipmentId);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
      <Input
        aria-label={`Search ${nouns[docType]}`}
        placeholder={`Search ${nouns[docType]} by number or title`}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {candidates.isPending ? (
        <SkeletonRows rows={3} label={`Loading ${nouns[docType]}`} />
      ) : candidates.isError ? (
        <ErrorState message={errorMessage(candidates.error, 'Failed to load documents')} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No other {nouns[docType]} of this company{search ? ' match' : ''}.
        </p>
      ) : (
        <ul className="grid max-h-56 min-w-0 gap-1 overflow-x-hidden overflow-y-auto">
          {candidates.data.items.map((d) => (
            <li key={d.id} className="min-w-0">
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-muted">
                <Checkbox checked={chosen.includes(d.id)} onChange={() => toggle(d.id)} />
                <span className="min-w-0 flex-1 truncate text-sm">
                  {d.number ? <span className="font-medium">{d.number} · </span> : null}
                  {d.title}
                </span>
                <span className="text-sm tabular-nums">{d.amount === null ? '' : formatMoney(Number(d.amount))}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button
          size="sm"
          disabled={chosen.length === 0 || link.isPending}
          onClick={() => link.mutate({ docType, ids: chosen }, { onSuccess: onDone })}
        >
          Link {chosen.length > 0 ? chosen.length : ''} {chosen.length === 1 ? nouns[docType].replace(/s$/, '') : nouns[docType]}
        </Button>
      </div>
    </div>
  );
}
