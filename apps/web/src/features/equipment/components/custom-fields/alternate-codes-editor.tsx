import { useState } from 'react';
import { Barcode, Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import { errorAria, FieldError } from '../../../../components/ui/form-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAddAlternateCode, useAlternateCodes, useRemoveAlternateCode } from '../../api/custom-values-api.ts';

/**
 * The inputs' lengths are alternateCodeLimits' (100 and 60); the server checks them. Importing the rules here would
 * split them into a chunk shared with the scanner, which the first screens' preload list then names (bundle budget).
 *
 * Alternate codes (issue 19 item 5): the asset tags, barcodes and QR ids a machine already carries from another system.
 * Scanning one (scanner, photo, /equipment/{code}) opens this machine; our own QR code stays on the QR Code tab.
 */
export function AlternateCodesEditor({ equipmentId, mayEdit }: { equipmentId: string; mayEdit: boolean }) {
  const codes = useAlternateCodes(equipmentId);
  const add = useAddAlternateCode(equipmentId);
  const remove = useRemoveAlternateCode(equipmentId);
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setProblem('Enter the code printed on the label');
    setProblem(null);
    try {
      await add.mutateAsync({ code, label: label.trim() || null });
      setCode('');
      setLabel('');
      toast.success('Code added', { description: 'Scanning it now opens this machine.' });
    } catch (error) {
      setProblem(errorMessage(error, 'The code could not be added.'));
    }
  }

  return (
    <section aria-labelledby="alternate-codes-heading" className="grid grid-cols-1 gap-2">
      <h3 id="alternate-codes-heading" className="flex items-center gap-1.5 text-sm font-semibold">
        <Barcode className="size-4 text-muted-foreground" aria-hidden="true" />
        Alternate codes
      </h3>
      <p className="text-xs text-muted-foreground">
        Labels already on the machine (an old asset tag, barcode or QR code). Scanning one finds it.
      </p>
      {codes.isPending ? (
        <SkeletonRows rows={1} label="Loading codes" />
      ) : codes.isError ? (
        <ErrorState message={errorMessage(codes.error, 'Failed to load codes')} onRetry={() => void codes.refetch()} />
      ) : codes.data.codes.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label="Alternate codes">
          {codes.data.codes.map((c) => (
            <li
              key={c.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-2.5 text-xs"
            >
              <span className="min-w-0 truncate font-mono">{c.code}</span>
              {c.label ? <span className="min-w-0 truncate text-muted-foreground">· {c.label}</span> : null}
              {mayEdit ? (
                <button
                  type="button"
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Remove code ${c.code}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(c.id, {
                      onError: (error) => toast.error('Remove failed', { description: errorMessage(error, 'Please try again.') }),
                    })
                  }
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayEdit ? (
        <form className="grid gap-1" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
            <label htmlFor="alternate-code" className="sr-only">
              Code
            </label>
            <Input
              id="alternate-code"
              value={code}
              maxLength={100}
              placeholder="Code on the label, e.g. ASSET-00042"
              onChange={(event) => setCode(event.target.value)}
              {...errorAria('alternate-code', problem)}
            />
            <label htmlFor="alternate-code-label" className="sr-only">
              What it is (optional)
            </label>
            <Input
              id="alternate-code-label"
              value={label}
              maxLength={60}
              placeholder="What it is (optional)"
              onChange={(event) => setLabel(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={add.isPending}>
              <Plus aria-hidden="true" />
              Add code
            </Button>
          </div>
          <FieldError id="alternate-code" error={problem} />
        </form>
      ) : null}
    </section>
  );
}
