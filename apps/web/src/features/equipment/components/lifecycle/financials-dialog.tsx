import { useState } from 'react';
import type { DepreciationMethod, Equipment, UpdateFinancialsInput } from '@gears/domain';
import { currentValueOf, depreciationMethodLabels, depreciationMethods, todayUtc } from '@gears/domain/equipment/depreciation.rules';
import { futurePurchaseDateMessage, isFuturePurchaseDate } from '@gears/domain/equipment/fields.rules';
import { lifecycleMessages, updateFinancialsInput } from '@gears/domain/equipment/lifecycle.schema';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../../components/ui/input.tsx';
import { useFeatures } from '../../../../lib/features.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { localToday } from '../../../../lib/local-date.ts';
import { useUpdateFinancials } from '../../api/lifecycle-api.ts';

type Props = { equipment: Equipment | null; onOpenChange: (open: boolean) => void };

/** spec 02 §2 Update Financial Information: amounts in exact cents here (the cards show whole dollars). */
export function FinancialsDialog({ equipment, onOpenChange }: Props) {
  return (
    <Dialog open={equipment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Update Financial Information</DialogTitle>
          <DialogDescription>
            {equipment ? `${equipment.name}: the current value is computed from these, every day.` : null}
          </DialogDescription>
        </DialogHeader>
        {equipment ? <FinancialsForm key={equipment.id} equipment={equipment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Fields = {
  purchaseDate: string;
  purchasePrice: string;
  depreciationRate: string;
  depreciationMethod: DepreciationMethod;
  usefulLifeHours: string;
  replacementCostEstimate: string;
  warrantyExpiry: string;
};
type FieldKey = keyof Fields;

const text = (v: number | string | null) => (v === null ? '' : String(v));
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

function FinancialsForm({ equipment, onDone }: { equipment: Equipment; onDone: () => void }) {
  const models = useFeatures().has('depreciation_models') === true;
  const [f, setF] = useState<Fields>({
    purchaseDate: text(equipment.purchaseDate),
    purchasePrice: text(equipment.purchasePrice),
    depreciationRate: text(equipment.depreciationRate),
    depreciationMethod: equipment.depreciationMethod,
    usefulLifeHours: text(equipment.usefulLifeHours),
    replacementCostEstimate: text(equipment.replacementCostEstimate),
    warrantyExpiry: text(equipment.warrantyExpiry),
  });
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const update = useUpdateFinancials();
  const set = (key: FieldKey) => (e: { target: { value: string } }) => setF((prev) => ({ ...prev, [key]: e.target.value }));
  const body = {
    purchaseDate: f.purchaseDate || null,
    purchasePrice: numberOrNull(f.purchasePrice),
    depreciationRate: numberOrNull(f.depreciationRate),
    depreciationMethod: f.depreciationMethod,
    usefulLifeHours: numberOrNull(f.usefulLifeHours),
    replacementCostEstimate: numberOrNull(f.replacementCostEstimate),
    warrantyExpiry: f.warrantyExpiry || null,
  };
  const preview = currentValueOf({ ...body, method: body.depreciationMethod, hours: equipment.hours }, todayUtc());

  function submit() {
    const parsed = updateFinancialsInput.safeParse(body);
    const next: Partial<Record<FieldKey, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[(issue.path[0] as FieldKey) ?? 'purchasePrice'] ??= issue.message;
    // The user's own date: a purchase later than their today is in the future wherever they are.
    if (body.purchaseDate && isFuturePurchaseDate(body.purchaseDate, localToday())) next.purchaseDate = futurePurchaseDateMessage;
    if (body.depreciationMethod === 'units_of_production' && body.usefulLifeHours === null)
      next.usefulLifeHours = lifecycleMessages.usefulLifeRequired;
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    update.mutate({ id: equipment.id, input: parsed.data as UpdateFinancialsInput }, { onSuccess: onDone });
  }

  const field = (key: FieldKey, label: string, props: Record<string, unknown>, hint?: string) => (
    <FormField id={`fin-${key}`} label={label} error={errors[key]} hint={hint}>
      <Input id={`fin-${key}`} value={f[key]} onChange={set(key)} aria-invalid={errors[key] ? true : undefined} {...props} />
    </FormField>
  );
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 };

  return (
    <form className="grid gap-3" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('purchaseDate', 'Purchase date', { type: 'date', max: localToday() })}
        {field('purchasePrice', 'Purchase price (USD)', money)}
        <FormField
          id="fin-depreciationMethod"
          label="Depreciation method"
          hint={models ? undefined : 'Declining balance and units of production come with the Enterprise plan.'}
        >
          <NativeSelect id="fin-depreciationMethod" value={f.depreciationMethod} onChange={set('depreciationMethod')}>
            {depreciationMethods.map((method) => (
              <option
                key={method}
                value={method}
                disabled={!models && method !== 'straight_line' && method !== equipment.depreciationMethod}
              >
                {depreciationMethodLabels[method]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {f.depreciationMethod === 'units_of_production'
          ? field('usefulLifeHours', 'Useful life (hours)', { type: 'number', inputMode: 'decimal', min: 0.1, step: 0.1 })
          : field('depreciationRate', 'Depreciation rate (% a year)', {
              type: 'number',
              inputMode: 'decimal',
              min: 0,
              max: 100,
              step: 0.1,
            })}
        {field('replacementCostEstimate', 'Replacement cost (USD)', money)}
        {field('warrantyExpiry', 'Warranty expiry', { type: 'date' })}
      </div>
      <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
        Current value with these figures:{' '}
        <strong>
          {preview === null
            ? 'needs a price and ' + (f.depreciationMethod === 'units_of_production' ? 'the useful life' : 'a purchase date and rate')
            : formatMoney(preview)}
        </strong>
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save financials'}
        </Button>
      </div>
    </form>
  );
}
