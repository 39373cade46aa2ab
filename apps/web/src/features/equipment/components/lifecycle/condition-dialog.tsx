import { useState } from 'react';
import type { Equipment } from '@gears/domain';
import { conditionPercent, conditionRatingMessage, defaultConditionRating } from '@gears/domain/equipment/lifecycle.rules';
import { lifecycleStageOf } from '@gears/domain/equipment/status.rules';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/input.tsx';
import { useUpdateCondition } from '../../api/lifecycle-api.ts';
import { ConditionStars } from './condition-stars.tsx';
import { stageLabels, stageVariant } from './lifecycle-format.ts';

type Props = { equipment: Equipment | null; onOpenChange: (open: boolean) => void };

/** spec 02 §2 Update Asset Condition: a slider from 1 to 10; the stage it gives is shown before saving (spec 02 §4). */
export function ConditionDialog({ equipment, onOpenChange }: Props) {
  return (
    <Dialog open={equipment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Update Asset Condition</DialogTitle>
          <DialogDescription>{equipment ? `${equipment.name}: rate its condition from 1 (worst) to 10 (new).` : null}</DialogDescription>
        </DialogHeader>
        {equipment ? <ConditionForm key={equipment.id} equipment={equipment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ConditionForm({ equipment, onDone }: { equipment: Equipment; onDone: () => void }) {
  const [rating, setRating] = useState(equipment.currentConditionRating ?? defaultConditionRating);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCondition();
  const stage = lifecycleStageOf(rating, equipment.status);

  function submit() {
    if (!Number.isInteger(rating) || rating < 1 || rating > 10) return setError(conditionRatingMessage);
    setError(null);
    update.mutate({ id: equipment.id, input: { rating, ...(notes.trim() ? { notes: notes.trim() } : {}) } }, { onSuccess: onDone });
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <FormField id="condition-rating" label={`Condition rating: ${rating} of 10`} error={error}>
        <input
          id="condition-rating"
          type="range"
          min={1}
          max={10}
          step={1}
          value={rating}
          onChange={(e) => setRating(Number(e.target.value))}
          className="h-11 accent-[var(--primary)]"
          aria-valuetext={`${rating} of 10`}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
        <ConditionStars rating={rating} />
        <span>{conditionPercent(rating)}%</span>
        {stage ? <Badge variant={stageVariant[stage]}>{stageLabels[stage]}</Badge> : null}
      </div>
      <FormField id="condition-notes" label="Notes (optional)" hint="Kept in the machine's activity history.">
        <Textarea id="condition-notes" rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save condition'}
        </Button>
      </div>
    </form>
  );
}
