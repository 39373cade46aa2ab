import { FileCheck2 } from 'lucide-react';
import type { ImportMapping, ImportResult } from '@gears/domain';
import { equipmentTypes } from '@gears/domain/equipment/fields.rules';
import { importEncodings } from '@gears/domain/equipment/import.schema';
import { importTargetLabel, importTargets, type ImportTarget } from '@gears/domain/equipment/import-mapping.rules';
import { equipmentStatusLabels, equipmentStatuses } from '@gears/domain/equipment/status.rules';
import { countOf } from '@gears/domain/platform/words.rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

/** The mapping step's choices, held by the dialog and sent with each dry run and the import. */
export type MappingChoice = Required<Pick<ImportMapping, 'columns' | 'statuses' | 'types'>> &
  Pick<ImportMapping, 'dateOrder' | 'encoding' | 'sheet' | 'key' | 'existing' | 'jobSites'>;

/** The first dry run's suggestions as a starting choice: every column, every listed value, skip existing rows by asset tag or serial. */
export function choiceFrom(result: ImportResult): MappingChoice {
  return {
    columns: Object.fromEntries(result.mapping.map((m) => [m.header, m.target as ImportTarget])),
    statuses: Object.fromEntries(result.statuses.map((s) => [s.value, s.suggested as (typeof equipmentStatuses)[number]])),
    types: Object.fromEntries(result.categories.map((c) => [c.value, c.suggested as (typeof equipmentTypes)[number]])),
    dateOrder: result.dateOrder === 'dmy' ? 'dmy' : result.dateOrder === 'mdy' ? 'mdy' : undefined,
    encoding:
      result.encoding && (importEncodings as readonly string[]).includes(result.encoding)
        ? (result.encoding as MappingChoice['encoding'])
        : undefined,
    sheet: result.sheet ?? undefined,
    // The peer's asset tag identifies every row (Snipe-IT requires it); serial numbers are often blank.
    key: result.mapping.some((m) => m.target === 'assetTag')
      ? 'assetTag'
      : result.mapping.some((m) => m.target === 'serial')
        ? 'serial'
        : undefined,
    existing: 'skip',
    jobSites: true,
  };
}

const typeLabel = (type: string) => type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

type Props = { result: ImportResult; fileName: string; choice: MappingChoice; onChange: (next: MappingChoice) => void };

/** Issue 19 items 2, 3, 6: every column with a sample and its target, the values to map, the file's reading and re-import. */
export function ImportMappingStep({ result, fileName, choice, onChange }: Props) {
  const set = (patch: Partial<MappingChoice>) => onChange({ ...choice, ...patch });
  const customTargets = result.mapping.map((m) => m.target).filter((t) => t.startsWith('custom:'));
  const targetOptions = [...importTargets, ...new Set(customTargets)] as ImportTarget[];
  return (
    <div className="grid gap-4">
      {result.formatLabel ? (
        <Alert className="flex items-center gap-2" data-testid="import-format">
          <FileCheck2 className="size-4 shrink-0 text-success" aria-hidden="true" />
          {result.formatLabel} detected{result.rememberedMapping ? ' — your last mapping for this kind of file is applied' : ''}.
        </Alert>
      ) : result.rememberedMapping ? (
        <Alert>Your last mapping for a file with these columns is applied.</Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {result.fileType === 'csv' ? (
          <label className="grid gap-1 text-sm">
            Encoding
            <NativeSelect
              value={choice.encoding ?? 'utf-8'}
              onChange={(e) => set({ encoding: e.target.value as MappingChoice['encoding'] })}
            >
              {importEncodings.map((enc) => (
                <option key={enc} value={enc}>
                  {enc.toUpperCase()}
                  {enc === result.encoding ? ' (detected)' : ''}
                </option>
              ))}
            </NativeSelect>
          </label>
        ) : (
          <label className="grid gap-1 text-sm">
            Sheet
            <NativeSelect value={choice.sheet ?? ''} onChange={(e) => set({ sheet: e.target.value })}>
              {result.sheets.map((sheet) => (
                <option key={sheet}>{sheet}</option>
              ))}
            </NativeSelect>
          </label>
        )}
        {result.dateOrder !== 'none' ? (
          <label className="grid gap-1 text-sm">
            Dates like 03/04/2022 are
            <NativeSelect
              value={choice.dateOrder ?? ''}
              required
              aria-invalid={!choice.dateOrder}
              onChange={(e) => set({ dateOrder: (e.target.value || undefined) as MappingChoice['dateOrder'] })}
            >
              {result.dateOrder === 'ambiguous' ? <option value="">Choose: the file does not say</option> : null}
              <option value="mdy">Month/Day/Year{result.dateOrder === 'mdy' ? ' (from the file)' : ''}</option>
              <option value="dmy">Day/Month/Year{result.dateOrder === 'dmy' ? ' (from the file)' : ''}</option>
            </NativeSelect>
          </label>
        ) : null}
        <label className="grid gap-1 text-sm">
          Machines already in the register
          <NativeSelect
            value={choice.existing && choice.key ? `${choice.existing}:${choice.key}` : ''}
            onChange={(e) => {
              const [existing, key] = e.target.value.split(':') as [MappingChoice['existing'], MappingChoice['key']];
              set(e.target.value ? { existing, key } : { existing: undefined, key: undefined });
            }}
          >
            <option value="">Report them as duplicates</option>
            <option value="skip:serial">Skip (same serial number)</option>
            <option value="update:serial">Update (same serial number)</option>
            <option value="skip:assetTag">Skip (same asset tag / barcode)</option>
            <option value="update:assetTag">Update (same asset tag / barcode)</option>
          </NativeSelect>
        </label>
      </div>

      <div className="grid gap-1">
        <h3 className="text-sm font-medium">
          Columns of {fileName} ({result.mapping.length})
        </h3>
        <div className="max-h-72 overflow-y-auto rounded-md border">
          <Table aria-label="Column mapping">
            <TableHeader>
              <TableRow>
                <TableHead>Column</TableHead>
                <TableHead className="hidden sm:table-cell">Sample</TableHead>
                <TableHead>Goes to</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.mapping.map((m, i) => (
                <TableRow key={`${m.header}-${i}`}>
                  <TableCell className="max-w-36 font-medium break-words">
                    {m.header || <span className="text-muted-foreground">(no header)</span>}
                    <span className="block truncate text-xs font-normal text-muted-foreground sm:hidden">{m.sample}</span>
                  </TableCell>
                  <TableCell className="hidden max-w-48 truncate text-muted-foreground sm:table-cell">{m.sample}</TableCell>
                  <TableCell className="min-w-40">
                    <NativeSelect
                      aria-label={`${m.header || `Column ${i + 1}`} goes to`}
                      value={choice.columns[m.header] ?? m.target}
                      onChange={(e) => set({ columns: { ...choice.columns, [m.header]: e.target.value as ImportTarget } })}
                    >
                      {targetOptions.map((t) => (
                        <option key={t} value={t}>
                          {importTargetLabel(t)}
                        </option>
                      ))}
                    </NativeSelect>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </div>

      {result.jobSites > 0 && Object.values(choice.columns).includes('location') ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={choice.jobSites !== false}
            onChange={(e) => set({ jobSites: e.target.checked })}
          />
          <span>
            Place new machines at the job site their Location names ({countOf(result.jobSites, 'row')} match one of your sites); other
            locations are kept as text.
          </span>
        </label>
      ) : null}
      {result.statuses.length ? (
        <ValueTable
          title="Status values"
          values={result.statuses}
          options={equipmentStatuses.map((s) => [s, equipmentStatusLabels[s]] as const)}
          chosen={choice.statuses}
          onChange={(value, to) => set({ statuses: { ...choice.statuses, [value]: to as MappingChoice['statuses'][string] } })}
        />
      ) : null}
      {result.categories.length ? (
        <ValueTable
          title="Categories → equipment type (Other keeps the category as a tag)"
          values={result.categories}
          options={equipmentTypes.map((t) => [t, typeLabel(t)] as const)}
          chosen={choice.types}
          onChange={(value, to) => set({ types: { ...choice.types, [value]: to as MappingChoice['types'][string] } })}
        />
      ) : null}
      {result.notices.length ? (
        <ul className="grid gap-1 text-xs text-muted-foreground" aria-label="Notices">
          {result.notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ValueTable(props: {
  title: string;
  values: ImportResult['statuses'];
  options: readonly (readonly [string, string])[];
  chosen: Record<string, string>;
  onChange: (value: string, to: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium">{props.title}</h3>
      <div className="max-h-56 overflow-y-auto rounded-md border">
        <Table aria-label={props.title}>
          <TableBody>
            {props.values.map((v) => (
              <TableRow key={v.value}>
                <TableCell className="font-medium break-words">
                  {v.value} <span className="text-xs font-normal text-muted-foreground">× {v.count}</span>
                </TableCell>
                <TableCell className="min-w-40">
                  <NativeSelect
                    aria-label={`${v.value} becomes`}
                    value={props.chosen[v.value] ?? v.suggested}
                    onChange={(e) => props.onChange(v.value, e.target.value)}
                  >
                    {props.options.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
