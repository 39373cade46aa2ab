import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ImportResult } from '@gears/domain';
import { csvHeaders } from '@gears/domain/equipment/csv.rules';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { importCsv, type ImportOptions } from '../api/bulk-api.ts';
import { equipmentKeys } from '../api/equipment-api.ts';
import { CompanySelect } from './company-select.tsx';
import { ImportComplete, ImportPreview } from './import-steps.tsx';

type Step = 'upload' | 'preview' | 'importing' | 'complete';

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  needsCompany: boolean;
  /** The upload itself; tests pass a fake. */
  runImport?: (options: ImportOptions) => Promise<ImportResult>;
};

const stepTitles: Record<Step, string> = { upload: 'Upload', preview: 'Preview', importing: 'Importing', complete: 'Complete' };

/** spec 02 §2 Bulk import: upload → preview (a dry run of the whole file) → import with progress → complete. */
export function ImportDialog({ open, onOpenChange, needsCompany, runImport = importCsv }: ImportDialogProps) {
  const [step, setStep] = useState<Step>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [companyId, setCompanyId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  const queryClient = useQueryClient();
  const run = useMutation({ mutationFn: (options: ImportOptions) => runImport(options) });

  function reset() {
    setStep('upload');
    setFile(null);
    setProblem(null);
    setResult(null);
    setProgress(0);
  }

  function check(chosen: File) {
    setProblem(null);
    if (!chosen.name.toLowerCase().endsWith('.csv')) return setProblem(equipmentMessages.csvOnly);
    if (needsCompany && !companyId) return setProblem('Choose the company to import into first.');
    setFile(chosen);
    run.mutate(
      { file: chosen, dryRun: true, companyId: companyId || undefined },
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
    run.mutate(
      // Once the file is sent the server is writing rows: the bar turns indeterminate.
      { file, dryRun: false, companyId: companyId || undefined, onProgress: (f) => setProgress(f >= 1 ? null : f) },
      {
        onSuccess: (done) => {
          setResult(done);
          setStep('complete');
          void queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
          toast.success('Bulk Import Complete', { description: `${done.imported} imported, ${done.failed} failed.` });
        },
        onError: (error) => {
          setStep('preview');
          setProblem(`Import failed. Please try again. ${errorMessage(error, '')}`.trim());
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (onOpenChange(next), next ? undefined : reset())}>
      <DialogContent className="max-w-3xl" onInteractOutside={(event) => step === 'importing' && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Import equipment from CSV</DialogTitle>
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
              <span className="font-medium">{run.isPending ? 'Checking the file…' : 'Choose a CSV file'}</span>
              <span className="text-xs text-muted-foreground">
                Headers are matched case-insensitively (Name or Equipment Name, Make, Serial Number, Operating Hours…). Up to 25 MB.
              </span>
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={run.isPending}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) check(chosen);
              }}
            />
            {run.isPending ? <Progress value={null} label="Checking the file" /> : null}
            <Button
              variant="link"
              className="justify-self-start px-0"
              onClick={() => saveBlob(new Blob([`${csvHeaders.join(',')}\r\n`], { type: 'text/csv' }), 'equipment-import-template.csv')}
            >
              Download a template
            </Button>
          </div>
        ) : null}
        {step === 'preview' && result && file ? <ImportPreview result={result} fileName={file.name} /> : null}
        {step === 'importing' ? (
          <div className="grid gap-2 py-4">
            <p className="text-sm">
              {progress === null ? 'Writing rows…' : `Uploading ${file?.name ?? 'file'}… ${Math.round((progress ?? 0) * 100)}%`}
            </p>
            <Progress value={progress} label="Import progress" />
          </div>
        ) : null}
        {step === 'complete' && result ? <ImportComplete result={result} /> : null}
        {problem ? (
          <Alert variant="destructive" role="alert">
            {problem}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {step === 'preview' ? (
            <>
              <Button variant="outline" onClick={reset}>
                Choose another file
              </Button>
              <Button onClick={commit} disabled={!result || result.imported === 0}>
                Import {result?.imported ?? 0} row{result?.imported === 1 ? '' : 's'}
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
