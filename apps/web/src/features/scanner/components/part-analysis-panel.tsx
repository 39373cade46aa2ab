import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CalendarPlus, FilePlus2, ImagePlus, RotateCcw, Sparkles } from 'lucide-react';
import type { NoteAnalysisResult } from '@gears/domain';
import { noteMessages as m } from '@gears/domain/notes/messages';
import { analysisRequestPrefill } from '@gears/domain/notes/analysis-request.rules';
import { noteImageLimits } from '@gears/domain/notes/note.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { scheduleMaintenanceWithUrl } from '../../../lib/maintenance-links.ts';
import { analyseImages, checkAnalysisImages, fileSizeMb } from '../../../lib/note-analysis.ts';
import { useCan } from '../../../lib/permissions.ts';
import { requestQuoteWithUrl } from '../../../lib/quote-links.ts';

/**
 * spec 02 §2 scanner upload tab "AI Part Analysis": up to 5 images of 10 MB, Start AI Analysis, Reset, and the result
 * with Schedule Maintenance and Request Quote, which open the task or quote form filled in from the result (a technician
 * may not request quotes, so the button is not offered). The analysis is the notes' (POST /api/notes/analyze: local OCR and rules,
 * a vision model when configured), never simulated (DESIGN §6).
 */
export function PartAnalysisPanel() {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<NoteAnalysisResult | null>(null);
  const navigate = useNavigate();
  const mayRequestQuote = useCan('quotes.request');

  // spec 02 §8 Scanner: no result → 'No AI analysis data available'; a form that cannot be opened says which.
  const openForm = (form: 'task' | 'quote') => {
    if (!result) return void toast.error(m.scannerNoAnalysis);
    try {
      const { title, description, priority } = analysisRequestPrefill(result);
      void navigate(
        form === 'task'
          ? scheduleMaintenanceWithUrl({ title, description, priority })
          : requestQuoteWithUrl({ title, description, urgency: priority }),
      );
    } catch {
      toast.error(form === 'task' ? m.scannerTaskFormFailed : m.scannerQuoteFormFailed);
    }
  };

  const pick = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const next = [...files, ...Array.from(list)];
    const wrong =
      next.length > noteImageLimits.maxImages ? m.tooManyImages(noteImageLimits.maxImages) : checkAnalysisImages(Array.from(list));
    if (wrong) return setProblem(wrong);
    setProblem(null);
    setFiles(next);
    toast.success(m.imagesAdded, { description: `${list.length} file(s) uploaded successfully` });
  };

  const start = async () => {
    if (files.length === 0) return setProblem(m.scannerNoImages);
    setBusy(true);
    setProblem(null);
    try {
      setResult(await analyseImages(files));
      toast.success(m.scannerAnalysisDone);
    } catch (err) {
      toast.error(m.scannerAnalysisFailed, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setFiles([]);
    setResult(null);
    setProblem(null);
  };

  return (
    <div className="grid gap-3">
      <label
        htmlFor="part-analysis-images"
        className="flex min-h-11 min-w-0 cursor-pointer flex-wrap items-center justify-center gap-2 rounded-md border border-dashed px-3 py-3 text-center text-sm hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
      >
        <ImagePlus className="size-4" aria-hidden />
        Choose up to {noteImageLimits.maxImages} images ({noteImageLimits.maxBytes / 1024 / 1024} MB each)
        <input
          id="part-analysis-images"
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {files.length > 0 ? (
        <ul className="grid gap-1" aria-label="Images to analyse">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex justify-between gap-2 rounded-md border px-2 py-1 text-sm">
              <span className="truncate">{f.name}</span>
              <span className="text-xs text-muted-foreground">{fileSizeMb(f.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button onClick={() => void start()} disabled={busy}>
          <Sparkles aria-hidden /> {busy ? 'Analysing…' : 'Start AI Analysis'}
        </Button>
        <Button variant="outline" onClick={reset} disabled={busy}>
          <RotateCcw aria-hidden /> Reset
        </Button>
      </div>
      {result ? (
        <section aria-label="Analysis results" className="grid gap-2 rounded-lg border p-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium capitalize">{result.category}</span>
            <Badge variant={result.priority === 'High' ? 'destructive' : result.priority === 'Low' ? 'secondary' : 'warning'}>
              {result.priority}
            </Badge>
            <Badge variant="info">Confidence {Math.round(result.confidence * 100)}%</Badge>
            <span className="text-xs text-muted-foreground">
              {result.source === 'model' ? `by ${result.model}` : 'text recognition and rules on this server'}
            </span>
          </p>
          {result.images.map((img) => (
            <div key={img.fileName} className="grid gap-0.5 text-sm">
              <p className="font-medium">{img.fileName}</p>
              <p className="whitespace-pre-line text-muted-foreground">{img.extractedText || 'No text was found in this image.'}</p>
            </div>
          ))}
          {result.tags.length > 0 ? (
            <p className="flex flex-wrap gap-1">
              {result.tags.map((t) => (
                <Badge key={t} variant="secondary">
                  {t}
                </Badge>
              ))}
            </p>
          ) : null}
          {[...result.followUpActions, ...result.suggestions].length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {[...result.followUpActions, ...result.suggestions].map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : null}
          <div className={mayRequestQuote ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
            <Button variant="outline" onClick={() => openForm('task')}>
              <CalendarPlus aria-hidden /> Schedule Maintenance
            </Button>
            {mayRequestQuote ? (
              <Button variant="outline" onClick={() => openForm('quote')}>
                <FilePlus2 aria-hidden /> Request Quote
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
