import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ImportProgress, ImportResult } from '@gears/domain';
import { csvHeaders } from '@gears/domain/equipment/csv.rules';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { importCsv, type ImportOptions } from '../api/bulk-api.ts';
import { equipmentKeys } from '../api/equipment-api.ts';
import { CompanySelect } from './company-select.tsx';
import { CheckProgress, ImportComplete, ImportPreview, ImportProgressView } from './import-steps.tsx';
import { countOf } from '@gears/domain/platform/words.rules';
import { choiceFrom, ImportMappingStep, type MappingChoice } from './import-mapping-step.tsx';

type Step = 'upload' | 'mapping' | 'preview' | 'importing' | 'complete';

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  needsCompany: boolean;
  /** The upload itself; tests pass a fake. */
  runImport?: (options: ImportOptions) => Promise<ImportResult>;
};

const stepTitles: Record<Step, string> = {
  upload: 'Upload',
  mapping: 'Map columns',
  preview: 'Preview',
  importing: 'Importing',
  complete: 'Complete',
};
const acceptedFile = /\.(csv|tsv|txt|xlsx)$/i;

/**
 * spec 02 §2 Bulk import, with issue 19's mapping step: upload → map columns and values (the server's suggestions,
 * or the company's remembered mapping) → preview (a dry run of the whole file with that mapping: new / updated /
 * unchanged / failed) → import with progress → complete, with the failed rows to download.
 */
export function ImportDialog({ open, onOpenChange, needsCompany, runImport = importCsv }: ImportDialogProps) {
  const [step, setStep] = useState<Step>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [companyId, setCompanyId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(0);
  const [rows, setRows] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [mappingResult, setMappingResult] = useState<ImportResult | null>(null);
  const [choice, setChoice] = useState<MappingChoice | null>(null);
  const queryClient = useQueryClient();
  const run = useMutation({ mutationFn: (options: ImportOptions) => runImport(options) });

  function reset() {
    setStep('upload');
    setFile(null);
    setProblem(null);
    setResult(null);
    setMappingResult(null);
    setChoice(null);
    setProgress(0);
    setRows(null);
  }

  function check(chosen: File) {
    setProblem(null);
    if (!acceptedFile.test(chosen.name)) return setProblem(equipmentMessages.importFileTypes);
    if (needsCompany && !companyId) return setProblem('Choose the company to import into first.');
    setFile(chosen);
    setRows(null);
    run.mutate(
      { file: chosen, dryRun: true, companyId: companyId || undefined, onRows: setRows },
      {
        onSuccess: (suggested) => {
          setMappingResult(suggested);
          setChoice(choiceFrom(suggested));
          setStep('mapping');
        },
        onError: (error) => setProblem(errorMessage(error, equipmentMessages.csvParseError)),
      },
    );
  }

  /** A new encoding or sheet changes the columns themselves: the mapping step is read again from the server. */
  function changeChoice(next: MappingChoice) {
    if (!file || !choice) return;
    if (next.encoding === choice.encoding && next.sheet === choice.sheet) return setChoice(next);
    setProblem(null);
    run.mutate(
      { file, dryRun: true, companyId: companyId || undefined, mapping: { encoding: next.encoding, sheet: next.sheet }, onRows: setRows },
      {
        onSuccess: (suggested) => {
          setMappingResult(suggested);
          setChoice({
            ...choiceFrom(suggested),
            encoding: next.encoding,
            sheet: next.sheet,
            key: next.key,
            existing: next.existing,
            jobSites: next.jobSites,
          });
        },
        onError: (error) => setProblem(errorMessage(error, equipmentMessages.csvParseError)),
      },
    );
  }

  function checkRows() {
    if (!file || !choice) return;
    if (mappingResult?.dateOrder === 'ambiguous' && !choice.dateOrder) return setProblem('Choose how the dates in this file are written.');
    setProblem(null);
    setRows(null);
    run.mutate(
      { file, dryRun: true, companyId: companyId || undefined, mapping: choice, onRows: setRows },
      {
        onSuccess: (preview) => {
          setResult(preview);
          setStep('preview');
        },
        onError: (error) => setProblem(errorMessage(error, equipmentMessages.csvParseError)),
      },
    );
  }

  function commit() {
    if (!file) return;
    setStep('importing');
    setProgress(0);
    setRows(null);
    run.mutate(
      // The bar follows the upload, then the rows the server reports written (issue 19 item 9).
      {
        file,
        dryRun: false,
        companyId: companyId || undefined,
        mapping: choice ?? undefined,
        onProgress: (f) => setProgress(f >= 1 ? null : f),
        onRows: setRows,
      },
      {
        onSuccess: (done) => {
          setResult(done);
          setStep('complete');
          void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
          toast.success('Bulk Import Complete', {
            description: `${done.created} new, ${done.updated} updated, ${done.unchanged} unchanged, ${done.failed} failed.`,
          });
        },
        onError: (error) => {
          setStep(result ? 'preview' : 'mapping');
          setProblem(`Import failed. Please try again. ${errorMessage(error, '')}`.trim());
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (onOpenChange(next), next ? undefined : reset())}>
      <DialogContent
        className="max-h-[92vh] max-w-3xl overflow-y-auto"
        onInteractOutside={(event) => step === 'importing' && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Import equipment from CSV or Excel</DialogTitle>
          <DialogDescription>
            Step: <span data-testid="import-step">{stepTitles[step]}</span>
          </DialogDescription>
        </DialogHeader>
        {step === 'upload' ? (
          <div className="grid gap-3">
            {needsCompany ? <CompanySelect id="import-company" value={companyId} onChange={setCompanyId} /> : null}
            <label
              htmlFor="import-file"
              className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center hover:bg-muted/40"
            >
              <FileSpreadsheet className="size-8 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">{run.isPending ? 'Checking the file…' : 'Choose a CSV or Excel file'}</span>
              <span className="text-xs text-muted-foreground">
                Exports from Snipe-IT, Shelf, Atlas CMMS or any spreadsheet: you check how each column is read next. Up to 25 MB.
              </span>
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,.tsv,.txt,.xlsx,text/csv"
              className="sr-only"
              disabled={run.isPending}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) check(chosen);
              }}
            />
            {run.isPending ? <CheckProgress rows={rows} /> : null}
            <Button
              variant="link"
              className="justify-self-start px-0"
              onClick={() => saveBlob(new Blob([`${csvHeaders.join(',')}\r\n`], { type: 'text/csv' }), 'equipment-import-template.csv')}
            >
              Download a template
            </Button>
          </div>
        ) : null}
        {step === 'mapping' && mappingResult && choice && file ? (
          <ImportMappingStep result={mappingResult} fileName={file.name} choice={choice} onChange={changeChoice} />
        ) : null}
        {step === 'mapping' && run.isPending ? <CheckProgress rows={rows} /> : null}
        {step === 'preview' && result && file ? <ImportPreview result={result} fileName={file.name} /> : null}
        {step === 'importing' ? (
          <ImportProgressView upload={progress} rows={rows} fileName={file?.name ?? 'file'} expected={result?.imported ?? null} />
        ) : null}
        {step === 'complete' && result && file ? <ImportComplete result={result} fileName={file.name} /> : null}
        {problem ? (
          <Alert variant="destructive" role="alert">
            {problem}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {step === 'mapping' ? (
            <>
              <Button variant="outline" onClick={reset}>
                Choose another file
              </Button>
              <Button onClick={checkRows} disabled={run.isPending}>
                {run.isPending ? 'Checking…' : 'Check rows'}
              </Button>
            </>
          ) : step === 'preview' ? (
            <>
              <Button variant="outline" onClick={() => (setStep('mapping'), setProblem(null))}>
                Back to mapping
              </Button>
              <Button onClick={commit} disabled={!result || result.imported === 0}>
                Import {countOf(result?.imported ?? 0, 'row')}
              </Button>
            </>
          ) : step === 'complete' ? (
            <Button onClick={() => (onOpenChange(false), reset())}>Done</Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
