import { X } from 'lucide-react';
import type { DocumentPeriod, DocumentSort, DocumentType } from '@gears/domain';
import { documentPeriodLabels, documentPeriods, documentSortLabels, documentSorts } from '@gears/domain/ledger/documents.rules';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';

export type DocumentFilterDraft = { text: string; period: DocumentPeriod; sort: DocumentSort };

type DocumentFilterBarProps = {
  type: DocumentType;
  value: DocumentFilterDraft;
  onChange: (next: DocumentFilterDraft) => void;
  onClear: () => void;
};

/** spec 03 §9: search (customer, reference/subject, number), the seven date filters and the six sorts. */
export function DocumentFilterBar({ type, value, onChange, onClear }: DocumentFilterBarProps) {
  const id = `documents-${type}`;
  const isDirty = value.text.trim() !== '' || value.period !== 'all_time';
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center" role="search">
      <SearchInput
        aria-label="Search customer, reference or number"
        placeholder="Search customer, reference or number"
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <label htmlFor={`${id}-period`} className="sr-only">
          Date range
        </label>
        <NativeSelect
          id={`${id}-period`}
          className="sm:w-40"
          value={value.period}
          onChange={(event) => onChange({ ...value, period: event.target.value as DocumentPeriod })}
        >
          {documentPeriods.map((period) => (
            <option key={period} value={period}>
              {documentPeriodLabels[period]}
            </option>
          ))}
        </NativeSelect>
        <label htmlFor={`${id}-sort`} className="sr-only">
          Sort by
        </label>
        <NativeSelect
          id={`${id}-sort`}
          className="sm:w-44"
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.target.value as DocumentSort })}
        >
          {documentSorts.map((sort) => (
            <option key={sort} value={sort}>
              {documentSortLabels[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isDirty ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Clear
        </Button>
      ) : null}
    </div>
  );
}
