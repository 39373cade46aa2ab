import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { NoteAnalysisInput, NoteAnalysisResult, NotePriority } from '@gears/domain';
import { analysisCategories, type AnalysisCategory } from '@gears/domain/notes/analysis.rules';
import { notePriorities, noteTextLimits } from '@gears/domain/notes/note.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';

export type ReviewedNote = { content: string; analysis: NoteAnalysisInput };

type Props = {
  result: NoteAnalysisResult | null;
  onOpenChange: (open: boolean) => void;
  onAccept: (note: ReviewedNote) => void;
  isSaving: boolean;
  error?: string | null;
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * spec 02 §2 AI Enhanced Note review dialog: the analysis is shown for review and every field may be edited before the
 * note is saved; nothing is stored until Accept. The confidence and where the answer came from are stated plainly.
 */
export function AnalysisReviewDialog({ result, onOpenChange, onAccept, isSaving, error }: Props) {
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<AnalysisCategory>('general');
  const [priority, setPriority] = useState<NotePriority>('Medium');
  const [tags, setTags] = useState('');
  const [followUps, setFollowUps] = useState('');

  useEffect(() => {
    if (!result) return;
    setContent(result.enhancedContent);
    setCategory(result.category);
    setPriority(result.priority);
    setTags(result.tags.join(', '));
    setFollowUps(result.followUpActions.join('\n'));
  }, [result]);

  const tagList = [
    ...new Set(
      tags
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const problem = !content.trim()
    ? 'Content required'
    : tagList.length > noteTextLimits.tags
      ? `At most ${noteTextLimits.tags} tags`
      : content.length > noteTextLimits.content
        ? `At most ${noteTextLimits.content} characters`
        : null;

  const accept = () => {
    if (!result || problem) return;
    onAccept({
      content: content.trim(),
      analysis: {
        category,
        priority,
        tags: tagList,
        followUpActions: lines(followUps).slice(0, noteTextLimits.followUps),
        extractedText: result.extractedText,
        confidence: result.confidence,
        source: result.source,
      },
    });
  };

  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles className="size-4" aria-hidden /> AI Enhanced Note
          </DialogTitle>
          <DialogDescription>Review the analysis, change anything that is wrong, then save the note.</DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-3">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="info">Confidence {Math.round(result.confidence * 100)}%</Badge>
              <span className="text-muted-foreground">
                {result.source === 'model' ? `Analysed by ${result.model}` : 'Analysed on this server (text recognition and rules)'}
              </span>
            </p>
            {result.modelError ? (
              <p role="status" className="text-xs text-muted-foreground">
                The AI model could not be used ({result.modelError}); this is the local analysis.
              </p>
            ) : null}
            <FormField id="review-extracted" label={`Text found in the ${result.from}`}>
              <Textarea id="review-extracted" readOnly rows={3} value={result.extractedText || 'No text was found.'} />
            </FormField>
            <FormField id="review-content" label="Note" error={problem === 'Content required' ? problem : null}>
              <Textarea id="review-content" rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
            </FormField>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="review-category" label="Category">
                <NativeSelect id="review-category" value={category} onChange={(e) => setCategory(e.target.value as AnalysisCategory)}>
                  {analysisCategories.map((c) => (
                    <option key={c} value={c}>
                      {capitalise(c)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id="review-priority" label="Priority">
                <NativeSelect id="review-priority" value={priority} onChange={(e) => setPriority(e.target.value as NotePriority)}>
                  {notePriorities.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <FormField
              id="review-tags"
              label="Tags"
              hint="Separated by commas, at most 10."
              error={problem?.includes('tags') ? problem : null}
            >
              <Input id="review-tags" value={tags} onChange={(e) => setTags(e.target.value)} />
            </FormField>
            <FormField id="review-followups" label="Follow-up actions" hint="One per line.">
              <Textarea id="review-followups" rows={3} value={followUps} onChange={(e) => setFollowUps(e.target.value)} />
            </FormField>
            {result.suggestions.length > 0 ? (
              <div className="grid gap-1">
                <p className="text-sm font-medium">Suggestions</p>
                <ul className="list-disc pl-5 text-sm text-muted-foreground">
                  {result.suggestions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSaving}>
                Back
              </Button>
              <Button onClick={accept} disabled={isSaving || problem !== null}>
                {isSaving ? 'Saving…' : 'Accept and save note'}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
