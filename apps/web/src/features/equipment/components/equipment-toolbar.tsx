import { Archive } from 'lucide-react';
import type { Availability, EquipmentSort, EquipmentStatus, MovementStatus } from '@gears/domain';
import { movementStatuses } from '@gears/domain/fleet/status.rules';
import { availabilities, equipmentStatuses } from '@gears/domain/equipment/status.rules';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { sortOptions, statusLabel } from './equipment-display.tsx';

type ToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  status: EquipmentStatus | '';
  onStatus: (value: EquipmentStatus | '') => void;
  availability: Availability | '';
  onAvailability: (value: Availability | '') => void;
  /** Offered only with fleet tracking (null hides it). */
  movement: MovementStatus | '' | null;
  onMovement: (value: MovementStatus | '') => void;
  sort: EquipmentSort;
  onSort: (value: EquipmentSort) => void;
  /** "Show archived": the archived equipment instead of the register. */
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
};

/** spec 02 §4 movement status, as the register's filter words it. */
const movementLabels: Record<MovementStatus, string> = { active: 'Moving', idle: 'Idle', signal_lost: 'Signal lost' };

/**
 * Search (name, model, serial; 2 characters or more), status, availability and (with fleet tracking) GPS movement
 * filters, sort and the archived view.
 */
export function EquipmentToolbar(props: ToolbarProps) {
  const { search, onSearch, status, onStatus, availability, onAvailability, movement, onMovement } = props;
  const { sort, onSort, showArchived, onShowArchived } = props;
  const tooShort = search.trim().length === 1;
  return (
    <div
      className={`grid gap-2 ${movement !== null ? 'sm:grid-cols-[minmax(0,1fr)_9rem_9rem_9rem_9rem_auto]' : 'sm:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_auto]'}`}
    >
      <div className="grid gap-1">
        <label htmlFor="equipment-search" className="sr-only">
          Search equipment by name, model or serial
        </label>
        <SearchInput
          id="equipment-search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search name, model or serial"
          aria-describedby={tooShort ? 'equipment-search-hint' : undefined}
        />
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
        <NativeSelect
          aria-label="Availability"
          value={availability}
          onChange={(event) => onAvailability(event.target.value as Availability | '')}
        >
          <option value="">Any availability</option>
          {availabilities.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
        {movement !== null ? (
          <NativeSelect
            aria-label="GPS movement"
            value={movement}
            onChange={(event) => onMovement(event.target.value as MovementStatus | '')}
          >
            <option value="">Any GPS movement</option>
            {movementStatuses.map((value) => (
              <option key={value} value={value}>
                {movementLabels[value]}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        <NativeSelect aria-label="Sort" value={sort} onChange={(event) => onSort(event.target.value as EquipmentSort)}>
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Button variant={showArchived ? 'secondary' : 'outline'} aria-pressed={showArchived} onClick={() => onShowArchived(!showArchived)}>
          <Archive aria-hidden="true" />
          Show archived
        </Button>
      </div>
    </div>
  );
}
