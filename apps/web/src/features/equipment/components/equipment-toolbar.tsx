import { Archive, Search } from 'lucide-react';
import type { EquipmentSort, EquipmentStatus } from '@gears/domain';
import { equipmentStatuses } from '@gears/domain/equipment/status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { sortOptions, statusLabel } from './equipment-display.tsx';

type ToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  status: EquipmentStatus | '';
  onStatus: (value: EquipmentStatus | '') => void;
  sort: EquipmentSort;
  onSort: (value: EquipmentSort) => void;
  /** "Show archived": the archived equipment instead of the register. */
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
};

/** Search (name, model, serial; 2 characters or more), status filter, sort and the archived view. */
export function EquipmentToolbar({ search, onSearch, status, onStatus, sort, onSort, showArchived, onShowArchived }: ToolbarProps) {
  const tooShort = search.trim().length === 1;
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]">
      <div className="grid gap-1">
        <label htmlFor="equipment-search" className="sr-only">
          Search equipment by name, model or serial
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="equipment-search"
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Search name, model or serial"
            className="pl-9"
            aria-describedby={tooShort ? 'equipment-search-hint' : undefined}
          />
        </div>
        {tooShort ? (
          <p id="equipment-search-hint" className="text-xs text-muted-foreground">
            Type at least 2 characters to search.
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <NativeSelect aria-label="Status" value={status} onChange={(event) => onStatus(event.target.value as EquipmentStatus | '')}>
          <option value="">All statuses</option>
          {equipmentStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect aria-label="Sort" value={sort} onChange={(event) => onSort(event.target.value as EquipmentSort)}>
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant={showArchived ? 'secondary' : 'outline'}
          className="col-span-2 sm:col-span-1"
          aria-pressed={showArchived}
          onClick={() => onShowArchived(!showArchived)}
        >
          <Archive aria-hidden="true" />
          Show archived
        </Button>
      </div>
    </div>
  );
}
