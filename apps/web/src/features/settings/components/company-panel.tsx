import { useState, type FormEvent } from 'react';
import type { CompanySettings } from '@gears/domain';
import {
  normaliseShippingAddress,
  shippingAddressMaxLength,
  shippingAddressMaxLines,
  shippingAddressProblem,
} from '@gears/domain/ledger/ship-to.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompanySettings, useUpdateCompanySettings } from '../api/settings-api.ts';

/** Company settings: the shipping address every order and packing slip prints as its ship-to, unless the order names another. */
export function CompanyPanel() {
  const settings = useCompanySettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company</CardTitle>
        <CardDescription>Where GEARS ships your orders. Printed as the ship-to on sales orders and packing slips.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div role="status" aria-label="Loading company settings" className="grid max-w-lg gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : settings.isError ? (
          <ErrorState
            message={errorMessage(settings.error, 'Failed to load the company settings')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <ShippingAddressForm key={settings.data.shippingAddress ?? ''} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ShippingAddressForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateCompanySettings();
  const [draft, setDraft] = useState(settings.shippingAddress ?? '');
  const normalised = normaliseShippingAddress(draft);
  const problem = shippingAddressProblem(normalised);
  const unchanged = normalised === settings.shippingAddress;

  if (!settings.canEdit) {
    return (
      <dl className="grid max-w-lg gap-1 text-sm">
        <dt className="text-muted-foreground">Shipping address of {settings.companyName}</dt>
        <dd className="whitespace-pre-line">{settings.shippingAddress ?? 'None yet. Your client admin can add it here.'}</dd>
      </dl>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || unchanged) return;
    update.mutate({ shippingAddress: normalised });
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-lg gap-4" aria-label="Company settings">
      <FormField
        id="company-shipping-address"
        label={`Shipping address of ${settings.companyName}`}
        error={problem}
        hint={`One line per address line, up to ${shippingAddressMaxLines} lines. An order can still name another address for that order only.`}
      >
        <Textarea
          id="company-shipping-address"
          rows={5}
          autoComplete="shipping street-address"
          maxLength={shippingAddressMaxLength + 100}
          value={draft}
          placeholder={'Yard 3\n1200 Industrial Way\nSpringfield, IL 62701'}
          aria-invalid={Boolean(problem) || undefined}
          aria-describedby={problem ? 'company-shipping-address-error' : 'company-shipping-address-hint'}
          onChange={(event) => setDraft(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-fit" disabled={update.isPending || Boolean(problem) || unchanged}>
        {update.isPending ? 'Saving…' : 'Save shipping address'}
      </Button>
    </form>
  );
}
