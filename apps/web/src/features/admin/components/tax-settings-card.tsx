import { useEffect, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { isTaxRate, taxRateMessages } from '@gears/domain/ledger/tax.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTaxSettings, useUpdateTaxSettings } from '../api/tax-settings-api.ts';

/** The provider's default tax rate: a quote takes it when sent unless a rate is chosen on the quote (issue 13 item 2). */
export function TaxSettingsCard() {
  const settings = useTaxSettings();
  const save = useUpdateTaxSettings();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setValue(String(settings.data.defaultTaxRate));
  }, [settings.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const rate = Number(value);
    if (value.trim() === '' || !isTaxRate(rate)) return setError(taxRateMessages.badTaxRate);
    setError(null);
    save.mutate(rate);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Default tax rate</CardTitle>
        <CardDescription>
          Shown on every quote when it is sent, unless you choose another rate on the quote; the invoice repeats the quote's rate.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <ErrorState message={errorMessage(settings.error, 'Failed to load the tax rate')} onRetry={() => void settings.refetch()} />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <FormField id="default-tax-rate" label="Tax rate (%)" error={error} hint="0 to 100, up to 3 decimals (8.25, 8.875).">
              <Input
                id="default-tax-rate"
                type="number"
                min={0}
                max={100}
                step={0.001}
                inputMode="decimal"
                className="w-32"
                value={value}
                disabled={settings.isPending}
                onChange={(event) => setValue(event.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={save.isPending || settings.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Save
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
