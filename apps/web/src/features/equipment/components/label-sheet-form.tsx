import { useState } from 'react';
import { FileDown } from 'lucide-react';
import type { LabelLayout } from '@gears/domain';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { labelLayoutOptions, useDownloadLabels } from '../api/qr-api.ts';

type LabelSheetFormProps = { ids: string[]; idPrefix: string; className?: string };

/** Label sheets as a PDF for real label stock: Avery 5160, L7160 or one large label per page. */
export function LabelSheetForm({ ids, idPrefix, className }: LabelSheetFormProps) {
  const [layout, setLayout] = useState<LabelLayout>('avery-5160');
  const download = useDownloadLabels();
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="mb-1 text-sm font-medium">Label sheet (PDF)</legend>
      <div className="grid gap-1.5 sm:grid-cols-3">
        {labelLayoutOptions.map((option) => (
          <label
            key={option.value}
            htmlFor={`${idPrefix}-${option.value}`}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-2 rounded-md border p-2 text-sm',
              layout === option.value && 'border-primary bg-accent/40',
            )}
          >
            <input
              id={`${idPrefix}-${option.value}`}
              type="radio"
              name={`${idPrefix}-layout`}
              value={option.value}
              checked={layout === option.value}
              onChange={() => setLayout(option.value)}
              className="mt-0.5 accent-[var(--primary)]"
            />
            <span className="grid">
              <span className="font-medium">{option.label}</span>
              <span className="text-xs text-muted-foreground">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
      <div>
        <Button variant="outline" onClick={() => download.mutate({ ids, layout })} disabled={download.isPending || ids.length === 0}>
          <FileDown aria-hidden="true" />
          {download.isPending ? 'Preparing PDF…' : `Download label PDF${ids.length > 1 ? ` (${ids.length})` : ''}`}
        </Button>
      </div>
    </fieldset>
  );
}
