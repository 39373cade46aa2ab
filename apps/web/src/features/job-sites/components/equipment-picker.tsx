import { useMemo, useState } from 'react';
import { jobSiteMessages as m } from '@gears/domain/job-sites/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useEquipmentPlacements, usePickerEquipment } from '../api/job-sites-api.ts';

type Props = { siteId: string | null; selected: string[]; onChange: (ids: string[]) => void };

/**
 * Machines for the site. One actively at another site shows 'Assigned to: {site}' and cannot be ticked unless it is
 * already ticked for this site, with the spec's note (spec 02 §5).
 */
export function EquipmentPicker({ siteId, selected, onChange }: Props) {
  const machines = usePickerEquipment(true);
  const placements = useEquipmentPlacements(true);
  const [filter, setFilter] = useState('');
  const elsewhere = useMemo(
    () => new Map((placements.data?.items ?? []).filter((p) => p.jobSiteId !== siteId).map((p) => [p.equipmentId, p.siteName])),
    [placements.data, siteId],
  );
  const term = filter.trim().toLowerCase();
  const shown = (machines.data ?? []).filter((e) => !term || `${e.name} ${e.model ?? ''} ${e.serial ?? ''}`.toLowerCase().includes(term));
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  const anyElsewhere = shown.some((e) => elsewhere.has(e.id));

  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Equipment ({selected.length} selected)</legend>
      <Input
        aria-label="Filter equipment"
        placeholder="Filter by name, model or serial"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {machines.isLoading ? <p className="text-sm text-muted-foreground">Loading equipment…</p> : null}
      {machines.isError ? <p className="text-sm text-destructive">Could not load the equipment list.</p> : null}
      <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label="Equipment">
        {shown.map((e) => {
          const ticked = selected.includes(e.id);
          const at = elsewhere.get(e.id);
          const locked = Boolean(at) && !ticked;
          return (
            <li key={e.id}>
              <label className={`flex min-h-11 items-center gap-3 rounded px-2 py-1 ${locked ? 'opacity-60' : 'hover:bg-muted'}`}>
                <input
                  type="checkbox"
                  className="size-4"
                  checked={ticked}
                  disabled={locked}
                  onChange={(ev) => toggle(e.id, ev.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{e.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{[e.model, e.serial].filter(Boolean).join(' · ')}</span>
                </span>
                {at ? <Badge variant="secondary">{m.assignedTo(at)}</Badge> : null}
              </label>
            </li>
          );
        })}
        {machines.data && shown.length === 0 ? <li className="text-sm text-muted-foreground">No equipment matches.</li> : null}
      </ul>
      {anyElsewhere ? <p className="text-xs text-muted-foreground">{m.equipmentAtAnotherSite}</p> : null}
    </fieldset>
  );
}
